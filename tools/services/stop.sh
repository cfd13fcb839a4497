#!/usr/bin/env bash
# Stops the servers tools/services/start.sh started in the folder it printed, and removes it.
set -euo pipefail
dir=${1:?usage: stop.sh SERVICES_DIR}
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
as_owner=()
[[ $(id -u) -eq 0 ]] && as_owner=(runuser -u postgres --)
[[ -n "$pg_bin" && -d "$dir/pg/data" ]] && "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$dir/pg/data" -m fast -w stop >&2 || true
[[ -f "$dir/redis.pid" ]] && kill "$(cat "$dir/redis.pid")" 2>/dev/null || true
rm -rf "$dir"
