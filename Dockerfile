# Anumati: the compiled server and the built console in one image (docs/DEPLOYMENT.md).
# Build: docker build -t anumati .   Run: see compose.yaml (migrate once, then any number of replicas).
#
# Node 24 LTS (Node 20 reached its end of life in April 2026), pinned by the digest of its multi-architecture index
# so that a rebuild gets the same base: node:24.21.0-bookworm-slim as Docker Hub served it (the digest was read
# from published pins of that tag; no registry could be reached from the machine this was written on). To move to
# a newer Node 24: `docker buildx imagetools inspect node:24-bookworm-slim`, and put its digest in NODE_IMAGE.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim@sha256:0e0ff40c39bc087845bfb27465a0df4ea419520094bc35842ff83dd8cbe6f9b6

# 1. Build: every dependency, then `npm run build` (the console into packages/web/dist, the server into
#    packages/server/dist). --ignore-scripts: no install step downloads a browser or a binary.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build

# 2. The server's production dependencies only (no tsx, vite, vitest, Playwright…).
FROM ${NODE_IMAGE} AS runtime-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --ignore-scripts --workspace @anumati/server --include-workspace-root=false

# 3. What runs: node, the dependencies, dist/ (the server and every operator command: migrate-command.js,
#    create-officer-command.js, unlock-officer-command.js, deadlines-command.js, audit-verify-command.js), the
#    migrations and the console; as the unprivileged `node` user (uid 1000), which owns nothing but its data folders.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=runtime-dependencies /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/packages/server/package.json packages/server/
COPY --from=build /app/packages/server/dist packages/server/dist
COPY --from=build /app/packages/server/drizzle packages/server/drizzle
COPY --from=build /app/packages/web/dist packages/web/dist
# The embedded database's folder (unused on PostgreSQL) and the audit trail's checkpoints (compose.yaml mounts a
# volume there; a new named volume takes this folder's owner).
RUN mkdir -p /app/data /app/audit-checkpoints && chown node:node /app/data /app/audit-checkpoints
USER node
EXPOSE 8080
# Liveness, not readiness: a server waiting for its database is alive and recovers by itself (issue 50), so the
# orchestrator must not restart it for that; nginx and /health/ready keep requests away from it meanwhile.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:8080/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM finishes the requests and the scheduler run under way (platform/graceful-shutdown.ts, at most 25 s).
STOPSIGNAL SIGTERM
CMD ["node", "packages/server/dist/main.js"]
