/**
 * What one counted page view is made of (docs/decisions/030-cookie-free-visit-counts.md): the day,
 * the path and its language, where it came from and the kind of device. Nothing here names a visitor.
 */
export interface PageView {
  /** A UTC date, YYYY-MM-DD. */
  day: string;
  path: string;
  /** The language tag of the path (its prefix, with the languages enabled when it was counted); UNKNOWN_LANGUAGE when they could not be read. */
  locale: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: DeviceClass;
}

/** The language of a view counted while the site's languages could not be read (the database was away). */
export const UNKNOWN_LANGUAGE = "";

export type DeviceClass = "desktop" | "mobile" | "tablet";

/** Longest stored path, host and campaign value: longer ones are cut (a made-up URL cannot grow a row without bound). */
export const MAX_PATH_LENGTH = 300;
const MAX_LABEL_LENGTH = 100;

/** The device class, from the user agent alone (tablets before phones: an iPad or an Android tablet says neither Mobile nor iPhone). */
export function deviceClass(userAgent: string): DeviceClass {
  if (/\biPad\b|\bTablet\b|Android(?!.*\bMobile\b)/i.test(userAgent)) return "tablet";
  if (/\bMobi|\biPhone\b|\biPod\b|\bAndroid\b|\bWindows Phone\b/i.test(userAgent)) return "mobile";
  return "desktop";
}

/** The host of an outside referrer, lower-cased, without "www."; "" for none, for this site's own pages and for anything that is not an http(s) URL. */
export function referrerHost(referer: string | undefined, ownHost: string): string {
  if (!referer || !URL.canParse(referer)) return "";
  const url = new URL(referer);
  if (url.protocol !== "http:" && url.protocol !== "https:") return "";
  const host = url.hostname.toLowerCase();
  if (host === ownHost.replace(/:\d+$/, "").toLowerCase()) return "";
  return host.replace(/^www\./, "").slice(0, MAX_LABEL_LENGTH);
}

/** A campaign parameter as stored: trimmed, cut to length, "" when absent. */
export function campaignValue(value: unknown): string {
  return typeof value === "string" ? value.trim().slice(0, MAX_LABEL_LENGTH) : "";
}
