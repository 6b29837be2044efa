/** A phone number as a tel: link: only the digits and a leading +, as dialers expect. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}

/** Phone numbers as people write them: digits, spaces, +, brackets, dots and hyphens (the settings' phone, an office's). */
export const PHONE_PATTERN = /^\+?[\d\s().-]{5,30}$/;
export const PHONE_MESSAGE = "Phone can only hold digits, spaces, +, brackets, dots and hyphens, e.g. +44 20 7946 0321.";
