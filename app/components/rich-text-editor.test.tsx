import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichTextEditor } from "./rich-text-editor.tsx";

const TOOLBAR = ["Bold", "Italic", "Underline", "Heading 2", "Heading 3", "Quote", "Align Left", "Align Center", "Align Right", "Bullet List", "Numbered List", "Insert Link", "Insert Image", "Insert Image from Library", "Undo", "Redo"];

describe("RichTextEditor on the server", () => {
  it("renders the toolbar and an empty frame at least 300px high, without the editor", () => {
    const html = renderToString(<RichTextEditor value="<p>Hello</p>" onChange={() => {}} ariaLabel="Content" />);
    for (const label of TOOLBAR) expect(html).toContain(`aria-label="${label}"`);
    expect(html).toContain('role="toolbar"');
    expect(html).toContain("min-h-[300px]");
    // The editable element is created in the browser only.
    expect(html).not.toContain("contenteditable");
    expect(html).not.toContain("Hello");
  });

  it("keeps the toolbar disabled until the editor exists", () => {
    const html = renderToString(<RichTextEditor value="" onChange={() => {}} ariaLabel="Content" />);
    expect(html.match(/<button[^>]*disabled=""/g)).toHaveLength(TOOLBAR.length);
  });
});
