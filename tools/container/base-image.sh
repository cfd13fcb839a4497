#!/usr/bin/env bash
# Builds a stand-in for the official Node 24 image when no image registry can be reached: Debian
# 12 (minbase, from Debian's mirror) with the Node 24 binary of node_modules/node and this
# machine's npm, imported into podman. Reused while an image for that Node version exists.
#   tools/container/base-image.sh            # prints the image name, e.g. localhost/circular-node:24.21.0-bookworm
# Needs root (debootstrap); installs debootstrap and podman with apt when missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
export CONTAINERS_CONF=${CONTAINERS_CONF:-$PWD/tools/container/containers.conf}

tools/ci/apt-install.sh debootstrap podman runc
node_bin=$(readlink -f node_modules/node/bin/node)
node_version=$("$node_bin" --version)
image=localhost/circular-node:${node_version#v}-bookworm
if timeout 30 podman image exists "$image"; then
  echo "$image"
  exit 0
fi

root=$(mktemp -d -t circular-base-XXXXXX)
trap 'rm -rf "$root" "$root.log"' EXIT
echo "base image: debootstrap bookworm into $root" >&2
timeout 480 debootstrap --variant=minbase --include=ca-certificates bookworm "$root" http://deb.debian.org/debian >"$root.log" 2>&1 ||
  { tail -20 "$root.log" >&2; exit 1; }

# The official image's layout: node and npm under /usr/local.
install -m 755 "$node_bin" "$root/usr/local/bin/node"
npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
mkdir -p "$root/usr/local/lib/node_modules" "$root/usr/local/etc"
cp -a "$npm_dir" "$root/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
# Trust what this machine trusts (a proxy's certificate authority, say) so npm ci inside the build
# reaches the registry the way npm on this machine does.
cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
echo 'cafile=/etc/ssl/certs/ca-certificates.crt' >"$root/usr/local/etc/npmrc"
rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*

timeout 300 tar -C "$root" -c . | timeout 300 podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["node"]' - "$image" >/dev/null
echo "$image"
