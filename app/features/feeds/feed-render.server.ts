import { Feed, type Item } from "feed";
import type { FeedFormat } from "./feed-addresses.ts";
import type { FeedChannel, FeedEntry } from "./feed-entries.server.ts";

/**
 * A feed's text in RSS 2.0, Atom 1.0 or JSON Feed 1.1, written by the `feed` package
 * (docs/decisions/039-collections.md, "Feeds"). Everything a feed holds is plain text that staff
 * typed, so each format gets it as that format reads it, and what the package writes unsafely is
 * given in a form it writes safely:
 * - XML 1.0 forbids most control characters (a reader's parser stops at one): they are dropped.
 * - Atom's `title` and `summary`, RSS's `description` and every `content` are HTML (the package
 *   marks them `type="html"` or puts them in CDATA): the text is HTML-escaped, so `<script>` is
 *   read as words, and no `]]>` is left to end the package's CDATA (it splits only the first one).
 * - RSS's `title` is plain text, but the package puts it in CDATA with the same one-split flaw: it
 *   is written as an escaped text element instead, through the package's own extension mechanism.
 * - The package's XML writer (xml-js) turns `&amp;` back into `&` before escaping a text element,
 *   so `&` is escaped once more first: a title that says "&amp;" keeps saying it.
 * - The package does not escape `<` in attributes (an Atom category's label): it is written as
 *   the full-width ＜, which reads the same, so the XML stays well-formed.
 * - An RSS `author` must be an e-mail address, and we never publish one: the author's name goes
 *   in Dublin Core's `dc:creator`, as WordPress writes it.
 * - The package writes JSON Feed 1.0; its output is lifted to 1.1 (`authors`, `language`).
 */
export function renderFeed(channel: FeedChannel, format: FeedFormat): string {
  const text = format === "json" ? clean : (value: string) => clean(value).replaceAll("&", "&amp;");
  const feed = new Feed({
    title: text(channel.title),
    description: text(channel.description),
    id: channel.self.atom,
    link: channel.link,
    language: channel.language,
    updated: channel.updated,
    // The package would name its own repository; a feed names no software.
    generator: false,
    feedLinks: { rss: channel.self.rss, atom: channel.self.atom, json: channel.self.json },
    // Atom wants an author for every entry: the company stands for those without a byline.
    author: { name: text(channel.siteName) },
  });
  for (const entry of channel.entries) feed.addItem(feedItem(entry, format, text));
  if (format === "rss") return feed.rss2();
  if (format === "atom") return feed.atom1();
  return jsonFeed11(feed.json1(), channel.language);
}

const DUBLIN_CORE = "http://purl.org/dc/elements/1.1/";

/** `text`: plain text for a text element (clean, and for XML with `&` escaped once more: see renderFeed). */
function feedItem(entry: FeedEntry, format: FeedFormat, text: (value: string) => string): Item {
  const title = clean(entry.title);
  const summary = clean(entry.summary);
  const author = entry.author === undefined ? undefined : text(entry.author);
  const common = { id: entry.id, link: entry.url, date: entry.updated, published: entry.published };
  if (format === "rss") {
    return {
      ...common,
      title,
      description: escapeHtml(summary),
      ...(entry.cover ? { content: contentHtml(entry) } : {}),
      category: entry.topics.map((topic) => ({ name: text(topic.name) })),
      ...(entry.cover?.type ? { image: { url: entry.cover.url, type: entry.cover.type } } : {}),
      extensions: [
        // Replaces the package's CDATA title (see renderFeed).
        { name: "title", objects: { _text: text(title) } },
        // Declared on the element itself: the package declares the namespace only when an item has content.
        ...(author ? [{ name: "dc:creator", objects: { _attributes: { "xmlns:dc": DUBLIN_CORE }, _text: author } }] : []),
      ],
    };
  }
  if (format === "atom") {
    return {
      ...common,
      title: escapeHtml(title),
      description: escapeHtml(summary),
      ...(entry.cover ? { content: contentHtml(entry) } : {}),
      ...(author ? { author: [{ name: author }] } : {}),
      // The package writes `name` as the category's label attribute, `&` escaped but `<` not (see renderFeed).
      category: entry.topics.map((topic) => ({ term: topic.slug, name: clean(topic.name).replaceAll("<", "\uFF1C") })),
    };
  }
  return {
    ...common,
    title,
    description: summary,
    // JSON Feed asks every item for content: the cover and the excerpt, as HTML.
    content: contentHtml(entry),
    ...(author ? { author: [{ name: author }] } : {}),
    category: entry.topics.map((topic) => ({ name: clean(topic.name) })),
    ...(entry.cover ? { image: entry.cover.url } : {}),
  };
}

/** The entry's cover and excerpt as HTML: what a reader shows of it (many show no enclosure). */
function contentHtml(entry: FeedEntry): string {
  const parts: string[] = [];
  const { cover } = entry;
  if (cover) {
    const size = cover.width && cover.height ? ` width="${cover.width}" height="${cover.height}"` : "";
    parts.push(`<p><img src="${escapeHtml(cover.url)}" alt="${escapeHtml(clean(cover.alt))}"${size}></p>`);
  }
  const summary = clean(entry.summary);
  if (summary) parts.push(`<p>${escapeHtml(summary)}</p>`);
  return parts.join("");
}

/** What XML 1.0 cannot hold: C0 controls but tab, line feed and carriage return, U+FFFE, U+FFFF and unpaired surrogates. */
// eslint-disable-next-line no-control-regex -- control characters are what is removed
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as every format may hold it (JSON could, but a feed reads the same in each). */
function clean(text: string): string {
  return text.replace(NOT_IN_XML, "");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]!);
}

interface JsonFeedAuthor {
  name?: string;
}
interface JsonFeed10 {
  author?: JsonFeedAuthor;
  items: Array<Record<string, unknown> & { author?: JsonFeedAuthor }>;
  [member: string]: unknown;
}

/**
 * JSON Feed 1.0 as the package writes it, made 1.1: the version, the feed's `language`, and
 * `authors` lists beside the deprecated `author`, which 1.0 readers still read (the spec allows both).
 */
function jsonFeed11(json10: string, language: string): string {
  const { author, items, ...feed } = JSON.parse(json10) as JsonFeed10;
  return JSON.stringify(
    {
      ...feed,
      version: "https://jsonfeed.org/version/1.1",
      language,
      ...(author ? { authors: [author], author } : {}),
      items: items.map((item) => (item.author ? { ...item, authors: [item.author] } : item)),
    },
    null,
    2,
  );
}
