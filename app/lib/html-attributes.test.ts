import { describe, expect, it } from "vitest";
import { rewriteAttributes } from "./html-attributes.server.ts";

const upper = ({ name, value }: { name: string; value: string }) => (name === "href" ? value.toUpperCase() : undefined);

describe("rewriteAttributes", () => {
  it("rewrites only the attributes it is asked to, keeping every other byte", () => {
    const html = `<p class=x>One <a  title='T' href="/a?b=1&amp;c=2#d" target="_blank">link</a>, <b>two</b></p>`;
    expect(rewriteAttributes(html, upper)).toBe(`<p class=x>One <a  title='T' href="/A?B=1&amp;C=2#D" target="_blank">link</a>, <b>two</b></p>`);
  });

  it("hands over values decoded, and writes them escaped and double-quoted whatever the quotes were", () => {
    const seen: string[] = [];
    const html = `<a href='/x?a=1&amp;b="2"'>x</a><a HREF=/y>y</a>`;
    const out = rewriteAttributes(html, ({ value }) => {
      seen.push(value);
      return `${value}&<>`;
    });
    expect(seen).toEqual(['/x?a=1&b="2"', "/y"]);
    expect(out).toBe(`<a href="/x?a=1&amp;b=&quot;2&quot;&amp;&lt;&gt;">x</a><a href="/y&amp;&lt;&gt;">y</a>`);
  });

  it("never takes text, a comment or another attribute's value for an attribute", () => {
    const html = `<p>href="/a" &lt;a href="/b"&gt;</p><!-- <a href="/c"> --><a title='href="/d"' data-x="href=/e">x</a>`;
    const seen: string[] = [];
    const out = rewriteAttributes(html, ({ element, name, value }) => {
      seen.push(`${element} ${name}=${value}`);
      return name === "href" ? "/changed" : undefined;
    });
    expect(seen).toEqual([`a title=href="/d"`, "a data-x=href=/e"]);
    expect(out).toBe(html);
  });

  it("returns the HTML as it is when nothing changes", () => {
    const html = `<p>Broken <a href="/a">unclosed <i>markup`;
    expect(rewriteAttributes(html, () => undefined)).toBe(html);
    expect(rewriteAttributes(html, ({ value }) => value)).toBe(html);
  });
});
