#!/usr/bin/env bash
# Installs the Debian packages named as arguments that are not installed yet, with every wait
# bounded: the package lists, the dpkg lock, each download and the whole install. A mirror that
# does not answer fails the step within minutes instead of hanging a CI run.
#   tools/ci/apt-install.sh chromium postgresql redis-server
set -euo pipefail
missing=()
for pkg in "$@"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0
if [[ $(id -u) -ne 0 ]]; then
  echo "missing Debian packages (install them as root): ${missing[*]}" >&2
  exit 1
fi
opts=(-o DPkg::Lock::Timeout=120 -o Acquire::Retries=3 -o Acquire::http::Timeout=30 -o Acquire::https::Timeout=30)
echo "apt-get install ${missing[*]}" >&2
timeout 300 apt-get "${opts[@]}" update -qq >&2
DEBIAN_FRONTEND=noninteractive timeout 900 apt-get "${opts[@]}" install -y -qq --no-install-recommends "${missing[@]}" >&2
