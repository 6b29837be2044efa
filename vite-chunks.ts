// How the client build groups modules into chunks (docs/decisions/020-public-javascript-and-warm-cache.md).
// Left to itself, the bundler makes a chunk of every set of modules that a distinct set of routes
// shares: a public page then loaded about 40 scripts. Two groups make it a handful:
//   framework: React, React DOM and React Router, which every page runs;
//   site:      the code that two or more public route modules share and the admin does not import.
// Route modules stay chunks of their own, so a page still loads only its own route's code.
import type { Rolldown } from "vite";

type Groups = NonNullable<Exclude<NonNullable<Rolldown.OutputOptions["codeSplitting"]>, boolean>["groups"]>;
type ChunkingContext = Parameters<Extract<Groups[number]["name"], (...args: never[]) => unknown>>[1];

const FRAMEWORK = /[\\/]node_modules[\\/](?:react|react-dom|react-router|@react-router[\\/][^\\/]+|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;
/** The public site's route modules (and the split parts React Router makes of them), and the root. */
const PUBLIC_ROUTE = /[\\/]app[\\/](?:routes[\\/]site[\\/][^\\/?]+|root)\.tsx(?:\?.*)?$/;

/** Every other route module: the admin's, the API's and the resources'. */
const OTHER_ROUTE = /[\\/]app[\\/]routes[\\/](?!site[\\/])/;

/** Whether a route module matching `route` reaches the module through static imports (memoised per build). */
function reachedBy(route: RegExp) {
  const seen = new Map<string, boolean>();
  return (ctx: ChunkingContext, id: string) => {
    const visit = (current: string): boolean => {
      const known = seen.get(current);
      if (known !== undefined) return known;
      seen.set(current, false); // an import cycle adds nothing
      const reached = route.test(current) || (ctx.getModuleInfo(current)?.importers ?? []).some(visit);
      seen.set(current, reached);
      return reached;
    };
    return visit(id);
  };
}

/**
 * Modules the site chunk may hold even when an admin screen imports them too. A module in a chunk
 * keeps every export that any of the chunk's users needs, so a library the admin uses more of (the
 * radix-ui barrel: dialogs, menus, tabs) stays out; our own modules and one-export libraries are
 * the same for both.
 */
const OWN_OR_SMALL = /^(?![\s\S]*[\\/]node_modules[\\/])|[\\/]node_modules[\\/](?:lucide-react|clsx|tailwind-merge|class-variance-authority)[\\/]/;

const reachedByPublicRoute = reachedBy(PUBLIC_ROUTE);
const reachedByOtherRoute = reachedBy(OTHER_ROUTE);

export const publicChunkGroups: Groups = [
  { name: "framework", test: FRAMEWORK, priority: 2 },
  {
    name: (id, ctx) => (!PUBLIC_ROUTE.test(id) && reachedByPublicRoute(ctx, id) && (OWN_OR_SMALL.test(id) || !reachedByOtherRoute(ctx, id)) ? "site" : null),
    debugName: "site",
    minShareCount: 2,
    priority: 1,
  },
];
