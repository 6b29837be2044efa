import { isCmsPagePath } from "#app/features/pages/cms/slug.ts";
import { showToast } from "./toast.ts";

/**
 * The spec's answer to a failed load in the site (section 2, Dynamic CMS page): a destructive toast
 * "Page not found", then /not-found in place of the bad URL in the history. The server has already
 * answered the bad URL with the not-found page (HTTP 404); when the visitor came to it from a page
 * of this site, the toast shows and the address becomes /not-found without a new history entry. A
 * URL typed or opened from elsewhere just shows the not-found page.
 *
 * Back or forward to a CMS page shows the browser's kept copy (its back/forward cache, or its HTTP
 * cache without asking the server); the page may have been unpublished since. It asks the server,
 * and loads the page again should it be gone: that load is the not-found page, as above.
 */
export function announceNotFound(): void {
  const notFound = document.querySelector<HTMLElement>("[data-not-found]");
  if (notFound) {
    if (location.pathname !== "/not-found" && cameFromThisSite()) {
      showToast("error", notFound.dataset.toastTitle ?? "", notFound.dataset.toastDescription);
      history.replaceState(null, "", "/not-found");
    }
    return;
  }
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (navigation?.type === "back_forward") reloadIfGone();
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) reloadIfGone();
  });
}

function cameFromThisSite(): boolean {
  try {
    return new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

function reloadIfGone(): void {
  if (!isCmsPagePath(location.pathname)) return;
  fetch(location.href, { method: "HEAD", cache: "no-store" })
    .then((response) => {
      if (response.status === 404) location.reload();
    })
    .catch(() => {
      // Offline: the kept copy stays.
    });
}
