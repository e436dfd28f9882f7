# syntax=docker/dockerfile:1
# Build: compile the embedded SQLite driver and the TypeScript (npm ci runs `prepare`), then drop
# the development dependencies. Run: the compiled service as the unprivileged `node` user.

FROM node:20-bookworm-slim AS build
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json tsconfig.json tsconfig.build.json ./
COPY src ./src
RUN npm ci && npm prune --omit=dev

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/var/lib/footprint
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY data ./data
RUN mkdir -p /var/lib/footprint && chown node:node /var/lib/footprint \
  && ln -s /app/dist/cli/footprint.js /usr/local/bin/footprint \
  && chmod +x /app/dist/cli/footprint.js
USER node
VOLUME ["/var/lib/footprint"]
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/cli/footprint.js", "serve"]
