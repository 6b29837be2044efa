// The benchmarks run under plain Node (`npm run bench`), which strips TypeScript types but cannot
// load .tsx: a data module that imports a React component (as pages.server.ts once did through the
// rich-text <picture>) stops every benchmark before it starts. Their imports are loaded here in a
// plain Node process, as `npm run bench` loads them; nothing is run.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { BENCHMARKS } from "../../bench/benchmarks.ts";

const node = (args: string[]) => promisify(execFile)(process.execPath, args, { env: { ...process.env, LOG_LEVEL: "silent" } });

it("every benchmark and the scale benchmark's seeding script load in plain Node", async () => {
  // One process for all (they share most of app/), each module's exports printed once it loaded.
  const source = `
    const { BENCHMARKS } = await import("./bench/benchmarks.ts");
    const loaded = {};
    for (const name of Object.keys(BENCHMARKS)) loaded[name] = Object.keys(await BENCHMARKS[name].load());
    loaded["seed-scale"] = Object.keys(await import("./bench/seed-scale.ts"));
    console.log(JSON.stringify(loaded));`;
  const { stdout } = await node(["--input-type=module", "-e", source]);
  const loaded = JSON.parse(stdout) as Record<string, string[]>;
  for (const name of Object.keys(BENCHMARKS)) expect(loaded[name], name).toContain("run");
  expect(loaded["seed-scale"]).toContain("seedScale");
});

it("the scale benchmark's export probe loads in plain Node (its body runs after its imports, and first asks for --expose-gc)", async () => {
  await expect(node(["bench/export-probe.ts"])).rejects.toMatchObject({ stderr: expect.stringContaining("Run with --expose-gc") });
});
