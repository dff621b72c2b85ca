#!/usr/bin/env bash
# Huella's production topology on one machine, with Debian's packages:
#
#   nginx (TLS)  ──►  API process 1 … N  ──►  PostgreSQL primary ──(streaming)──► replica
#                                  └──────────►  S3-compatible media store
#
# Every piece is the one a real deployment runs (docs/deploy.md): nginx ends
# TLS and balances the API processes; the API writes to the primary and reads
# the public catalogue from the replica (DATABASE_REPLICA_URL); the replica is
# made with pg_basebackup and follows the primary's WAL; media live in an S3
# bucket. Only the media store is a stand-in (s3rver, the S3 peer of the
# tests; a real site uses its provider's or MinIO), and the certificate is
# self-signed. deploy/topology.test.ts drives this script.
#
# Usage:
#   deploy/topology.sh start <dir>        starts everything under <dir>; writes <dir>/topology.env
#   deploy/topology.sh stop <dir>         stops everything started under <dir>
#   deploy/topology.sh start-api <dir> <n>   (re)starts API process n (1-based)
#
# Ports and sizes come from the environment (defaults in brackets):
#   PROXY_PORT [8443]  PRIMARY_PORT [55432]  REPLICA_PORT [55433]
#   S3_PORT [9000]  API_PORTS ["3001 3002"] (one process per port)
#   DEMO_DATA [false]: load the demo data (with the README's published passwords)
# The API must be built (`npm run build`).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/.." && pwd)"
command="${1:-}"
dir="${2:-}"
[ -n "$command" ] && [ -n "$dir" ] || {
  sed -n '2,30p' "$0" >&2
  exit 2
}

PROXY_PORT="${PROXY_PORT:-8443}"
PRIMARY_PORT="${PRIMARY_PORT:-55432}"
REPLICA_PORT="${REPLICA_PORT:-55433}"
S3_PORT="${S3_PORT:-9000}"
API_PORTS="${API_PORTS:-3001 3002}"

log() { printf '[topology] %s\n' "$*" >&2; }

pg_bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
# PostgreSQL refuses to run as root: its commands run as the postgres user then.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- env PATH="$pg_bin:$PATH" "$@"; else PATH="$pg_bin:$PATH" "$@"; fi
}

# Waits until a command succeeds (up to $1 seconds).
wait_for() {
  local seconds="$1"
  shift
  for _ in $(seq 1 $((seconds * 10))); do
    "$@" >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  return 1
}

# Starts a command in the background, its output in <dir>/<name>.log, its pid in <dir>/<name>.pid.
daemon() {
  local name="$1"
  shift
  setsid "$@" >>"$dir/$name.log" 2>&1 </dev/null &
  echo $! >"$dir/$name.pid"
}

stop_pid() {
  local file="$1" signal="${2:-TERM}"
  [ -f "$file" ] || return 0
  local pid
  pid="$(cat "$file")"
  if kill -0 "$pid" 2>/dev/null; then
    kill "-$signal" "$pid" 2>/dev/null || true
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$file"
}

# The API process n, with the topology's environment.
start_api() {
  local n="$1"
  local port
  port="$(echo "$API_PORTS" | awk -v n="$n" '{ print $n }')"
  [ -n "$port" ] || { log "no port for API process $n (API_PORTS=$API_PORTS)"; exit 2; }
  # shellcheck disable=SC1091
  . "$dir/topology.env"
  mkdir -p "$dir/api-$n"
  stop_pid "$dir/api-$n.pid"
  (
    cd "$repo"
    export NODE_ENV=production HOST=127.0.0.1 PORT="$port" DATA_DIR="$dir/api-$n"
    export PUBLIC_URL="$HUELLA_URL" JWT_SECRET DATABASE_URL DATABASE_REPLICA_URL METRICS_TOKEN
    export TRUST_PROXY=127.0.0.1 MAIL_OUTBOX=true SEED_DEMO_DATA=false LOG_LEVEL=info
    export S3_BUCKET S3_ENDPOINT S3_ACCESS_KEY_ID S3_SECRET_ACCESS_KEY S3_FORCE_PATH_STYLE=true
    export WEB_DIST_DIR="$repo/apps/web/dist"
    daemon "api-$n" node --max-semi-space-size=32 --initial-old-space-size=80 apps/api/dist/server.js
  )
  wait_for 60 curl -fsS "http://127.0.0.1:$port/readyz" || {
    log "API process $n did not become ready; its log:"
    tail -40 "$dir/api-$n.log" >&2
    exit 1
  }
  log "API process $n ready on 127.0.0.1:$port"
}

