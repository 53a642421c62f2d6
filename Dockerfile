# The back office as a container image (docs/deployment.md): the admin SPA and the API server
# built in one stage, run by plain Node in the next, as a non-root user.
#
#   docker build -t er-backoffice .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://... -e ADMIN_PASSWORD=... er-backoffice
#
# Without DATABASE_URL the container runs the embedded database in DATA_DIR (one process only:
# mount a volume there). For several processes: PostgreSQL and a bucket, as in compose.yaml.
# These files are documentation on the machines the project is built on (no Docker there); the
# behaviour they rely on is proved by tests/server/cluster.test.ts without Docker.

# ---- build: dependencies, the admin SPA (dist/) and the server bundle (dist-server/) ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The lock file first, so the dependency layer is reused while only the sources change.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# `npm start` does the same two builds before it serves; the image does them once, here.
RUN npm run build && npm run build:server
# Only the runtime dependencies go on to the image (tsx stays: `npm run storage:migrate` and the
# other maintenance scripts run from the sources with it).
RUN npm prune --omit=dev --no-audit --no-fund

# ---- runtime ----
FROM node:20-bookworm-slim
# The articles' audio (SPEECH_ENGINE=espeak, the default) runs Debian's eSpeak NG and LAME;
# set SPEECH_ENGINE=off and drop this layer to go without.
RUN apt-get update \
  && apt-get install -y --no-install-recommends espeak-ng lame \
  && rm -rf /var/lib/apt/lists/*
ENV PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/backoffice
WORKDIR /app
# What the server reads at run time: its bundle and worker (dist-server/), the admin (dist/), the
# API description (openapi.yaml), the migrations and the municipalities (server/db/), the demo
# content (schemas/demo/); and the sources the maintenance scripts run with tsx (package.json's
# `imports` map #core/... to core/).
COPY --from=build /app/package.json /app/package-lock.json /app/openapi.yaml /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
COPY --from=build /app/server ./server
COPY --from=build /app/core ./core
COPY --from=build /app/kinds ./kinds
COPY --from=build /app/generated ./generated
COPY --from=build /app/schemas ./schemas
COPY --from=build /app/scripts ./scripts
# The data directory (mail written as .eml files without SMTP_URL; the embedded database and the
# local uploads when no PostgreSQL and no bucket are set), owned by the image's non-root user.
RUN mkdir -p /var/lib/backoffice && chown node:node /var/lib/backoffice
VOLUME ["/var/lib/backoffice"]
USER node
EXPOSE 3000
# Liveness: the process answers. The load balancer's readiness probe is /api/v1/health/ready
# (database reachable, migrations current, storage writable; 503 while draining on SIGTERM).
# The image has no curl: Node's own fetch asks.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is the process that gets SIGTERM (no npm or shell in between), so the server drains
# and closes cleanly on `docker stop`; run it with an init (`--init`, compose's `init: true`) to
# reap the speech engine's child processes. The young generation's size is the one `npm start`
# picks for PostgreSQL (scripts/server-bundle.ts: serverNodeFlags); on the embedded database it
# picks 2 MB.
CMD ["node", "--max-semi-space-size=16", "dist-server/main.mjs"]
