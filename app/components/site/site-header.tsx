import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { SiteLink } from "#app/features/site-settings/schema.ts";
import { cn } from "#app/lib/utils.ts";
import { Logo } from "./logo.tsx";

const SCROLL_THRESHOLD_PX = 20;
const LINK_STAGGER_S = 0.1;

interface SiteHeaderProps {
  companyName: string;
  /** The navigation from the site settings, in their order. */
  links: readonly SiteLink[];
}

/** Fixed header: transparent at the top, a compact glass bar once the page scrolls past 20 px. */
export function SiteHeader({ companyName, links }: SiteHeaderProps) {
  const [scrolled, setScrolled] = useState(false);
  const location = useLocation();
  // The menu belongs to the path it was opened on, so any route change closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.pathname : null);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  // The page behind the open menu must not scroll.
  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    // Escape closes the menu and puts the keyboard back on the button that opened it.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [menuOpen]);

  return (
    <>
      <header
        data-scrolled={scrolled}
        data-menu-open={menuOpen}
        className={cn(
          // site-header: app.css turns it light on dark while it sits over a page's opening photo.
          "site-header fixed inset-x-0 top-0 z-50 transition-all duration-300",
          scrolled ? "border-b border-white/40 bg-white/85 py-2 shadow-sm backdrop-blur-md" : "bg-transparent py-4",
        )}
      >
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
          <Link to="/" className="rounded-md focus-visible:outline-2 focus-visible:outline-ring" aria-label={`${companyName} home`}>
            <Logo name={companyName} className="site-logo" />
          </Link>
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {links.map((link) => (
                <li key={link.id}>
                  <NavLink
                    to={link.href}
                    end={link.href === "/"}
                    className={({ isActive }) =>
                      cn(
                        "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-primary",
                        isActive ? "bg-primary/10 text-primary" : "text-foreground/80",
                      )
                    }
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Button asChild className="hidden md:inline-flex">
            <Link to="/contact">Get in Touch</Link>
          </Button>
          <button
            ref={menuButton}
            type="button"
            className="relative z-50 inline-flex h-10 w-10 items-center justify-center rounded-md text-foreground md:hidden"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
          </button>
        </div>
      </header>
      {/* Outside <header>: its backdrop-filter, once scrolled, would make it the containing block of
          this fixed overlay and shrink the "full-screen" menu to the header's height. */}
      {menuOpen ? <MobileMenu links={links} onNavigate={() => setMenuOpen(false)} /> : null}
    </>
  );
}

function MobileMenu({ links, onNavigate }: { links: readonly SiteLink[]; onNavigate: () => void }) {
  const items = [...links, { id: "get-in-touch", href: "/contact", label: "Get in Touch" }];
  return (
    <nav id="mobile-menu" aria-label="Mobile" className="menu-overlay fixed inset-0 z-40 flex flex-col bg-white px-6 pt-24 md:hidden">
      <ul className="flex flex-col gap-2">
        {items.map((link, index) => (
          <li key={link.id} className="menu-link" style={{ animationDelay: `${index * LINK_STAGGER_S}s` }}>
            <NavLink
              to={link.href}
              end={link.href === "/"}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  "block rounded-md px-3 py-3 text-2xl font-semibold",
                  link.id === "get-in-touch"
                    ? "mt-4 bg-primary text-center text-primary-foreground"
                    : isActive
                      ? "text-primary"
                      : "text-foreground",
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
