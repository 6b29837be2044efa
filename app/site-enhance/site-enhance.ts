// The public site's one script (docs/decisions/032-public-pages-without-hydration.md). Public pages
// are rendered by React on the server and not hydrated: this adds what the spec asks of them in the
// browser. Without it every page still reads, links and forms still work (plain links and POSTs).
import { enhanceAnchorLinks } from "./anchor-links.ts";
import { enhanceForms } from "./forms.ts";
import { enhanceHeader } from "./header.ts";
import { offerLanguageHint } from "./language-hint.ts";
import { enhanceNavigation } from "./navigation.ts";
import { announceNotFound } from "./not-found.ts";
import { enhanceHeadings } from "./reveal.ts";
import { showOfficeStatus } from "./office-status.ts";
import { renderSectionsWhenIdle } from "./sections.ts";
import { enhanceVideos } from "./video.ts";

enhanceHeader();
enhanceAnchorLinks();
enhanceNavigation();
enhanceForms();
enhanceVideos();
announceNotFound();
// Marks the document as enhanced: the browser tests wait for `js-ready` before they click.
document.documentElement.classList.add("js-ready");
enhanceHeadings();
renderSectionsWhenIdle();
offerLanguageHint();
showOfficeStatus();
// The built forms' live checks and conditions: their own chunk, fetched only by a page that shows such a form.
if (document.querySelector("form[data-form-live]")) void import("./form-live.ts").then(({ enhanceLiveForms }) => enhanceLiveForms());
