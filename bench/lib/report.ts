import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describeMachine, machineLine, type Machine } from "./machine.ts";

export type Cell = string | number | null;

interface Table {
  title: string;
  columns: string[];
  rows: Cell[][];
}

/** What one benchmark hands back: its tables, a few lines of conclusion, and its raw data for the JSON file. */
export interface BenchResult {
  name: string;
  tables: Table[];
  notes: string[];
  raw: unknown;
}

const RESULTS_DIR = "bench/results";
const DOC = "docs/benchmarks.md";

/**
 * Prints the tables, writes bench/results/<name>.json, and replaces the benchmark's block in
 * docs/benchmarks.md (between `<!-- bench:<name> -->` and `<!-- /bench:<name> -->`), so the
 * document always holds the latest run and the machine it ran on.
 */
export function report(result: BenchResult, machine: Machine = describeMachine()): void {
  console.log(`\n${result.name} · ${machineLine(machine)}`);
  for (const table of result.tables) console.log(`\n${table.title}\n${textTable(table)}`);
  for (const note of result.notes) console.log(`- ${note}`);

  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `${result.name}.json`);
  writeFileSync(file, JSON.stringify({ name: result.name, machine, tables: result.tables, notes: result.notes, raw: result.raw }, null, 2) + "\n");
  console.log(`\nWritten: ${file}`);
  if (updateDoc(result, machine)) console.log(`Updated: ${DOC}`);
}

function updateDoc(result: BenchResult, machine: Machine): boolean {
  if (!existsSync(DOC)) return false;
  const start = `<!-- bench:${result.name} -->`;
  const end = `<!-- /bench:${result.name} -->`;
  const doc = readFileSync(DOC, "utf8");
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) return false;
  const block = [
    `Machine: ${machineLine(machine)}.`,
    ...result.tables.flatMap((table) => ["", `**${table.title}**`, "", markdownTable(table)]),
    ...(result.notes.length ? ["", ...result.notes.map((note) => `- ${note}`)] : []),
  ].join("\n");
  writeFileSync(DOC, `${doc.slice(0, from + start.length)}\n${block}\n${doc.slice(to)}`);
  return true;
}

function cellText(cell: Cell): string {
  if (cell === null) return "–";
  return typeof cell === "number" ? cell.toLocaleString("en-GB", { maximumFractionDigits: 2 }) : cell;
}

function textTable({ columns, rows }: Table): string {
  const cells = [columns, ...rows.map((row) => row.map(cellText))];
  const widths = columns.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? "").length)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  return [line(columns), widths.map((w) => "-".repeat(w)).join("  "), ...cells.slice(1).map(line)].join("\n");
}

function markdownTable({ columns, rows }: Table): string {
  const line = (row: string[]) => `| ${row.join(" | ")} |`;
  return [line(columns), line(columns.map((_, i) => (i === 0 ? "---" : "---:"))), ...rows.map((row) => line(row.map(cellText)))].join("\n");
}
