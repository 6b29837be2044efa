import type * as Sonner from "sonner";

/**
 * Toasts for the public site. Sonner (about 9 KB gzipped, styles included) is fetched with the
 * first toast instead of with every page: public pages toast only after a form is sent or a link
 * fails, and the bundle budget (docs/benchmarks.md) has no room for code most visits never run.
 * The admin, which toasts all the time, imports sonner directly; both share sonner's one toast list.
 */
let sonner: Promise<typeof Sonner> | undefined;
const listeners = new Set<() => void>();

function loadSonner(): Promise<typeof Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of listeners) listener();
  }
  return sonner;
}

function show(kind: "success" | "error", title: string, data?: Sonner.ExternalToast): void {
  // A chunk that fails to load loses only the toast: every public form shows its outcome inline too.
  loadSonner().then(
    (module) => module.toast[kind](title, data),
    () => undefined,
  );
}

export const toast = {
  success: (title: string, data?: Sonner.ExternalToast) => show("success", title, data),
  error: (title: string, data?: Sonner.ExternalToast) => show("error", title, data),
};

/** For useSyncExternalStore: whether a toast was asked for yet, and a way to hear of the first. */
export function toastRequested(): boolean {
  return sonner !== undefined;
}

export function subscribeToToastRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
