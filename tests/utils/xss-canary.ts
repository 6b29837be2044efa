// A canary for cross-site scripting in Chromium. Payloads are armed before they are stored: every
// alert()/prompt()/confirm() becomes a call to window.__xssHit(id), and every URL on evil.example
// points at a small HTTP server on 127.0.0.1 instead. A payload that runs therefore leaves a trace
// the test can see (a hit in the page, a request at the beacon, a dialog, an error for a hook it
// could not find), whichever way it got to run.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type BrowserContext, type Page } from "@playwright/test";

interface BeaconRequest {
  path: string;
  /** Sec-Fetch-Dest: what the browser loaded it as (script, document, iframe, image, empty for fetch …). */
  dest: string;
}

export interface XssCanary {
  /** http://127.0.0.1:<port>, the beacon. */
  origin: string;
  /** `payload` with its code and its evil.example URLs rewritten to report payload number `id`. */
  arm(payload: string, id: number): string;
  /** Installs the hook in every page of `context` and records dialogs and errors from all its pages. */
  watch(context: BrowserContext): Promise<void>;
  /**
   * Wakes up every handler a payload could have planted on the screen `page` shows (hover, focus,
   * load and error events, a mouse sweep), then fails with a list of anything that ran, any
   * executable markup left in the document, and any navigation away from `path`.
   */
  expectNothingRan(page: Page, where: string, options?: { wake?: boolean }): Promise<void>;
  close(): Promise<void>;
}

