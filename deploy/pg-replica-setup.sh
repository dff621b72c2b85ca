#!/usr/bin/env bash
# Makes PGDATA a streaming replica of the primary (pg_basebackup with -R:
# standby.signal and primary_conninfo written for it), unless it already
# holds a database. Run as the user the replica's server runs as; start the
# server afterwards.
#
# Used by deploy/topology.sh (one machine) and by compose.yaml (the replica's
# container runs it before `postgres`).
#
#   PRIMARY_HOST, PRIMARY_PORT  the primary
#   REPLICATION_PASSWORD        password of its `replicator` role
#   REPLICA_PORT                port this replica listens on (optional)
set -euo pipefail

: "${PGDATA:?PGDATA must be set}"
: "${PRIMARY_HOST:?PRIMARY_HOST must be set}"
: "${REPLICATION_PASSWORD:?REPLICATION_PASSWORD must be set}"
PRIMARY_PORT="${PRIMARY_PORT:-5432}"

if [ -s "$PGDATA/PG_VERSION" ]; then
  echo "replica: $PGDATA already holds a database; starting it as it is"
  exit 0
fi

# The primary may still be starting (compose starts both at once).
for _ in $(seq 1 60); do
  pg_isready -q -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" && break
  sleep 1
done

mkdir -p "$PGDATA"
chmod 700 "$PGDATA"
PGPASSWORD="$REPLICATION_PASSWORD" pg_basebackup \
  --host="$PRIMARY_HOST" --port="$PRIMARY_PORT" --username=replicator \
  --pgdata="$PGDATA" --wal-method=stream --checkpoint=fast \
  --write-recovery-conf --no-password

if [ -n "${REPLICA_PORT:-}" ]; then
  echo "port = ${REPLICA_PORT}" >>"$PGDATA/postgresql.auto.conf"
fi
echo "replica: $PGDATA follows ${PRIMARY_HOST}:${PRIMARY_PORT}"
