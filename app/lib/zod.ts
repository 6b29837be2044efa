import { z } from "zod";

// Zod probes for eval with `new Function` when it builds an object schema; the site's CSP forbids
// eval, so every page with a form would report a violation. Without the probe Zod parses the same
// way. Schemas that reach the browser import `z` from here so the setting is made before they are
// built (route modules are evaluated before the client entry runs).
z.config({ jitless: true });

export { z };
