/**
 * The company's name on a fresh install, before staff set one in the site settings: the fallback of
 * page titles and e-mails. Kept in lib, not in content/, because lib is a leaf (docs/conventions.md).
 */
export const BRAND = "BrandCheck";
