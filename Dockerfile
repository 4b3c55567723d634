# Small, non-root image of the service. Build: docker build -t datos-prueba .
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY scripts/bundle-server.mjs scripts/bundle-cli.mjs scripts/bundle-options.mjs ./scripts/
RUN npm ci --ignore-scripts && npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
# ioredis is an optional peer dependency, left out of a plain production install;
# this image serves a shared rate limit (REDIS_URL, deploy/compose.yaml), so it
# installs it as a dependency, at the version the lock file holds.
RUN npm pkg delete devDependencies.ioredis \
 && npm pkg set "dependencies.ioredis=$(node -p "require('./package.json').peerDependencies.ioredis")" \
 && npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY src/web ./src/web
COPY src/countries/es/data/generated/*.json ./src/countries/es/data/generated/
COPY src/countries/pt/data/generated/*.json ./src/countries/pt/data/generated/
COPY src/countries/mx/data/generated/*.json ./src/countries/mx/data/generated/
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Same start command as `npm start` without the build step; SIGTERM drains in-flight requests.
CMD ["node", "dist/server.mjs"]