const CALL_WITHOUT_ARGUMENTS = /\b(?:alert|prompt|confirm)\s*\(\s*\)/g;
const CALL = /\b(?:alert|prompt|confirm)\s*\(/g;
const EVIL_HOST = /(https?:)?\/\/(?:evil\.example|ha\.ckers\.org)/gi;
/** Images from any http(s) address are allowed content; anything else loaded from the beacon is a payload at work. */
const HARMLESS_DEST = new Set(["image"]);

export async function startXssCanary(): Promise<XssCanary> {
  const requests: BeaconRequest[] = [];
  const server = createServer((request, response) => {
    requests.push({ path: request.url ?? "", dest: String(request.headers["sec-fetch-dest"] ?? "") });
    response.writeHead(204, { "access-control-allow-origin": "*" }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const host = origin.slice("http:".length);

  const dialogs: string[] = [];
  const hookErrors: string[] = [];
  let seenRequests = 0;
  let seenDialogs = 0;
  let seenErrors = 0;

  return {
    origin,
    arm(payload, id) {
      // Numbers need no quotes, so an armed call fits inside any attribute or string the original did.
      return payload
        .replace(CALL_WITHOUT_ARGUMENTS, `__xssHit(${id})`)
        .replace(CALL, `__xssHit(${id},`)
        .replace(EVIL_HOST, (_match, scheme: string | undefined) => `${scheme ? "http:" : ""}${host}/beacon/${id}`);
    },
    async watch(context) {
      await context.addInitScript((beacon: string) => {
        const hits: number[] = [];
        Object.defineProperty(window, "__xssHits", { value: hits });
        Object.defineProperty(window, "__xssHit", {
          value: (id: number) => {
            hits.push(id);
            // Reported at the beacon too, in case the page navigates away before it is read.
            void fetch(`${beacon}/hit/${id}`, { mode: "no-cors", keepalive: true }).catch(() => undefined);
          },
        });
      }, origin);
      const follow = (page: Page) => {
        page.on("dialog", (dialog) => {
          // The editor's own "leave with unsaved changes?" prompt; a payload cannot set one without an
          // onbeforeunload handler, which the markup check reports.
          if (dialog.type() === "beforeunload") return void dialog.accept().catch(() => undefined);
          dialogs.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
          void dialog.dismiss().catch(() => undefined);
        });
        // A payload that ran where the hook is missing (another frame, an opaque origin) still throws.
        page.on("pageerror", (error) => {
          if (/__xssHit/.test(error.message)) hookErrors.push(`${error.message} on ${page.url()}`);
        });
      };
      context.pages().forEach(follow);
      context.on("page", follow);
    },
    async expectNothingRan(page, where, { wake = true } = {}) {
      const path = new URL(page.url()).pathname;
      if (wake) await wakeHandlers(page);
      const markup = await executableMarkup(page);
      const hits = await page.evaluate(() => [...((window as unknown as { __xssHits?: number[] }).__xssHits ?? [])]);
      const beacon = requests.slice(seenRequests).filter((request) => !HARMLESS_DEST.has(request.dest));
      const found = {
        hits,
        beacon,
        dialogs: dialogs.slice(seenDialogs),
        hookErrors: hookErrors.slice(seenErrors),
        markup,
        navigatedTo: new URL(page.url()).pathname === path ? null : page.url(),
      };
      seenRequests = requests.length;
      seenDialogs = dialogs.length;
      seenErrors = hookErrors.length;
      expect(found, `something a payload planted ran or was left on ${where}`).toEqual({ hits: [], beacon: [], dialogs: [], hookErrors: [], markup: [], navigatedTo: null });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What the corpus's handlers wait for (onmouseover, onfocus, onload, onerror, ontoggle, onbegin, onstart …). */
const HANDLER_EVENTS = ["mouseover", "mouseenter", "pointerover", "focus", "load", "error", "toggle", "animationstart", "begin", "start", "copy", "wheel"];

/** Fires the events inline handlers wait for at every element (not bubbling, so the app's own listeners stay out of it), and sweeps the mouse. */
async function wakeHandlers(page: Page): Promise<void> {
  await page.evaluate((events) => {
    for (const element of Array.from(document.querySelectorAll("body *"))) {
      for (const type of events) element.dispatchEvent(new Event(type, { bubbles: false }));
    }
  }, HANDLER_EVENTS);
  // A few real pointer moves as well, for whatever the synthetic events cannot stand in for.
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const [x, y] of [[0.25, 0.25], [0.75, 0.25], [0.5, 0.5], [0.25, 0.75], [0.75, 0.75]] as const) {
    await page.mouse.move(viewport.width * x, viewport.height * y, { steps: 2 });
  }
  // Images fail, frames and timers fire: give them a moment to show what they would do.
  await page.waitForTimeout(300);
}

/** Anything in the document that can run code: handler attributes, script URLs, frames, objects, base and refresh tags. */
function executableMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    // Browsers ignore these inside a scheme, so "java\tscript:" is read without them.
    // eslint-disable-next-line no-control-regex
    const noise = /[\u0000-\u0020\u007f-\u009f]/g;
    const urlAttributes = new Set(["href", "src", "action", "formaction", "xlink:href", "poster", "background", "data", "lowsrc", "dynsrc", "srcset", "ping", "codebase"]);
    const describe = (element: Element) => element.outerHTML.slice(0, 160);
    for (const element of Array.from(document.querySelectorAll("*"))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith("on")) found.push(`handler ${name}: ${describe(element)}`);
        if (name === "srcdoc") found.push(`srcdoc: ${describe(element)}`);
        if (!urlAttributes.has(name)) continue;
        const value = attribute.value.replace(noise, "").toLowerCase();
        const safeImage = /^data:image\/(?:png|jpe?g|gif|webp|avif);/.test(value) && element.tagName === "IMG" && name === "src";
        if (/^(?:javascript|vbscript|livescript):/.test(value) || (value.startsWith("data:") && !safeImage)) found.push(`${name} URL: ${describe(element)}`);
      }
      const tag = element.tagName.toLowerCase();
      if (["iframe", "frame", "object", "embed", "applet", "base", "portal"].includes(tag)) found.push(`element ${tag}: ${describe(element)}`);
      if (tag === "meta" && element.hasAttribute("http-equiv")) found.push(`meta http-equiv: ${describe(element)}`);
      // A path on the site itself is the app's own; "//host/…" and "/\\host/…" name another host.
      const src = element.getAttribute("src");
      const ownPath = src !== null && src.startsWith("/") && !/^\/[/\\]/.test(src);
      if (tag === "script" && src && !ownPath) found.push(`foreign script: ${describe(element)}`);
    }
    return found;
  });
}
