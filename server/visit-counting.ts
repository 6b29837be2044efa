import type { NextFunction, Request, Response } from "express";
import { campaignValue, deviceClass, MAX_PATH_LENGTH, referrerHost, UNKNOWN_LANGUAGE } from "#app/features/analytics/visit.ts";
import type { VisitCounter } from "#app/features/analytics/visit-counter.server.ts";
import { readAddress, type AddressBook } from "#app/features/languages/public-address.ts";
import { sessionCookiePattern } from "./session-cookie.ts";
import { visitorPagePath } from "./visitor-request.ts";

export interface CountVisitsOptions {
  counter: VisitCounter;
  /** better-auth's cookie prefix: a request carrying one of its cookies is staff's, and is not counted. */
  sessionCookiePrefix: string;
  /** The site's languages as served now (an in-memory copy, read again after a content change); undefined while they cannot be read. */
  languages: () => Promise<AddressBook | undefined>;
}

/**
 * Counts page views of the public site (docs/decisions/030-cookie-free-visit-counts.md): a visitor's
 * request for a page (visitorPagePath: no bots, prefetches or staff), answered 200 or 304, from the
 * HTML cache or not. A 404 is a hit in the 404 log instead (loggedNotFound, decision 042).
 * A view counts for the language its path is in (decision 037), with the languages enabled now.
 * The decision is taken when the response has been sent, off the visitor's critical path.
 */
export function countVisits({ counter, sessionCookiePrefix, languages }: CountVisitsOptions) {
  const sessionCookie = sessionCookiePattern(sessionCookiePrefix);
  return (req: Request, res: Response, next: NextFunction) => {
    const path = visitorPagePath(req, sessionCookie);
    if (path !== null) {
      res.once("finish", () => {
        // A 304 is a view too: the browser shows its copy of the page (shared pages are revalidated on every visit).
        if (res.statusCode !== 200 && res.statusCode !== 304) return;
        const userAgent = req.headers["user-agent"] ?? "";
        const locale = languages().then((book) => (book ? readAddress(path, book).tag : UNKNOWN_LANGUAGE));
        counter.recordOnceKnown(
          locale,
          {
            path: path.slice(0, MAX_PATH_LENGTH),
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
