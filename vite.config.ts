import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { publicChunkGroups } from "./vite-chunks.ts";

export default defineConfig(({ isSsrBuild }) => ({
  // The client build: a public page loads a handful of large chunks instead of dozens of small ones
  // (docs/decisions/020-public-javascript-and-warm-cache.md).
  build: isSsrBuild ? { target: "node22" } : { rolldownOptions: { output: { codeSplitting: { groups: publicChunkGroups } } } },
  // The server build's entry is our Express app (server/app.ts), which wraps the React Router handler.
  // React Router 8 takes a custom server entry only from the ssr environment's build options; a
  // top-level build.rollupOptions.input is overridden and the build would lack the `app` export.
  environments: { ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } } },
  // The public pages' script (app/site-enhance/site-enhance.ts, imported with `?worker&url` by the root) is
  // bundled on its own, as an ES module (docs/decisions/032-public-pages-without-hydration.md).
  worker: { format: "es" },
  plugins: [tailwindcss(), reactRouter()],
}));
