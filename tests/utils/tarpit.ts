import { createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

/** A TCP server on 127.0.0.1 that accepts every connection and never says a word: the slowest webhook receiver there is. */
export interface Tarpit {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Connections held open right now. */
  open(): number;
  /** Connections accepted so far. */
  accepted(): number;
  close(): Promise<void>;
}

export async function startTarpit(): Promise<Tarpit> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    // Whatever the client sends is read and ignored; it hears nothing back until it gives up.
    socket.resume();
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    open: () => sockets.size,
    accepted: () => accepted,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
