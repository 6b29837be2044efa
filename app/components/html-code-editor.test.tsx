import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HtmlCodeEditor } from "./html-code-editor.tsx";

describe("HtmlCodeEditor on the server", () => {
  it("renders an empty frame at least 300px high; CodeMirror starts in the browser", () => {
    const html = renderToString(<HtmlCodeEditor value="<p>Hello</p>" onChange={() => {}} ariaLabel="Page HTML" />);
    expect(html).toMatch(/^<div class="[^"]*min-h-\[300px\][^"]*"><\/div>$/);
  });
});
