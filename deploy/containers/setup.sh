#!/usr/bin/env bash
# The container tools on this machine, with no image registry: Debian's docker.io (its daemon started
# here, on a socket of its own), Compose v2 as a CLI plugin, and the base images built from Debian's
# own packages. Used by `npm run test:deploy` (deploy/containers/harness.ts) and by .ci/run.
#
#   deploy/containers/setup.sh install       apt packages (docker.io, debootstrap) and the Compose plugin
#   deploy/containers/setup.sh daemon        starts dockerd unless it already answers on $DOCKER_HOST
#   deploy/containers/setup.sh base-images   club-node:20-trixie, club-node-build:20-trixie, club-stores:trixie
#   deploy/containers/setup.sh stop-daemon   stops the daemon this script started
#
# Everything lives under CLUB_DOCKER_ROOT (default /var/lib/club-docker), so the daemon's layer cache
# survives from one run to the next on the same machine. `eval "$(deploy/containers/setup.sh env)"`
# points a shell's docker client at it.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="${CLUB_DOCKER_ROOT:-/var/lib/club-docker}"
export DOCKER_HOST="${DOCKER_HOST:-unix://$ROOT/docker.sock}"
export DOCKER_CONFIG="${DOCKER_CONFIG:-$ROOT/config}"
DOCKER=/usr/bin/docker # Debian's client (another `docker` may come first on PATH)
DEBIAN_MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
# Debian 13: its nodejs is 20.19 (Debian 12's is 18, too old), its docker-compose is Compose v2.
SUITE=trixie

log() { echo "[containers] $*" >&2; }

install() {
  local missing=()
  [ -x /usr/sbin/dockerd ] || missing+=(docker.io)
  [ -x /usr/sbin/debootstrap ] || missing+=(debootstrap)
  if [ ${#missing[@]} -gt 0 ]; then
    log "installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
  # Debian's docker.io service is not wanted: the daemon below has its own root and socket.
  service docker stop >/dev/null 2>&1 || true
  local plugin="$DOCKER_CONFIG/cli-plugins/docker-compose"
  if [ ! -x "$plugin" ]; then
    log "installing Compose v2 ($SUITE's docker-compose) as a CLI plugin"
    local tmp; tmp="$(mktemp -d)"
    mkdir -p "$tmp/lists/partial" "$tmp/archives/partial"
    echo "deb $DEBIAN_MIRROR $SUITE main" >"$tmp/sources.list"
    local apt_opts=(-o "Dir::Etc::sourcelist=$tmp/sources.list" -o Dir::Etc::sourceparts=- -o "Dir::State::Lists=$tmp/lists" -o "Dir::Cache::Archives=$tmp/archives" -o APT::Sandbox::User=root)
    apt-get "${apt_opts[@]}" update -qq
    (cd "$tmp" && apt-get "${apt_opts[@]}" download docker-compose >/dev/null)
    dpkg -x "$tmp"/docker-compose_*.deb "$tmp/x"
    mkdir -p "$(dirname "$plugin")"
    cp "$tmp/x/usr/libexec/docker/cli-plugins/docker-compose" "$plugin"
    rm -rf "$tmp"
  fi
  $DOCKER compose version >&2
}

daemon() {
  if $DOCKER info >/dev/null 2>&1; then return 0; fi
  mkdir -p "$ROOT/data" "$ROOT/exec"
  log "starting dockerd ($DOCKER_HOST)"
  # No iptables and no default bridge: a container reaches only this machine and the networks a
  # compose project creates (which work without iptables); nothing is published beyond loopback.
  nohup /usr/sbin/dockerd --data-root "$ROOT/data" --exec-root "$ROOT/exec" -H "$DOCKER_HOST" \
    --pidfile "$ROOT/docker.pid" --iptables=false --bridge=none >"$ROOT/dockerd.log" 2>&1 &
  for _ in $(seq 1 60); do
    if $DOCKER info >/dev/null 2>&1; then return 0; fi
    sleep 0.5
  done
  log "dockerd did not answer; its log:"; tail -20 "$ROOT/dockerd.log" >&2
  return 1
}

stop_daemon() {
  [ -f "$ROOT/docker.pid" ] || return 0
  local pid; pid="$(cat "$ROOT/docker.pid")"
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.5; done
}

# An image is rebuilt only when its recipe (this script and its Dockerfile) changed: the recipe's hash
# is the image's label.
recipe_of() { cat "$HERE/setup.sh" "$@" | sha256sum | cut -c1-16; }
has_image() { [ "$($DOCKER image inspect -f '{{index .Config.Labels "club.recipe"}}' "$1" 2>/dev/null || true)" = "$2" ]; }

base_images() {
  daemon
  local recipe; recipe="$(recipe_of)"
  if ! has_image club-node:20-trixie "$recipe"; then
    log "building club-node:20-trixie from Debian's packages (debootstrap $SUITE, nodejs)"
    local rootfs="$ROOT/rootfs-$SUITE"
    rm -rf "$rootfs"
    debootstrap --variant=minbase --include=nodejs,ca-certificates "$SUITE" "$rootfs" "$DEBIAN_MIRROR" >"$ROOT/debootstrap.log" 2>&1 \
      || { tail -20 "$ROOT/debootstrap.log" >&2; return 1; }
    rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
    tar -C "$rootfs" -c . | $DOCKER import --change "LABEL club.recipe=$recipe" --change 'CMD ["node"]' - club-node:20-trixie >/dev/null
    rm -rf "$rootfs"
  fi
  local image file context
  for pair in "club-node-build:20-trixie node-build.Dockerfile" "club-stores:trixie stores.Dockerfile"; do
    image="${pair%% *}"; file="${pair#* }"
    # The build context: this folder, plus the certificate authorities this machine adds to Debian's
    # (/usr/local/share/ca-certificates): where HTTPS to the npm registry goes through a proxy of the
    # machine's own, the build stages must trust what this machine trusts.
    context="$(mktemp -d)"
    cp -r "$HERE"/. "$context/"
    mkdir -p "$context/extra-ca"
    cp /usr/local/share/ca-certificates/*.crt "$context/extra-ca/" 2>/dev/null || true
    recipe="$(recipe_of "$HERE/$file" "$HERE/stores/"* "$context/extra-ca/"*)"
    if ! has_image "$image" "$recipe"; then
      log "building $image ($file)"
      DOCKER_BUILDKIT=0 $DOCKER build -q --network host --label "club.recipe=$recipe" -f "$context/$file" -t "$image" "$context" >/dev/null
    fi
    rm -rf "$context"
  done
}

case "${1:-}" in
  install) install ;;
  daemon) daemon ;;
  stop-daemon) stop_daemon ;;
  base-images) base_images ;;
  env) echo "export DOCKER_HOST='$DOCKER_HOST' DOCKER_CONFIG='$DOCKER_CONFIG'" ;;
  *) echo "usage: $0 install|daemon|base-images|stop-daemon|env" >&2; exit 2 ;;
esac
