import type { EventEmitter } from "node:events";
import type { RequestHandler } from "express";

type Listener = (...args: unknown[]) => void;
/** The response's listener methods, as compression patches them. */
interface ListenerMethods {
  on(type: string | symbol, listener: Listener): unknown;
  off(type: string | symbol, listener: Listener): unknown;
  removeListener(type: string | symbol, listener: Listener): unknown;
}

/**
 * Mounted right after `compression()`. That middleware sends `res.on("drain", …)` to its compressor
 * stream but leaves `res.removeListener` / `res.off` on the response (expressjs/compression#135 and
 * #152; the fix, PR #153, is not released). React Router's stream writer waits for each "drain" with
 * `once` and removes its listener afterwards, so every wait on a compressed response left a listener
 * behind on the compressor, and a long page warned (MaxListenersExceededWarning) after ten. Here the
 * removals follow the listeners to the stream that holds them.
 */
export function compressionDrainListeners(): RequestHandler {
  return (_req, res, next) => {
    const methods = res as unknown as ListenerMethods;
    const on = methods.on;
    const removeListener = methods.removeListener;
    let compressor: EventEmitter | undefined;
    methods.on = function (this: unknown, type, listener) {
      const added = on.call(this, type, listener);
      // compression answers with the stream it attached the listener to (and that answer is kept).
      if (type === "drain" && added !== this) compressor = added as EventEmitter;
      return added;
    };
    methods.removeListener = methods.off = function (this: unknown, type, listener) {
      if (type === "drain") compressor?.removeListener(type, listener);
      return removeListener.call(this, type, listener);
    };
    next();
  };
}
