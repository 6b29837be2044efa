/**
 * Who may do what in the admin area: one map from permission to the roles that hold it. The server
 * checks it in every admin loader and action (requirePermission); the client reads the same map
 * only to hide controls a role cannot use. docs/roles.md gives each row its reason, and a test
 * (tests/integration/roles-doc.test.ts) keeps that table and this map the same.
 */
export const ROLES = ["admin", "editor", "viewer"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { admin: "Admin", editor: "Editor", viewer: "Viewer" };

const PERMISSIONS = {
  /** See every admin screen. */
  "admin:read": ["admin", "editor", "viewer"],
  "pages:write": ["admin", "editor"],
  /** Delete a live page or item: it takes a page visitors and search engines know off the site, which is publishing too (decision 048). Editors delete drafts. */
  "pages:delete-live": ["admin"],
  "subscribers:write": ["admin", "editor"],
  /** The whole list of people's e-mail addresses in one file (and the subscribers_export webhooks): personal data in bulk (decision 048). */
  "subscribers:export": ["admin"],
  /** Adding a list of people at once, whose consent the importer vouches for: the data controller's call (decision 048). */
  "subscribers:import": ["admin"],
  /** A webhook sends every new message or subscriber to an address outside the site: a way out for personal data (decision 048). */
  "webhooks:write": ["admin"],
  "submissions:write": ["admin", "editor"],
  /** Build, change and delete forms (the Forms screen, decision 044); Viewers read the messages they bring in, not the forms. */
  "forms:write": ["admin", "editor"],
  /** Internal notes on submissions: read and written by those who work the inbox; Viewers see the messages, not the notes (decision 047). */
  "submissions:notes": ["admin", "editor"],
  /** Upload, replace, describe and delete library images; every role browses them (admin:read). */
  "media:write": ["admin", "editor"],
  /** Notes on pages and collection items: every role, Viewers too, since reviewers who may not change an item still comment on it (decision 049). */
  "pages:notes": ["admin", "editor", "viewer"],
  "users:manage": ["admin"],
  /** The site's frame (company details, navigation, footer): every role reads it on /admin/settings. */
  "settings:write": ["admin"],
  /** The site's look (the Theme screen, decision 050): Admins only, who also read it there. */
  "theme:write": ["admin"],
  /** The Site Health screen: the server's configuration, backups and the jobs queue are the installer's concern. */
  "site:health": ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Every permission, in the map's order (docs/roles.md lists each with its reason). */
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];
