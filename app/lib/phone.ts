/** A phone number as a tel: link: only the digits and a leading +, as dialers expect. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
