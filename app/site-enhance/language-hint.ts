/**
 * The language hint (docs/decisions/037-locale-model.md: the server never redirects by language):
 * when the browser prefers a language this page is published in, a small note in THAT language links
 * to it. The server wrote each translation's address and words into `[data-language-hints]`
 * (components/site/language-hint.tsx); this script ships no catalog.
 *
 * Never shown when the page's own language comes first among the browser's; fixed over the page, so
 * nothing moves (no layout shift); slides in with the toasts' animation, which reduced motion turns
 * off (app.css). Dismissed, it stays away for the rest of the visit: the choice is kept in
 * sessionStorage, which the browser never sends to a server (no cookie), and which ends with the tab.
 */
const DISMISSED_KEY = "language-hint-dismissed";

export function offerLanguageHint(): void {
  const hints = document.querySelector<HTMLElement>("[data-language-hints]");
  if (!hints || wasDismissed()) return;
  const offers = [...hints.querySelectorAll<HTMLElement>("[data-lang]")];
  const chosen = preferredTranslation(navigator.languages, hints.dataset.pageLang ?? "", offers.map((offer) => offer.dataset.lang ?? ""));
  const offer = offers.find((candidate) => candidate.dataset.lang === chosen);
  if (!offer) return;
  const { lang = "", href = "", text = "", dismiss = "" } = offer.dataset;
  showHint({ lang, href, text, dismiss });
}

/**
 * The translation to offer: going down the browser's languages, the first one the page or a
 * translation speaks decides; null when that is the page's own language, or when none is.
 */
export function preferredTranslation(preferred: readonly string[], pageLang: string, translations: readonly string[]): string | null {
  for (const wanted of preferred) {
    if (sameLanguage(wanted, pageLang)) return null;
    const match = translations.find((translation) => sameLanguage(wanted, translation));
    if (match) return match;
  }
  return null;
}

/** "de-DE" and "de" are one language, as are "zh-TW" and "zh-HK" (both Traditional); "zh-CN" (Simplified) and "zh-HK" are not. */
function sameLanguage(a: string, b: string): boolean {
  const [x, y] = [maximized(a), maximized(b)];
  return x !== null && y !== null && x.language === y.language && x.script === y.script;
}

function maximized(tag: string): Intl.Locale | null {
  try {
    return new Intl.Locale(tag).maximize();
  } catch {
    return null;
  }
}

interface HintData {
  lang: string;
  href: string;
  text: string;
  dismiss: string;
}

function showHint({ lang, href, text, dismiss }: HintData): void {
  const hint = document.createElement("div");
  // A polite live region: announced once, without taking the focus; no landmark of its own.
  hint.setAttribute("role", "status");
  hint.setAttribute("data-language-hint", "");
  hint.lang = lang;
  hint.className = "toast-in fixed bottom-4 start-4 z-[90] flex max-w-[calc(100vw-2rem)] items-center gap-2 rounded-lg border bg-white py-2 ps-4 pe-2 text-sm shadow-lg";
  const link = document.createElement("a");
  link.href = href;
  link.hreflang = lang;
  link.textContent = text;
  link.className = "font-semibold text-primary underline underline-offset-4";
  const close = document.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", dismiss);
  close.textContent = "×";
  close.className = "flex size-8 shrink-0 items-center justify-center rounded-md text-lg text-muted-foreground hover:bg-muted hover:text-foreground";
  close.addEventListener("click", () => {
    hint.remove();
    try {
      sessionStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Storage refused (a private window's quota): the hint is gone for this page only.
    }
  });
  hint.append(link, close);
  document.body.append(hint);
}

function wasDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}
