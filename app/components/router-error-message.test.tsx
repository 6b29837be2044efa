// The router's error screen on a public page speaks the page's language (issue Q, decision 037): a
// German page's error says so in German and leads to the German home page; the admin's stays English.
import { renderToString } from "react-dom/server";
import { createRoutesStub, data } from "react-router";
import { describe, expect, it } from "vitest";
import { RouterErrorMessage } from "./router-error-message.tsx";

/** The screen under a root route whose loader gave `frame` (as app/root.tsx's does), or none. */
function renderUnder(frame: { catalog: string; home: string } | null, error: unknown): string {
  const Stub = createRoutesStub([{ id: "root", path: "*", loader: () => ({ frame }), Component: () => <RouterErrorMessage error={error} /> }]);
  return renderToString(<Stub initialEntries={["/de/x"]} hydrationData={{ loaderData: { root: frame ? { frame } : undefined } }} />);
}

describe("the router's error screen", () => {
  it("speaks German on a German page and leads to its home page", () => {
    const html = renderUnder({ catalog: "de", home: "/de" }, "something odd");
    expect(html).toContain("Unerwarteter Anwendungsfehler!");
    expect(html).toContain("Unbekannter Fehler");
    expect(html).toContain('<a class="text-primary underline" href="/de">Zur Startseite</a>');
    for (const english of ["Unexpected Application Error!", "Unknown error", "Return to Home"]) expect(html).not.toContain(english);
  });

  it("speaks Hong Kong Chinese on a Chinese page", () => {
    const html = renderUnder({ catalog: "zh-HK", home: "/zh-hk" }, new Error("boom"));
    expect(html).toContain("應用程式發生意外錯誤！");
    expect(html).toContain("boom");
    expect(html).toContain('href="/zh-hk"');
  });

  it("keeps the spec's English words without a frame (the root loader failed)", () => {
    const html = renderUnder(null, data(null, { status: 503, statusText: "Service Unavailable" }));
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain('href="/">Return to Home</a>');
  });
});
