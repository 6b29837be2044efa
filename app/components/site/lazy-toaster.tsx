import { lazy, Suspense, useSyncExternalStore } from "react";
import { subscribeToToastRequest, toastRequested } from "#app/lib/lazy-toast.ts";

const Toaster = lazy(() => import("#app/components/ui/toaster.tsx").then((module) => ({ default: module.Toaster })));

/**
 * The public site's toast outlet, mounted (and downloaded) with the first toast; sonner shows
 * toasts raised before its outlet mounted, so none is lost. See lib/lazy-toast.ts.
 */
export function LazyToaster() {
  const requested = useSyncExternalStore(subscribeToToastRequest, toastRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
