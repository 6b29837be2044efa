import { createHash } from "node:crypto";

/**
 * Lets the browser paint a shared public page before it fetches any script
 * (docs/decisions/020-public-javascript-and-warm-cache.md).
 *
 * React Router ends the page with a module script that imports the route modules and then the
 * client entry, and puts a `modulepreload` link in the head for every module of the page. The
 * browser fetches all of them at high priority as soon as it parses the page, and runs them before
 * it paints if they arrive quickly: the first paint waits for the JavaScript. Here the preload
 * links go, and the module script becomes a small classic script (same element, so hydration is
 * unchanged) that adds the same preloads and the same module script after the first paint.
 *
 * Works on the rendered HTML, before the nonce marker is taken out: the new script carries the
 * marker, so its hash goes into the page's policy like React Router's own; the module script it
 * inserts is named in `hashes`. Returns the HTML unchanged when it holds no such module script.
 */
export function deferClientEntry(html: string, nonce: string): { html: string; hashes: string[] } {
  const marker = ` nonce="${nonce}"`;
  let entry: { start: number; end: number; code: string } | undefined;
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [whole, attributes = "", code = ""] = match;
    if (attributes.includes(marker) && /\btype="module"/.test(attributes) && !/\ssrc=/i.test(attributes)) entry = { start: match.index, end: match.index + whole.length, code };
  }
  if (!entry) return { html, hashes: [] };

  // Only React Router's own links carry the marker; anything else in the page is left alone.
  const preloads = new Set<string>();
  const strip = (part: string) =>
    part.replace(MODULE_PRELOAD, (link, href: string) => {
      if (!link.includes(marker)) return link;
      preloads.add(href);
      return "";
    });
  const before = strip(html.slice(0, entry.start));
  const after = strip(html.slice(entry.end));
  const loader = `(()=>{const p=${inlineString([...preloads])},c=${inlineString(entry.code)};${START}})()`;
  return {
    html: `${before}<script${marker}>${loader}</script>${after}`,
    hashes: [createHash("sha256").update(entry.code, "utf8").digest("base64")],
  };
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*\/?>/gi;

// Adds the preloads (p) and the module script (c) once the browser reports its first contentful
// paint (a requestAnimationFrame callback would be too early: the frame it precedes is reported as
// painted only once it is shown). Without paint timing the page's load event starts it, and with
// it, should no paint come, the load event and 3 s; a hidden page, which paints nothing, at once.
const START =
  "let d=0;const s=()=>{if(d)return;d=1;for(const h of p){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}" +
  "const e=document.createElement('script');e.type='module';e.textContent=c;document.body.append(e)};" +
  "if(document.visibilityState==='hidden')s();" +
  "else if(!PerformanceObserver.supportedEntryTypes?.includes('paint'))addEventListener('load',s);" +
  "else{addEventListener('load',()=>setTimeout(s,3e3));" +
  "new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();s()}}).observe({type:'paint',buffered:true})}";

/** A JavaScript literal that is also safe inside a `<script>` element. */
function inlineString(value: string | string[]): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}
