#!/usr/bin/env bash
# The container, tried as an operator would, with podman (runc) on the host network:
#  1. the image builds (from NODE_IMAGE when set, else a local Node 24 base: base-image.sh);
#  2. one container, read-only with no capabilities, becomes ready, runs as a non-root user under
#     tini, passes its HEALTHCHECK, answers the contract's example of every model-free function,
#     and on SIGTERM finishes the request in flight and exits with code 0 within the 30 s an
#     orchestrator grants;
#  3. the compose topology (two replicas, deploy/haproxy.cfg in Debian's HAProxy, PostgreSQL and
#     Redis from tools/services/start.sh) keeps answering while a replica is killed (SIGKILL).
# Prints the image size and the time from start to ready. Every wait is bounded; exits non-zero
# on the first failure, with the logs that explain it.
#   tools/container/test.sh        # as root (debootstrap, podman); CI runs it from .ci/run
set -euo pipefail
cd "$(dirname "$0")/../.."
export CONTAINERS_CONF=${CONTAINERS_CONF:-$PWD/tools/container/containers.conf}
export PATH="$PWD/node_modules/.bin:$PATH"

tools/ci/apt-install.sh podman runc debootstrap haproxy curl postgresql redis-server

run=circular-test-$$
image=localhost/circular-ai-services:test
work=$(mktemp -d -t circular-container-XXXXXX)
haproxy_pid=
cleanup() {
  local status=$?
  [[ -n $haproxy_pid ]] && kill "$haproxy_pid" 2>/dev/null || true
  for name in single api-1 api-2; do timeout 60 podman rm -f -t 0 "$run-$name" >/dev/null 2>&1 || true; done
  timeout 60 podman volume rm -f "$run-data" >/dev/null 2>&1 || true
  [[ -n ${SERVICES_DIR:-} ]] && tools/services/stop.sh "$SERVICES_DIR" >/dev/null 2>&1 || true
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
# A CI time limit (timeout's SIGTERM) still removes the containers and servers.
trap 'exit 143' TERM INT

step() { echo "== $*"; }
fail() {
  echo "FAIL: $*" >&2
  exit 1
}
now_ms() { echo $(($(date +%s%N) / 1000000)); }
seconds_since() { awk -v a="$1" -v b="$(now_ms)" 'BEGIN { printf "%.1f", (b - a) / 1000 }'; }
free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
# Waits up to $2 seconds for $1 to answer 200.
wait_ok() { timeout "$2" bash -c "until curl -sf -o /dev/null --max-time 2 '$1'; do sleep 0.2; done"; }
show_logs() { echo "--- logs of $1 (last 40 lines)" >&2; timeout 30 podman logs --tail 40 "$1" >&2 2>&1 || true; }
check() { node --conditions=@circular/source tools/container/src/main.ts "$@"; }

step "base image"
base=${NODE_IMAGE:-$(tools/container/base-image.sh)}
echo "$base"

step "build"
started=$(now_ms)
timeout 900 podman build --format docker --network=host --build-arg "NODE_IMAGE=$base" -t "$image" . >"$work/build.log" 2>&1 ||
  { tail -40 "$work/build.log" >&2; fail "the image did not build"; }
build_seconds=$(seconds_since "$started")
size_mb=$(($(podman image inspect --format '{{.Size}}' "$image") / 1000000))
echo "built in ${build_seconds} s, ${size_mb} MB"

# The platform's usual hardening: nothing written outside /data and /tmp, no capabilities.
hardened=(--network=host --read-only --tmpfs /tmp --cap-drop=ALL --security-opt=no-new-privileges)
# Podman schedules HEALTHCHECKs with systemd timers, absent here: the test runs the check itself.
hardened+=(--health-interval=disable)

step "one container: ready, non-root under tini, healthy, every model-free function, SIGTERM"
port=$(free_port)
started=$(now_ms)
timeout 60 podman run -d --name "$run-single" "${hardened[@]}" -v "$run-data:/data" \
  -e PORT="$port" -e SSRF_ALLOW_CIDRS=127.0.0.0/8 "$image" >/dev/null 2>>"$work/podman.log"
wait_ok "http://127.0.0.1:$port/health/ready" 120 || { show_logs "$run-single"; fail "/health/ready did not answer 200 within 120 s"; }
ready_seconds=$(seconds_since "$started")
echo "ready ${ready_seconds} s after start"
[[ $(timeout 30 podman exec "$run-single" id -u) == 10001 ]] || fail "the server does not run as the image's user (uid 10001)"
[[ $(timeout 30 podman exec "$run-single" cat /proc/1/comm) == tini ]] || fail "PID 1 is not tini"
timeout 60 podman healthcheck run "$run-single" >/dev/null 2>&1 || fail "the image's HEALTHCHECK failed"
check smoke --url "http://127.0.0.1:$port" || { show_logs "$run-single"; fail "a function did not answer its example"; }
check drain --url "http://127.0.0.1:$port" --kill "echo \$((\$(date +%s%N) / 1000000)) >$work/term-at; podman kill --signal TERM $run-single >/dev/null" ||
  { show_logs "$run-single"; fail "SIGTERM did not drain the request in flight"; }
exit_code=$(timeout 60 podman wait "$run-single") || fail "the container did not stop within 60 s of SIGTERM"
stop_seconds=$(seconds_since "$(cat "$work/term-at")")
echo "SIGTERM with a request in flight: exit code $exit_code, stopped ${stop_seconds} s after the signal"
[[ $exit_code == 0 ]] || { show_logs "$run-single"; fail "exit code $exit_code after SIGTERM"; }
awk -v s="$stop_seconds" 'BEGIN { exit !(s < 30) }' || fail "stopping took ${stop_seconds} s, beyond a 30 s grace period"

step "topology: two replicas behind HAProxy, PostgreSQL and Redis; one replica killed"
eval "$(SERVICES_DIR="$work/services" tools/services/start.sh)"
p1=$(free_port)
p2=$(free_port)
for replica in "api-1:$p1" "api-2:$p2"; do
  # Rate limits are not under test here: the load below is one client as fast as it can go.
  timeout 60 podman run -d --name "$run-${replica%%:*}" "${hardened[@]}" -e PORT="${replica#*:}" \
    -e DATABASE_URL -e REDIS_URL -e TRUST_PROXY=1 -e RATE_LIMIT_PER_MINUTE=1000000 "$image" >/dev/null 2>>"$work/podman.log"
done
lb=$(free_port)
LB_PORT=$lb API_1_ADDR=127.0.0.1:$p1 API_2_ADDR=127.0.0.1:$p2 timeout 600 haproxy -db -f deploy/haproxy.cfg >"$work/haproxy.log" 2>&1 &
haproxy_pid=$!
for replica in "api-1:$p1" "api-2:$p2"; do
  wait_ok "http://127.0.0.1:${replica#*:}/health/ready" 120 || { show_logs "$run-${replica%%:*}"; fail "${replica%%:*} was not ready within 120 s"; }
done
wait_ok "http://127.0.0.1:$lb/health/ready" 30 || { cat "$work/haproxy.log" >&2; fail "the balancer did not answer within 30 s"; }
served() { timeout 30 podman logs "$1" 2>&1 | grep -c '"path":"/service_ai_protocol_generator"' || true; }
# Functions load on their first request: each replica answers one before the balancer's load, so
# the seconds before the kill measure spreading, not two libraries loading on a busy machine.
for replica in "api-1:$p1" "api-2:$p2"; do
  check warm --url "http://127.0.0.1:${replica#*:}" || { show_logs "$run-${replica%%:*}"; fail "${replica%%:*} did not answer its warm-up request"; }
done
warm_1=$(served "$run-api-1")
warm_2=$(served "$run-api-2")
check failover --url "http://127.0.0.1:$lb" --kill "podman kill --signal KILL $run-api-1 >/dev/null" --seconds 12 --kill-after 4 ||
  { tail -20 "$work/haproxy.log" >&2; show_logs "$run-api-2"; fail "requests failed through the balancer"; }
served_1=$(($(served "$run-api-1") - warm_1))
served_2=$(($(served "$run-api-2") - warm_2))
echo "requests served: api-1 $served_1 (until killed), api-2 $served_2"
[[ $served_1 -gt 0 && $served_2 -gt 0 ]] || fail "the balancer did not spread requests over both replicas"
[[ $(timeout 30 podman inspect --format '{{.State.Running}}' "$run-api-2") == true ]] || fail "api-2 stopped"

echo "container: image ${size_mb} MB, built in ${build_seconds} s, ready ${ready_seconds} s after start, SIGTERM exit ${exit_code} after ${stop_seconds} s, failover passed"
