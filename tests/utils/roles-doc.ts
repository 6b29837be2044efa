import { readFileSync } from "node:fs";
import { ROLES, ROLE_LABELS, type Role } from "#app/lib/permissions.ts";

/** One row of docs/roles.md's permissions table. */
export interface RoleDocRow {
  permission: string;
  roles: Role[];
  reason: string;
}

/**
 * The permissions table of docs/roles.md, read as the source of who may do what: each row's
 * permission, the roles whose column says "yes", and its reason. A malformed row throws, so a typo
 * in the table fails the tests that read it instead of dropping a row.
 */
export function readRolesDoc(path = new URL("../../docs/roles.md", import.meta.url)): RoleDocRow[] {
  const lines = readFileSync(path, "utf8").split("\n");
  const start = lines.findIndex((line) => line.startsWith("| Permission |"));
  if (start < 0) throw new Error("docs/roles.md has no permissions table (a header row starting with '| Permission |')");
  const header = cells(lines[start]!);
  const columns = ROLES.map((role) => {
    const index = header.indexOf(ROLE_LABELS[role]);
    if (index < 0) throw new Error(`docs/roles.md's table has no ${ROLE_LABELS[role]} column`);
    return { role, index };
  });
  const rows: RoleDocRow[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    const row = cells(line);
    const permission = /^`([^`]+)`$/.exec(row[0] ?? "")?.[1];
    if (!permission) throw new Error(`docs/roles.md: a row without a permission in backticks: ${line}`);
    const roles = columns.filter(({ role, index }) => {
      const cell = row[index];
      if (cell !== "yes" && cell !== "no") throw new Error(`docs/roles.md: ${permission} for ${ROLE_LABELS[role]} says "${cell}", not yes or no`);
      return cell === "yes";
    });
    rows.push({ permission, roles: roles.map(({ role }) => role), reason: row[header.indexOf("Why")] ?? "" });
  }
  return rows;
}

/** The roles docs/roles.md gives a permission; throws for one the table does not list. */
export function holders(permission: string): Role[] {
  const row = readRolesDoc().find((candidate) => candidate.permission === permission);
  if (!row) throw new Error(`docs/roles.md does not list ${permission}`);
  return row.roles;
}

function cells(line: string): string[] {
  return line
    .split("|")
    .slice(1, -1)
    .map((cell) => cell.trim());
}
