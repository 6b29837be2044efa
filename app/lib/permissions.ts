/**
 * Who may do what in the admin area: one map from permission to the roles that hold it. The server
 * checks it in every admin loader and action (requirePermission); the client reads the same map
 * only to hide controls a role cannot use.
 */
export const ROLES = ["admin", "editor", "viewer"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { admin: "Admin", editor: "Editor", viewer: "Viewer" };

const PERMISSIONS = {
  /** See every admin screen. */
  "admin:read": ["admin", "editor", "viewer"],
  "pages:write": ["admin", "editor"],
  "subscribers:write": ["admin", "editor"],
  "webhooks:write": ["admin", "editor"],
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
