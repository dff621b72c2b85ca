# Huella's production image: one Node process serving the API and the built web
# app, as `npm start` does but without building at start-up (README: "Deploying
# for scale" → "Container image").
#
#   docker build -t huella .
#   docker run -p 3000:3000 -v huella-data:/data \
#     -e PUBLIC_URL=https://adopta.example -e JWT_SECRET=<32+ characters> \
#     -e SMTP_URL=smtps://… -e DATABASE_URL=postgres://… huella
#
# Without DATABASE_URL the database is the embedded PGlite in /data/db; without
# S3_BUCKET the media live in /data/media: keep /data on a volume.
#
# Node 24 LTS, the release CI also runs the API and web suites on (.ci/run's
# NODE24_VERSION): change both together. The official image on Debian 13
# (trixie, Debian's stable release; bookworm left regular security support in
# June 2026), slim: no compiler, no curl. `--build-arg NODE_VERSION=24` takes
# the latest 24.x instead.
ARG NODE_VERSION=24.22.3

# ── build: the workspaces' dependencies, dev ones included; then the web app
# (apps/web/dist) and the API bundle (apps/api/dist) ──────────────────────────
FROM node:${NODE_VERSION}-trixie-slim AS build
WORKDIR /app

# The manifests first, so the dependencies are installed again only when they
# change. npm needs every workspace's manifest to check the lockfile, but only
# shared's, the API's and the web app's dependencies are installed (not the
# root's linters, the E2E suite's Playwright nor the benchmarks' Lighthouse).
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund \
      --workspace=@huella/shared --workspace=@huella/api --workspace=@huella/web

COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/api apps/api
COPY apps/web apps/web
RUN npm run build

# ── runtime: production dependencies of the API only, the two builds and the
# migrations; nothing of it writable by the user it runs as but /data ──────────
FROM node:${NODE_VERSION}-trixie-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app

# Installed here rather than copied from the build stage: npm ci on this same
# Linux picks the linux-x64 glibc builds of sharp (@img/sharp-linux-x64 and its
# libvips) and argon2's prebuilt N-API module, and the web app's dependencies
# (already in its bundle) stay out.
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund --workspace=@huella/api \
  && npm cache clean --force

COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist

# The data directory (the embedded database, the media on disk, the mail
# outbox) belongs to the unprivileged `node` user of the official image; the
# volume is declared after the chown so that a new volume starts owned by it.
RUN mkdir /data && chown node:node /data
VOLUME /data
# glibc's malloc keeps argon2's 19 MB blocks for the two hashes at a time, not
# one per thread (decision 0024, the environment scripts/build-lib.mjs gives
# every API process).
ENV HOST=0.0.0.0 \
    PORT=3000 \
    MALLOC_ARENA_MAX=1 \
    MALLOC_MMAP_THRESHOLD_=33554432 \
    MALLOC_TRIM_THRESHOLD_=50331648 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/apps/web/dist
USER node
EXPOSE 3000

# Liveness with Node itself (the slim image has no curl): /healthz answers as
# soon as the server listens; /readyz (database and storage) is for a load
# balancer's readiness. The start period covers the migrations of a first start.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# The README's production command: semi-spaces of 32 MB (decision 0016, the
# flag scripts/build-lib.mjs gives every API process). The server stops
# gracefully on SIGTERM (`docker stop`), finishing what is in flight.
CMD ["node", "--max-semi-space-size=32", "--initial-old-space-size=80", "apps/api/dist/server.js"]
