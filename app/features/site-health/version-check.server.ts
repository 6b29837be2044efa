import packageJson from "../../../package.json" with { type: "json" };
import { BRAND } from "#app/lib/brand.ts";
import { env } from "#app/lib/env.server.ts";
import type { HealthCheck } from "./health-check.ts";

/** The site's version (package.json, bundled into the server build) and what it runs on. */
export function versionCheck(): HealthCheck {
  const details = [`${BRAND} site ${packageJson.version}, on Node.js ${process.versions.node}.`];
  if (env().NODE_ENV !== "production") {
    return {
      id: "version",
      title: "Version",
      status: "warning",
      details: [...details, `The server runs in ${env().NODE_ENV} mode, which is slower and shows more of its inner workings when something fails.`],
      todo: "Start the site with npm start (or NODE_ENV=production node server.ts) on a live server.",
    };
  }
  return { id: "version", title: "Version", status: "ok", details };
}
