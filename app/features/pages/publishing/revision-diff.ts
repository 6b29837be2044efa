import { isHtmlContent } from "../cms/content.ts";
import type { PageSnapshot } from "../editor/page-editor-data.ts";
import { valueChanges } from "./value-diff.ts";

/**
 * What changed between two versions of a page, for comparing revisions side by side before a
 * restore: each field, and each section matched by its id (added, removed, changed, moved) or the
 * HTML as one block.
 */
export type ChangeStatus = "same" | "changed" | "moved" | "added" | "removed";

export interface FieldChange {
  label: string;
  before: string;
  after: string;
  changed: boolean;
  /** Both sides are image addresses: shown as thumbnails. */
  image?: boolean;
}

/** One field inside a changed section, as one side of the compare shows it. */
interface BlockFieldChange {
  label: string;
  value: string;
  image: boolean;
}

export interface ContentBlock {
  id: string;
  /** A section's type, or "html". */
  type: string;
  /** A section's heading or title when it has one; the HTML's text for HTML. */
  text: string;
  status: ChangeStatus;
  /** A changed section: each of its fields that differs, with this side's value. */
  changes?: BlockFieldChange[];
}

export interface RevisionDiff {
  fields: FieldChange[];
  /** The older version's content, marked against the newer. */
  before: ContentBlock[];
  /** The newer version's content, marked against the older. */
  after: ContentBlock[];
  changedCount: number;
}

/**
 * What a compared version's heading names: the version, who saved it and when, and optionally what it
 * is to the reader ("Current"). No version: there is none to name (the Review screen's "Nothing live
 * yet"), and the caption alone is the heading.
 */
export interface RevisionHeading {
  version: number | null;
  createdAt: string;
  savedByEmail: string | null;
  caption?: string;
}

export function diffRevisions(before: PageSnapshot, after: PageSnapshot): RevisionDiff {
  const field = (label: string, a: string, b: string): FieldChange => ({ label, before: a, after: b, changed: a !== b });
  const status = (published: boolean) => (published ? "Published" : "Draft");
  const fields = [
    field("Page Title", before.title, after.title),
    field("URL Slug", `/${before.slug}`, `/${after.slug}`),
    field("Meta Description", before.metaDescription, after.metaDescription),
    field("Status", status(before.isPublished), status(after.isPublished)),
    // A collection item's own fields (excerpt, industry, cover image …): those that changed.
    ...valueChanges(before.fields ?? {}, after.fields ?? {}).map((change) => ({ ...change, changed: true })),
  ];
  const a = blocks(before);
  const b = blocks(after);
  const mark = (own: Block[], other: Block[], missing: ChangeStatus, side: "before" | "after"): ContentBlock[] => {
    const byId = new Map(other.map((block, index) => [block.id, { block, index }]));
    return own.map((block, index) => {
      const match = byId.get(block.id);
      const state: ChangeStatus = !match ? missing : match.block.json !== block.json ? "changed" : match.index !== index ? "moved" : "same";
      const marked: ContentBlock = { id: block.id, type: block.type, text: block.text, status: state };
      if (state !== "changed" || !match || block.type === "html") return marked;
      const [older, newer] = side === "before" ? [block.value, match.block.value] : [match.block.value, block.value];
      return { ...marked, changes: valueChanges(older, newer).map((change) => ({ label: change.label, value: change[side], image: change.image })) };
    });
  };
  const marked = { before: mark(a, b, "removed", "before"), after: mark(b, a, "added", "after") };
  const changedCount = fields.filter((change) => change.changed).length + marked.before.filter((block) => block.status !== "same").length + marked.after.filter((block) => block.status === "added").length;
  return { fields, ...marked, changedCount };
}

interface Block {
  id: string;
  type: string;
  text: string;
  /** The block's content without its position, to tell a change from a move. */
  json: string;
  /** The section itself, for the field-by-field changes. */
  value: unknown;
}

function blocks(snapshot: PageSnapshot): Block[] {
  const { content } = snapshot;
  if (isHtmlContent(content)) return [{ id: "html", type: "html", text: htmlText(content.html), json: content.html, value: content.html }];
  return [...content.sections]
    .sort((x, y) => x.order - y.order)
    .map((section) => {
      const { order: _order, ...rest } = section;
      return { id: section.id, type: section.type, text: headingOf(section), json: JSON.stringify(rest), value: rest };
    });
}

function headingOf(section: object): string {
  for (const key of ["heading", "title", "headline"]) {
    const value = (section as Record<string, unknown>)[key];
    if (typeof value === "string" && value.trim()) return value.trim();
  }
  return "";
}

/** The HTML's words, shortened: enough to recognise it beside the other version. */
function htmlText(html: string): string {
  const text = html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
