import { sql } from "kysely";
import { db } from "#app/db/client.server.ts";
import { getAuth } from "./auth.server.ts";
import { z } from "#app/lib/zod.ts";
import { Email, NewPassword } from "./schema.ts";

const AdminInput = z.object({ email: Email, password: NewPassword });

export type CreateAdminResult = { ok: true; id: string; email: string } | { ok: false; message: string };

/**
 * A confirmed Admin account, made on the server without the sign-up page (`npm run admin:create`):
 * for a headless set-up, or to get back in when every Admin has lost access. The e-mail counts as
 * confirmed because whoever runs this has the server in hand.
 */
export async function createAdminAccount(input: { email?: string; password?: string }, origin: string): Promise<CreateAdminResult> {
  const parsed = AdminInput.safeParse({ email: input.email ?? "", password: input.password ?? "" });
  if (!parsed.success) return { ok: false, message: parsed.error.issues.map((issue) => issue.message).join(" ") };
  const { email, password } = parsed.data;

  const existing = await db().selectFrom("user").select("id").where(sql<string>`lower(${sql.ref("email")})`, "=", email).executeTakeFirst();
  if (existing) return { ok: false, message: `${email} already has an account. Change its role on the Users screen, or use "Forgot password?".` };

  const { user } = await getAuth(origin).api.createUser({
    body: { email, password, name: email.split("@")[0] ?? email, role: "admin", data: { emailVerified: true } },
  });
  return { ok: true, id: user.id, email: user.email };
}
