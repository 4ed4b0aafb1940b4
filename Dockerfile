# syntax=docker/dockerfile:1
# Multi-stage production image: build with dev dependencies, run with production ones as a non-root user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY tsconfig.json webpack.config.ts ./
COPY scripts ./scripts
COPY src ./src
COPY demo ./demo
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATABASE_FILE=/app/var/content.sqlite
WORKDIR /app
RUN groupadd --system site && useradd --system --gid site --home-dir /app site
COPY --from=build --chown=site:site /app/package.json ./package.json
COPY --from=build --chown=site:site /app/node_modules ./node_modules
COPY --from=build --chown=site:site /app/dist ./dist
RUN mkdir -p /app/var && chown site:site /app/var
USER site
EXPOSE 3000
VOLUME ["/app/var"]
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The server creates the embedded database on its first start and fills it from the demo export in
# dist/demo through the importer (ADR 035); SIGTERM drains gracefully.
CMD ["node", "dist/server/index.js"]
