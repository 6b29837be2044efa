// docs/roles.md is the source of who may do what: its table and app/lib/permissions.ts must say the
// same, every permission with a reason. The authorization matrix reads the same table (holders()).
import { describe, expect, it } from "vitest";
import { can, PERMISSION_NAMES, ROLES } from "#app/lib/permissions.ts";
import { readRolesDoc } from "#tests/utils/roles-doc.ts";

describe("docs/roles.md", () => {
  const rows = readRolesDoc();

  it("lists every permission of app/lib/permissions.ts once, and no other", () => {
    expect(rows.map((row) => row.permission).sort()).toEqual([...PERMISSION_NAMES].sort());
  });

  it("gives each permission to exactly the roles the map gives it", () => {
    for (const row of rows) {
      expect(ROLES.filter((role) => can(role, row.permission as (typeof PERMISSION_NAMES)[number])), row.permission).toEqual(row.roles);
    }
  });

  it("gives every row a reason", () => {
    for (const row of rows) expect(row.reason.length, row.permission).toBeGreaterThan(40);
  });

  it("keeps the review's decisions: Editors neither export nor import subscribers, set webhooks, nor delete what is live", () => {
    for (const permission of ["subscribers:export", "subscribers:import", "webhooks:write", "pages:delete-live"] as const) expect(can("editor", permission), permission).toBe(false);
  });
});
