import { cpus, loadavg, totalmem } from "node:os";

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  date: string;
  /** The 1-minute load average when the benchmark started: other work on the machine skews the numbers. */
  loadAverage: number;
}

export function describeMachine(): Machine {
  const list = cpus();
  return {
    cpu: list[0]?.model.trim() ?? "unknown",
    cores: list.length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    date: new Date().toISOString(),
    loadAverage: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}

export function machineLine(machine: Machine): string {
  return `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB RAM, Node ${machine.node}, ${machine.date.slice(0, 16).replace("T", " ")} UTC, load average ${machine.loadAverage} at start`;
}
