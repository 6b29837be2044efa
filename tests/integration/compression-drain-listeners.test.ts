// The compression middleware's drain-listener leak (server/compression-drain-listeners.ts), over real
// HTTP: a handler that waits for "drain" the way React Router's stream writer does, many times in
// one compressed response, must leave no listener behind and raise no MaxListenersExceededWarning.
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { compressionDrainListeners } from "#server/compression-drain-listeners.ts";

const WAITS = 25;
const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

/** Serves one compressed response whose handler adds and removes a "drain" listener WAITS times; resolves with the listeners left. */
async function drainListenersLeft(withFix: boolean): Promise<{ left: number; warnings: string[] }> {
  const app = express();
  app.use(compression({ threshold: 0 }));
  if (withFix) app.use(compressionDrainListeners());
  let left = -1;
  app.get("/", (_req, res) => {
    res.type("text/html");
    res.write("start");
    const onDrain = () => {};
    for (let i = 0; i < WAITS; i++) {
      // As @react-router/node's waitForDrain: once, then off when the wait is over.
      res.once("drain", onDrain);
      res.off("drain", onDrain);
    }
    // compression hands a drain listener to the stream it belongs to, and answers with that stream.
    const probe = () => {};
    const stream = res.on("drain", probe) as unknown as NodeJS.EventEmitter;
    left = stream.listenerCount("drain") - 1;
    res.end("end");
  });
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.name);
  process.on("warning", onWarning);
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: { "accept-encoding": "gzip" } });
  expect(response.headers.get("content-encoding")).toBe("gzip");
  expect(await response.text()).toBe("startend");
  await new Promise((resolve) => setImmediate(resolve));
  process.off("warning", onWarning);
  return { left, warnings };
}

describe("drain listeners on compressed responses", () => {
  it("are left behind by compression alone (the bug this guards against), so the test can fail", async () => {
    const { left, warnings } = await drainListenersLeft(false);
    expect(left).toBe(WAITS);
    expect(warnings).toContain("MaxListenersExceededWarning");
  });

  it("are all removed with the fix, and no MaxListenersExceededWarning is raised", async () => {
    const { left, warnings } = await drainListenersLeft(true);
    expect(left).toBe(0);
    expect(warnings).not.toContain("MaxListenersExceededWarning");
  });
});