start() {
  command -v nginx >/dev/null || { log "nginx is not installed (apt-get install nginx)"; exit 1; }
  [ -n "$pg_bin" ] || { log "PostgreSQL's server is not installed (apt-get install postgresql)"; exit 1; }
  [ -f "$repo/apps/api/dist/server.js" ] || { log "build the app first: npm run build"; exit 1; }
  mkdir -p "$dir"
  dir="$(cd "$dir" && pwd)"
  # The postgres user must reach its directory under <dir>.
  chmod 755 "$dir"

  local secret replication_password db_password
  secret="$(openssl rand -hex 32)"
  replication_password="$(openssl rand -hex 16)"
  db_password="$(openssl rand -hex 16)"

  # The clusters, their sockets and logs under <dir>/pg, the postgres user's.
  local pg="$dir/pg"
  mkdir -p "$pg"
  [ "$(id -u)" -ne 0 ] || chown postgres: "$pg"
  log "PostgreSQL primary on 127.0.0.1:$PRIMARY_PORT"
  local pwfile="$pg/superuser-password"
  openssl rand -hex 16 >"$pwfile"
  [ "$(id -u)" -ne 0 ] || chown postgres: "$pwfile"
  as_pg initdb -D "$pg/primary" -U postgres --pwfile="$pwfile" \
    --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >/dev/null
  as_pg tee -a "$pg/primary/postgresql.conf" >/dev/null <<CONF
listen_addresses = '127.0.0.1'
port = $PRIMARY_PORT
unix_socket_directories = '$pg'
CONF
  as_pg pg_ctl -D "$pg/primary" -l "$pg/primary.log" -w start >/dev/null
  as_pg env PGDATA="$pg/primary" PGHOST="$pg" PGPORT="$PRIMARY_PORT" \
    HUELLA_DB_PASSWORD="$db_password" REPLICATION_PASSWORD="$replication_password" \
    "$here/pg-primary-setup.sh"
  as_pg pg_ctl -D "$pg/primary" -l "$pg/primary.log" -w restart >/dev/null

  log "PostgreSQL replica on 127.0.0.1:$REPLICA_PORT (pg_basebackup, streaming)"
  as_pg env PGDATA="$pg/replica" PRIMARY_HOST=127.0.0.1 PRIMARY_PORT="$PRIMARY_PORT" \
    REPLICA_PORT="$REPLICA_PORT" REPLICATION_PASSWORD="$replication_password" \
    "$here/pg-replica-setup.sh" >/dev/null
  as_pg pg_ctl -D "$pg/replica" -l "$pg/replica.log" -w start >/dev/null

  log "S3-compatible media store on 127.0.0.1:$S3_PORT"
  mkdir -p "$dir/s3"
  daemon s3 node "$here/s3-dev-server.mjs" --port "$S3_PORT" --directory "$dir/s3" --bucket huella-media
  wait_for 30 curl -fsS -o /dev/null "http://127.0.0.1:$S3_PORT/huella-media/" || {
    log "the media store did not start; its log:"
    cat "$dir/s3.log" >&2
    exit 1
  }

  local database_url="postgres://huella:$db_password@127.0.0.1:$PRIMARY_PORT/huella"
  cat >"$dir/topology.env" <<ENV
HUELLA_URL=https://localhost:$PROXY_PORT
DATABASE_URL=$database_url
DATABASE_REPLICA_URL=postgres://huella:$db_password@127.0.0.1:$REPLICA_PORT/huella
PRIMARY_PORT=$PRIMARY_PORT
REPLICA_PORT=$REPLICA_PORT
PG_DIR=$pg
JWT_SECRET=$secret
METRICS_TOKEN=$(openssl rand -hex 32)
S3_BUCKET=huella-media
S3_ENDPOINT=http://127.0.0.1:$S3_PORT
S3_ACCESS_KEY_ID=S3RVER
S3_SECRET_ACCESS_KEY=S3RVER
API_PORTS="$API_PORTS"
CA_FILE=$dir/tls/tls.crt
ENV
  chmod 600 "$dir/topology.env"

  if [ "${DEMO_DATA:-false}" = true ]; then
    log "loading the demo data"
    (
      cd "$repo"
      # shellcheck disable=SC1091
      . "$dir/topology.env"
      NODE_ENV=development DATABASE_URL="$database_url" DATA_DIR="$dir/seed" \
        S3_BUCKET="$S3_BUCKET" S3_ENDPOINT="$S3_ENDPOINT" S3_FORCE_PATH_STYLE=true \
        S3_ACCESS_KEY_ID="$S3_ACCESS_KEY_ID" S3_SECRET_ACCESS_KEY="$S3_SECRET_ACCESS_KEY" \
        npm run --silent db:seed -w @huella/api >"$dir/seed.log" 2>&1
    ) || {
      log "the demo data could not be loaded:"
      tail -20 "$dir/seed.log" >&2
      exit 1
    }
  fi

  local n=0 addresses=""
  for port in $API_PORTS; do
    n=$((n + 1))
    start_api "$n"
    addresses+="127.0.0.1:$port "
  done

  log "nginx on https://localhost:$PROXY_PORT"
  "$here/make-cert.sh" "$dir/tls" localhost
  HUELLA_NGINX_PREFIX="$dir/nginx" HUELLA_LISTEN="127.0.0.1:$PROXY_PORT" \
    HUELLA_CERT="$dir/tls/tls.crt" HUELLA_KEY="$dir/tls/tls.key" \
    HUELLA_UPSTREAM_ADDRESSES="$addresses" "$here/nginx-config.sh" "$dir/nginx.conf"
  nginx -c "$dir/nginx.conf" -p "$dir/nginx" -g 'daemon on;'
  wait_for 30 curl -fsS --cacert "$dir/tls/tls.crt" "https://localhost:$PROXY_PORT/readyz" || {
    log "nginx does not answer; its log:"
    cat "$dir/nginx/error.log" >&2
    exit 1
  }
  log "ready: https://localhost:$PROXY_PORT (settings in $dir/topology.env)"
}

stop() {
  [ -d "$dir" ] || return 0
  dir="$(cd "$dir" && pwd)"
  if [ -f "$dir/nginx/nginx.pid" ]; then nginx -c "$dir/nginx.conf" -p "$dir/nginx" -s quit 2>/dev/null || true; fi
  for file in "$dir"/api-*.pid; do [ -e "$file" ] && stop_pid "$file"; done
  stop_pid "$dir/s3.pid"
  for cluster in replica primary; do
    if [ -f "$dir/pg/$cluster/postmaster.pid" ]; then
      as_pg pg_ctl -D "$dir/pg/$cluster" -m fast -w stop >/dev/null 2>&1 || true
    fi
  done
  log "stopped"
}

case "$command" in
  start) start ;;
  stop) stop ;;
  start-api)
    dir="$(cd "$dir" && pwd)"
    start_api "${3:?which API process (1-based)}"
    ;;
  *)
    sed -n '2,30p' "$0" >&2
    exit 2
    ;;
esac
