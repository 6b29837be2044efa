import { isHtmlContent } from "../cms/content.ts";
import type { PageSnapshot } from "../editor/page-editor-data.ts";

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
}

export interface ContentBlock {
  id: string;
  /** A section's type, or "html". */
  type: string;
  /** A section's heading or title when it has one; the HTML's text for HTML. */
  text: string;
  status: ChangeStatus;
}

export interface RevisionDiff {
  fields: FieldChange[];
  /** The older version's content, marked against the newer. */
  before: ContentBlock[];
  /** The newer version's content, marked against the older. */
  after: ContentBlock[];
  changedCount: number;
}

/** What a compared version's heading names: the version, who saved it and when, and optionally what it is to the reader ("Current"). */
export interface RevisionHeading {
  version: number;
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
  ];
  const a = blocks(before);
  const b = blocks(after);
  const mark = (own: Block[], other: Block[], missing: ChangeStatus): ContentBlock[] => {
    const byId = new Map(other.map((block, index) => [block.id, { block, index }]));
    return own.map((block, index) => {
      const match = byId.get(block.id);
      const state: ChangeStatus = !match ? missing : match.block.json !== block.json ? "changed" : match.index !== index ? "moved" : "same";
      return { id: block.id, type: block.type, text: block.text, status: state };
    });
  };
  const marked = { before: mark(a, b, "removed"), after: mark(b, a, "added") };
  const changedCount = fields.filter((change) => change.changed).length + marked.before.filter((block) => block.status !== "same").length + marked.after.filter((block) => block.status === "added").length;
  return { fields, ...marked, changedCount };
}

interface Block {
  id: string;
  type: string;
  text: string;
  /** The block's content without its position, to tell a change from a move. */
  json: string;
}

function blocks(snapshot: PageSnapshot): Block[] {
  const { content } = snapshot;
  if (isHtmlContent(content)) return [{ id: "html", type: "html", text: htmlText(content.html), json: content.html }];
  return [...content.sections]
    .sort((x, y) => x.order - y.order)
    .map((section) => {
      const { order: _order, ...rest } = section;
      return { id: section.id, type: section.type, text: headingOf(section), json: JSON.stringify(rest) };
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
