// A TCP proxy between an app process and PostgreSQL, so a test can make the database go away for
// that one process (cut) and come back (restore) without stopping the PostgreSQL server that every
// other test shares.
import { connect, createServer, type Socket } from "node:net";

export interface TcpProxy {
  port: number;
  /** `url` (a postgres:// URL) with its host and port replaced by the proxy's; query and path kept. */
  through(url: string): string;
  /** The database is gone: every open connection is torn down and new ones are refused (ECONNREFUSED). */
  cut(): Promise<void>;
  /** The database is back: connections are accepted and forwarded again. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Listens on an ephemeral port of 127.0.0.1 and forwards every connection to `target`. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    // A reset from either side only ends this pair; it must not crash the test process.
    socket.on("error", () => socket.destroy());
  };

  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });

  await listen(0);
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("The proxy has no TCP address");
  const { port } = address;

  return {
    port,
    through(url) {
      const proxied = new URL(url);
      proxied.hostname = "127.0.0.1";
      proxied.port = String(port);
      return proxied.toString();
    },
    cut: stop,
    restore: () => (server.listening ? Promise.resolve() : listen(port)),
    close: stop,
  };
}
