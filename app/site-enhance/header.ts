/** The header's scrolled state and the mobile menu (spec sections 2 and 4). */

const SCROLL_THRESHOLD_PX = 20;

let closeMenu: (returnFocus: boolean) => void = () => {};

/** Closes the mobile menu when it is open; navigation.ts calls it when a link is followed. */
export function closeMobileMenu(): void {
  closeMenu(false);
}

export function enhanceHeader(): void {
  const header = document.querySelector<HTMLElement>("[data-site-header]");
  if (!header) return;

  const update = () => {
    header.setAttribute("data-scrolled", String(window.scrollY > SCROLL_THRESHOLD_PX));
    // A screen's height down: the phones' Get in Touch button shows (components/site/sticky-contact.tsx).
    header.setAttribute("data-scrolled-far", String(window.scrollY > window.innerHeight));
  };
  update();
  window.addEventListener("scroll", update, { passive: true });

  const button = header.querySelector<HTMLButtonElement>("[data-menu-button]");
  const template = document.querySelector<HTMLTemplateElement>("template[data-mobile-menu]");
  if (!button || !template) return;
  let menu: Element | null = null;

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape") setOpen(false, true);
  };
  const setOpen = (open: boolean, returnFocus = false) => {
    // The overlay is on the page only while open: its links are not there to find while closed.
    if (open && !menu) {
      menu = template.content.firstElementChild?.cloneNode(true) as Element | null;
      if (menu) template.after(menu);
    } else if (!open) {
      menu?.remove();
      menu = null;
    }
    button.setAttribute("aria-expanded", String(open));
    // The labels in the page's language, written by the server (site-header.tsx).
    button.setAttribute("aria-label", (open ? button.dataset.labelClose : button.dataset.labelOpen) ?? "");
    header.setAttribute("data-menu-open", String(open));
    // The page behind the open menu must not scroll.
    document.body.style.overflow = open ? "hidden" : "";
    if (open) document.addEventListener("keydown", closeOnEscape);
    else document.removeEventListener("keydown", closeOnEscape);
    if (returnFocus) button.focus();
  };
  closeMenu = (returnFocus) => {
    if (menu) setOpen(false, returnFocus);
  };
  button.addEventListener("click", () => setOpen(!menu));
  // A page restored from the back/forward cache comes back as it was left: with the menu closed.
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) closeMenu(false);
  });
}
