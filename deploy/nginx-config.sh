#!/usr/bin/env bash
# Renders deploy/nginx.conf.template into nginx's configuration file (first
# argument) from the HUELLA_* variables it lists, and checks it with `nginx -t`
# unless NGINX_SKIP_TEST is set. HUELLA_UPSTREAM_ADDRESSES (space-separated
# host:port) becomes the upstream's `server` lines.
set -euo pipefail

out="${1:?usage: nginx-config.sh <nginx.conf to write>}"
here="$(cd "$(dirname "$0")" && pwd)"
: "${HUELLA_UPSTREAM_ADDRESSES:?HUELLA_UPSTREAM_ADDRESSES must be set (host:port …)}"
: "${HUELLA_NGINX_PREFIX:?}" "${HUELLA_LISTEN:?}" "${HUELLA_CERT:?}" "${HUELLA_KEY:?}"
export HUELLA_SERVER_NAME="${HUELLA_SERVER_NAME:-localhost}"

upstreams=""
for address in $HUELLA_UPSTREAM_ADDRESSES; do
  upstreams+="server ${address} max_fails=1 fail_timeout=10s; "
done
export HUELLA_UPSTREAMS="$upstreams"

mkdir -p "$HUELLA_NGINX_PREFIX"
envsubst '${HUELLA_NGINX_PREFIX} ${HUELLA_LISTEN} ${HUELLA_SERVER_NAME} ${HUELLA_CERT} ${HUELLA_KEY} ${HUELLA_UPSTREAMS}' \
  <"$here/nginx.conf.template" >"$out"
if [ -z "${NGINX_SKIP_TEST:-}" ]; then
  nginx -t -q -c "$out" -p "$HUELLA_NGINX_PREFIX"
fi
