import { ShieldCheck } from "lucide-react";

/** What each role may do (spec section 6), as the Users screen explains it. */
const ROLE_DESCRIPTIONS = [
  { role: "Admin", text: "Full access to all CMS features including user management" },
  { role: "Editor", text: "Create, edit and publish content, but not manage users" },
  { role: "Viewer", text: "Read-only access to the admin area" },
] as const;

export function RolePermissions() {
  return (
    <section aria-labelledby="role-permissions-heading" className="rounded-xl border border-primary/20 bg-accent/60 p-5">
      <h2 id="role-permissions-heading" className="flex items-center gap-2 text-base font-semibold">
        <ShieldCheck className="size-5 text-primary" aria-hidden /> Role Permissions
      </h2>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        {ROLE_DESCRIPTIONS.map(({ role, text }) => (
          <div key={role}>
            <dt className="font-semibold">{role}</dt>
            <dd className="text-muted-foreground">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
