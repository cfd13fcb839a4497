#!/usr/bin/env bash
# Starts throwaway PostgreSQL 15 and Redis 7 servers (Debian packages) on free loopback ports, for
# the scale-out tests and benchmarks. Installs the packages with apt when missing and run as root.
#   eval "$(tools/services/start.sh)"    # exports DATABASE_URL, REDIS_URL and SERVICES_DIR
#   tools/services/stop.sh "$SERVICES_DIR"
set -euo pipefail

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [[ -z "$pg_bin" || ! -x "$(command -v redis-server || true)" ]]; then
  if [[ $(id -u) -ne 0 ]]; then
    echo "PostgreSQL and Redis are not installed: apt-get install -y postgresql redis-server (as root)" >&2
    exit 1
  fi
  "$(dirname "$0")/../ci/apt-install.sh" postgresql redis-server
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
fi

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(String(s.address().port));s.close()})"; }

dir=${SERVICES_DIR:-$(mktemp -d -t circular-services-XXXXXX)}
mkdir -p "$dir"
chmod 755 "$dir"
pg_port=$(free_port)
redis_port=$(free_port)

# PostgreSQL refuses to run as root: the cluster belongs to the postgres user then.
as_owner=()
if [[ $(id -u) -eq 0 ]]; then
  mkdir -p "$dir/pg"
  chown postgres:postgres "$dir/pg"
  as_owner=(runuser -u postgres --)
fi
"${as_owner[@]}" "$pg_bin/initdb" -D "$dir/pg/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1
"${as_owner[@]}" "$pg_bin/pg_ctl" -D "$dir/pg/data" -l "$dir/pg/server.log" -w -t 60 start \
  -o "-p $pg_port -c listen_addresses=127.0.0.1 -k $dir/pg -c max_connections=200 -c fsync=off" >&2
"$pg_bin/psql" -h 127.0.0.1 -p "$pg_port" -U postgres -qc 'CREATE DATABASE circular' >&2

redis-server --port "$redis_port" --bind 127.0.0.1 --daemonize yes --dir "$dir" --save '' --appendonly no \
  --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" >&2
for _ in $(seq 50); do redis-cli -p "$redis_port" ping >/dev/null 2>&1 && break; sleep 0.1; done

echo "export SERVICES_DIR=$dir"
echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$pg_port/circular"
echo "export REDIS_URL=redis://127.0.0.1:$redis_port"
