/**
 * A few builders for the seed pages' HTML (seed-pages.ts). Every piece of text goes through
 * escapeHtml, so the copy in app/content can hold any character; markup comes only from here.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

export const h2 = (text: string) => `<h2>${escapeHtml(text)}</h2>`;
export const h3 = (text: string) => `<h3>${escapeHtml(text)}</h3>`;
export const p = (text: string) => `<p>${escapeHtml(text)}</p>`;

/** A paragraph whose markup is already built (a link inside the text, say). */
export const rawP = (html: string) => `<p>${html}</p>`;

export const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** "<strong>Title</strong>: description", the shape of every feature and benefit list. */
export const term = (title: string, description: string) => `<strong>${escapeHtml(title)}</strong>: ${escapeHtml(description)}`;

export const ul = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;
export const ol = (items: readonly string[]) => `<ol>${items.map((item) => `<li>${item}</li>`).join("")}</ol>`;

export function quote(text: string, who: string): string {
  return `<blockquote><p>${escapeHtml(`“${text}”`)}</p><p>${escapeHtml(`— ${who}`)}</p></blockquote>`;
}

export const html = (...blocks: readonly string[]) => blocks.join("\n");
