# Anumati: the compiled server and the built console in one image (docs/DEPLOYMENT.md).
# Build: docker build -t anumati .   Run: see compose.yaml (migrate once, then any number of replicas).

# 1. Build: every dependency, then `npm run build` (the console into packages/web/dist, the server into
#    packages/server/dist). --ignore-scripts: no install step downloads a browser or a binary.
FROM node:20-bookworm-slim AS build
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
FROM node:20-bookworm-slim AS runtime-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --ignore-scripts --workspace @anumati/server --include-workspace-root=false

# 3. What runs: node, the dependencies, dist/, the migrations and the console; as the unprivileged `node` user.
FROM node:20-bookworm-slim
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
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:8080/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM finishes the requests and the scheduler run under way (platform/graceful-shutdown.ts, at most 25 s).
STOPSIGNAL SIGTERM
CMD ["node", "packages/server/dist/main.js"]
