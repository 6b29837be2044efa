import { createContext } from "react-router";

/** Per-request facts the Express server knows and loaders, actions and the renderer need. */
export interface RequestInfo {
  /** The visitor's address as Express sees it (behind a trusted proxy: the forwarded one). */
  ip: string;
  /** This response's Content-Security-Policy nonce, stamped on every inline script. */
  nonce: string;
}

export const requestInfoContext = createContext<RequestInfo>({ ip: "unknown", nonce: "" });
