import { pino } from "pino";
import { env } from "./env.server.ts";

export const logger = pino({
  level: env().LOG_LEVEL,
  base: { service: "brandcheck" },
  redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
});
