# Stratagent: the API and the built web app in one Node.js process. Several containers of
# this image can run behind a load balancer on one PostgreSQL server (docs/operations.md,
# compose.yaml). The web app is built here, once, so no container builds it at start.

# 1. Dependencies, development ones included: the web build needs vite.
FROM node:20-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The web build into dist/web and the server's bundle into dist/server (npm run build),
#    then the development dependencies go.
FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# 3. What runs: production dependencies, the server's bundle (decision 036: no TypeScript
#    compiled at start) beside its sources (migrations, the document parser's entry, the
#    CLI's tsx path), and the built web app, as the unprivileged `node` user. The bundle
#    names its sources by their /app paths, so it runs only from /app.
FROM node:20-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/src ./src
COPY --from=build --chown=node:node /app/bin ./bin
COPY --from=build --chown=node:node /app/scripts ./scripts
COPY --from=build --chown=node:node /app/dist/web ./dist/web
COPY --from=build --chown=node:node /app/dist/server ./dist/server
# The pages the server renders (src/web/entry-server.tsx), built beside the web app.
COPY --from=build --chown=node:node /app/dist/ssr ./dist/ssr
# Uploaded documents are kept under DATA_DIR/uploads unless S3_BUCKET is set; the directory
# exists here so a volume mounted on it starts owned by `node`.
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server itself, not `npm start`: the image holds its web build, and no npm process
# stands between the container's signals (SIGTERM on stop) and the server.
CMD ["node", "dist/server/main.mjs"]
