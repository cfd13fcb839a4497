# The API server as a container: production dependencies only, a non-root user, tini as PID 1 so
# SIGTERM reaches Node (which then drains), state under the /data volume.
#   docker build -t circular-ai-services .
#   docker run -p 3000:3000 -v circular-data:/data circular-ai-services
# NODE_IMAGE names the base; tools/container/test.sh passes one built locally when no registry
# can be reached. The server runs its TypeScript sources directly (Node 24 strips the types), as
# `npm start` does, so there is no build stage to keep in step.
ARG NODE_IMAGE=docker.io/library/node:24-bookworm-slim

# Every package.json (and the lockfile) alone, so the dependency layer is rebuilt only when they change.
FROM ${NODE_IMAGE} AS manifests
COPY . /src
RUN mkdir /manifests && cd /src \
 && find . -name node_modules -prune -o \( -name package.json -o -name package-lock.json -o -name .npmrc \) -print \
    | xargs cp --parents -t /manifests

FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
COPY --from=manifests /manifests/ ./
# The server's workspace and what it depends on, without any devDependency (no Nx, Vitest, stubs).
RUN npm ci --omit=dev --workspace=@circular/api --no-audit --no-fund \
 && npm cache clean --force \
 && find node_modules/@circular -lname '../../tools/*' -delete

FROM ${NODE_IMAGE}
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends tini \
 && apt-get clean && rm -rf /var/lib/apt/lists/* \
 && useradd --uid 10001 --no-log-init --user-group --home-dir /app --no-create-home --shell /usr/sbin/nologin circular \
 && mkdir /data && chown circular:circular /data
WORKDIR /app
COPY --from=dependencies /app/ ./
COPY libs/ ./libs/
COPY apps/api/ ./apps/api/
# Two malloc arenas rather than one per thread: freed image memory of the OCR and libvips threads
# is reused instead of held per thread (peak RSS of the server over 12 ID documents 701 → 628 MB).
# Blocks of 1 MB and more mapped and unmapped on their own rather than carved out of those arenas:
# glibc's adaptive threshold otherwise rises to 32 MB after the first large free, and page-sized
# buffers of every size then fragment the heap from request to request (peak RSS of the server
# over the 54 real ID documents, 4 at a time, 545 → 488 MB).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=1048576
VOLUME /data
USER circular
EXPOSE 3000
# Liveness only: readiness (/health/ready) is for the balancer, which takes a replica out while
# its store is down instead of having it restarted.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# A young generation of 16 MB per semi-space (Node 20's default; Node 24 grows it to 64 MB, which
# an idle server keeps resident): about 90 MB less at rest, as `npm run bench -- startup` shows.
CMD ["node", "--max-semi-space-size=16", "--conditions=@circular/source", "apps/api/src/start.ts"]
