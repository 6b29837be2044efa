// `npm run messages`: compiles the site's own words (messages/{locale}.json) into typed functions in
// app/paraglide with Paraglide JS (docs/decisions/037-locale-model.md). Run by postinstall, the build
// and `npm test`, so the generated folder (not committed) exists wherever the code runs. Skipped
// where the project's messages are not there: the container's production-only install.
import { existsSync } from "node:fs";

const PROJECT = "./project.inlang";

if (existsSync(PROJECT)) {
  // Imported only here: a production-only install has neither the messages nor the compiler.
  const { compile } = await import("@inlang/paraglide-js");
  await compile({
    project: PROJECT,
    outdir: "./app/paraglide",
    // Every call names its locale (the page's language), so no request-wide locale is kept anywhere.
    strategy: ["baseLocale"],
    emitTsDeclarations: true,
    emitReadme: false,
    emitPrettierIgnore: false,
  });
}
