import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import { campaignValue, deviceClass, MAX_PATH_LENGTH, referrerHost, UNKNOWN_LANGUAGE } from "#app/features/analytics/visit.ts";
import type { VisitCounter } from "#app/features/analytics/visit-counter.server.ts";
import { readAddress, type AddressBook } from "#app/features/languages/public-address.ts";
import { sessionCookiePattern } from "./session-cookie.ts";

export interface CountVisitsOptions {
  counter: VisitCounter;
  /** better-auth's cookie prefix: a request carrying one of its cookies is staff's, and is not counted. */
  sessionCookiePrefix: string;
  /** The site's languages as served now (an in-memory copy, read again after a content change); undefined while they cannot be read. */
  languages: () => Promise<AddressBook | undefined>;
}

// A page's client-side navigation: React Router fetches /path.data (/_.data for "/") instead of the HTML.
const DATA_SUFFIX = /\/_\.data$|\.data$/;
const PREFETCH = /prefetch|prerender|preview/i;

/** isbot's verdict per user agent, remembered: a handful of user agents make most requests, and the test is a large regular expression. */
const botVerdicts = new Map<string, boolean>();
function isBot(userAgent: string): boolean {
  let verdict = botVerdicts.get(userAgent);
  if (verdict === undefined) {
    verdict = isbot(userAgent);
    if (botVerdicts.size >= 1000) botVerdicts.clear();
    botVerdicts.set(userAgent, verdict);
  }
  return verdict;
}

/**
 * Counts page views of the public site (docs/decisions/030-cookie-free-visit-counts.md): GET requests
 * for pages, answered 200 or 304 (a view) or 404 (a not-found path), from the HTML cache or not.
 * Not counted: the admin and the API, files, bots (isbot), prefetches and previews (Sec-Purpose,
 * Purpose, X-Purpose, X-Moz), and requests with a session cookie, which only staff hold; trusting
 * the cookie's presence costs no database lookup, and a forged one only hides its own visit.
 * A view counts for the language its path is in (decision 037), with the languages enabled now.
 * The decision is taken when the response has been sent, off the visitor's critical path.
 */
export function countVisits({ counter, sessionCookiePrefix, languages }: CountVisitsOptions) {
  const sessionCookie = sessionCookiePattern(sessionCookiePrefix);
  return (req: Request, res: Response, next: NextFunction) => {
    const path = countedPath(req, sessionCookie);
    if (path !== null) {
      res.once("finish", () => {
        // A 304 is a view too: the browser shows its copy of the page (shared pages are revalidated on every visit).
        const status = res.statusCode === 304 ? 200 : res.statusCode;
        if (status !== 200 && status !== 404) return;
        const userAgent = req.headers["user-agent"] ?? "";
        const locale = languages().then((book) => (book ? readAddress(path, book).tag : UNKNOWN_LANGUAGE));
        counter.recordOnceKnown(
          locale,
          {
            path: path.slice(0, MAX_PATH_LENGTH),
            status,
            referrerHost: referrerHost(req.headers.referer, req.host ?? ""),
            utmSource: campaignValue(req.query.utm_source),
            utmMedium: campaignValue(req.query.utm_medium),
            utmCampaign: campaignValue(req.query.utm_campaign),
            device: deviceClass(userAgent),
          },
          { ip: req.ip ?? "", userAgent },
        );
      });
    }
    next();
  };
}

/** The page path a request would count for, or null when it is not a visitor's page view. */
function countedPath(req: Request, sessionCookie: RegExp): string | null {
  if (req.method !== "GET") return null;
  let path = req.path;
  // React Router's own requests (/__manifest: route discovery) are not pages.
  if (/^\/(?:admin|api)(?:\/|$)|^\/__/i.test(path)) return null;
  const headers = req.headers;
  const userAgent = headers["user-agent"];
  if (!userAgent || isBot(userAgent)) return null;
  if (PREFETCH.test(String(headers["sec-purpose"] ?? headers.purpose ?? headers["x-purpose"] ?? headers["x-moz"] ?? ""))) return null;
  if (sessionCookie.test(headers.cookie ?? "")) return null;
  if (DATA_SUFFIX.test(path)) {
    path = path.replace(DATA_SUFFIX, "") || "/";
    // The same page's data again is a revalidation (after a form was sent), not another view.
    if (sameOriginPath(headers.referer, req.host) === path) return null;
  } else if (path.slice(path.lastIndexOf("/")).includes(".")) {
    return null;
  }
  return path;
}

function sameOriginPath(referer: string | undefined, host: string | undefined): string | null {
  if (!referer || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  return url.host === host ? url.pathname : null;
}
