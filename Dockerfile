# syntax=docker/dockerfile:1
# The site as a container image: built once here, run by Node 24 as the unprivileged `node` user.
#   docker build -t brandcheck-site .
#   docker run -p 3000:3000 -v brandcheck-data:/app/data -e SITE_URL=http://localhost:3000 brandcheck-site
# With PostgreSQL: `docker compose up -d` (compose.yaml). See "Docker" in the README.

ARG NODE_IMAGE=node:24-bookworm-slim

# Every dependency, for the build.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

# Only what runs in production: no Vite, TypeScript or test tools in the final image.
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM deps AS build
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# NODE_COMPILE_CACHE: modules compiled once, not again at every start of the server in this container (decision 035).
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATABASE_URL=file:/app/data/app.db NODE_COMPILE_CACHE=/tmp/node-compile
WORKDIR /app
# server.ts and the scripts (db:migrate, db:backup, db:restore, admin:create) run from source
# (Node strips the types); the pages run from build/. All of it stays owned by root, so the server
# cannot change its own code: /app/data is the one place it may write.
COPY package.json package-lock.json .npmrc server.ts ./
COPY server ./server
COPY app ./app
COPY scripts ./scripts
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# The compiled message catalogs (npm run messages, part of the build): e-mails rendered by server.ts use them.
COPY --from=build /app/app/paraglide ./app/paraglide
RUN mkdir -p /app/data && chown node:node /app/data
# The SQLite database, its generated auth secret and db:backup's copies (PostgreSQL keeps its data elsewhere).
VOLUME ["/app/data"]
USER node
EXPOSE 3000
# /healthz answers while the process serves; no curl in the slim image, so Node's fetch asks.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Not `npm start`: its prestart step would build the app again at every start. Node handles SIGTERM
# itself (server.ts finishes in-flight requests), so it can be PID 1. The semi-space flag is the one
# `npm start` passes (docs/decisions/015-search-indexes.md): it keeps a large CSV export's garbage small.
CMD ["node", "--max-semi-space-size=16", "server.ts"]
