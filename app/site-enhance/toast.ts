/**
 * The public pages' toasts: the spec's messages (section 8) in a small stack at the corner of the
 * window, gone after four seconds. Success is announced politely, an error at once.
 */
const TOAST_MS = 4000;

export type ToastKind = "success" | "error";

let region: HTMLElement | undefined;

export function showToast(kind: ToastKind, title: string, description?: string): void {
  if (!region) {
    region = document.createElement("ol");
    // In the page's language, written by the server (app/root.tsx): this script ships no catalog.
    region.setAttribute("aria-label", document.body.dataset.toastRegionLabel ?? "");
    region.className = "fixed bottom-4 inset-e-4 z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2";
    document.body.append(region);
  }
  const item = document.createElement("li");
  item.setAttribute("data-toast", "");
  item.setAttribute("data-type", kind);
  item.setAttribute("role", kind === "error" ? "alert" : "status");
  item.className = `toast-in rounded-lg border bg-white p-4 text-sm shadow-lg ${kind === "error" ? "border-destructive/40 text-destructive" : "text-foreground"}`;
  const heading = document.createElement("p");
  heading.className = "font-semibold";
  heading.textContent = title;
  item.append(heading);
  if (description) {
    const text = document.createElement("p");
    text.className = kind === "error" ? "mt-1" : "mt-1 text-muted-foreground";
    text.textContent = description;
    item.append(text);
  }
  region.append(item);
  setTimeout(() => item.remove(), TOAST_MS);
}

/** Shows the toasts the elements under `root` ask for: `data-toast-title`, `data-toast-description` and `data-toast-kind="error"` for a destructive one. */
export function showToastsIn(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-toast-title]")) {
    showToast(element.dataset.toastKind === "error" ? "error" : "success", element.dataset.toastTitle ?? "", element.dataset.toastDescription);
  }
}
