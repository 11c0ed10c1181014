# syntax=docker/dockerfile:1
#
# The marketplace in one image: apps/api serves the JSON API, the storefront and the back office
# on one origin (port 3000). Two stages: `build` installs the whole workspace and builds the three
# apps; `runtime` keeps only the built files and the API's production dependencies, and runs as
# the unprivileged `node` user. The compose setup (PostgreSQL, Redis, two replicas behind nginx)
# is in deploy/ (see deploy/README.md); `node scripts/check-deploy.mjs` lints this file.
#
#   docker build -t marketplace .
#   docker run --rm -p 3000:3000 -v marketplace-data:/data marketplace   # embedded PGlite in /data

# Node 20, as package.json "engines" and the tests; Debian (glibc), not Alpine: sharp and
# @node-rs/argon2 load prebuilt glibc binaries. 20.20.2 is the last Node 20 release.
ARG NODE_IMAGE=node:20.20.2-bookworm-slim

FROM ${NODE_IMAGE} AS build
# The pnpm of package.json "packageManager" (the lint checks they agree), installed with npm:
# corepack's signature check of pnpm fails on some machines.
ARG PNPM_VERSION=10.34.9
RUN npm install --global pnpm@${PNPM_VERSION} && npm cache clean --force
# No prompts from pnpm, frozen lockfile by default.
ENV CI=true
WORKDIR /src
# The lockfile alone fills pnpm's store, so this layer is rebuilt only when the lockfile changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline
# apps/api/dist/server.js, apps/storefront/dist (+ dist-server, the server render), apps/backoffice/dist.
RUN pnpm build
# The API's production dependencies (pg, sharp, @node-rs/argon2, PGlite, ...) from the same
# lockfile. The bundle already holds the workspace's own code (the contract). `--legacy`: pnpm 10
# deploys a workspace without inject-workspace-packages only this way.
RUN pnpm --filter @marketplace/api --prod deploy --legacy /out/api

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The same layout as the repository, so the server finds the built apps and the migrations at
# their default places. Owned by root: the app cannot change its own code.
COPY --from=build /out/api/package.json apps/api/package.json
COPY --from=build /out/api/node_modules apps/api/node_modules
COPY --from=build /src/apps/api/dist apps/api/dist
COPY --from=build /src/apps/api/drizzle apps/api/drizzle
COPY --from=build /src/apps/storefront/dist apps/storefront/dist
COPY --from=build /src/apps/storefront/dist-server apps/storefront/dist-server
COPY --from=build /src/apps/backoffice/dist apps/backoffice/dist
# The one writable place: DATA_DIR (the embedded database when DATABASE_URL is unset, uploaded
# media in DATA_DIR/media). A new named volume mounted there starts with this ownership.
RUN mkdir -p /data/media && chown -R node:node /data
USER node
EXPOSE 3000
# The image has no curl: Node's own fetch asks /api/health (503 while the database is down).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((res) => process.exit(res.ok ? 0 : 1), () => process.exit(1))"]
# The server finishes in-flight requests on SIGTERM (SHUTDOWN_GRACE_MS, 10 s by default), then exits.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
