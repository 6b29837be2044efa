import { useEffect, useRef, useState } from "react";
import { Outlet, useLocation, useNavigation } from "react-router";
import { prefersReducedMotion, smoothScrollTo, smoothScrollToTop } from "#app/lib/motion.ts";

export const PAGE_FADE_MS = 300;

/**
 * On a route change the page fades out for 300 ms, then the new page fades in and the window
 * scrolls smoothly to the top (or to the #anchor the link named). The fade-out starts as soon as
 * the navigation does; when the next page is ready sooner, it is held invisible for the rest of
 * the 300 ms.
 */
export function PageTransition() {
  const location = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.state === "loading" && navigation.location.pathname !== location.pathname;
  const [shownPath, setShownPath] = useState(location.pathname);
  const [holding, setHolding] = useState(false);
  const leftAt = useRef(0);

  // A new pathname arrived: keep it hidden until the fade-out has had its time.
  if (location.pathname !== shownPath) {
    setShownPath(location.pathname);
    setHolding(true);
  }

  useEffect(() => {
    if (leaving) leftAt.current = performance.now();
  }, [leaving]);

  useEffect(() => {
    if (!holding) return;
    const remaining = prefersReducedMotion() ? 0 : Math.max(0, PAGE_FADE_MS - (performance.now() - leftAt.current));
    const timer = setTimeout(() => {
      setHolding(false);
      const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (anchor) smoothScrollTo(anchor);
      else smoothScrollToTop();
    }, remaining);
    return () => clearTimeout(timer);
  }, [holding, location.hash]);

  return (
    <div className="page-fade" data-state={leaving || holding ? "fadeOut" : "fadeIn"}>
      <Outlet />
    </div>
  );
}
