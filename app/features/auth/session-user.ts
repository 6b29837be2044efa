import type { Role } from "#app/lib/permissions.ts";

/**
 * The contract every admin loader and action uses to authorize first. Implemented on top of
 * better-auth (app/features/auth/session.server.ts). Types only, so a feature that takes a user or an
 * actor (users, audit, pages …) depends on no part of auth's code.
 */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/** Who a command acts for, as far as commands need to know: the audit log's who. */
export type Actor = Pick<SessionUser, "id" | "email">;
