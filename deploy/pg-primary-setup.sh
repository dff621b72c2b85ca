#!/usr/bin/env bash
# Prepares a freshly initialised PostgreSQL primary for Huella and its
# streaming replicas: WAL for replication, a replication role, Huella's role
# and database, and who may connect. Run as the database's superuser with the
# server up and PGDATA set; reload or restart the server afterwards.
#
# Used by deploy/topology.sh (one machine) and by compose.yaml (the postgres
# image runs it from /docker-entrypoint-initdb.d on first start).
#
#   HUELLA_DB_PASSWORD    password of the `huella` role (owner of database `huella`)
#   REPLICATION_PASSWORD  password of the `replicator` role (pg_basebackup, streaming)
#   CLIENT_CIDR           addresses allowed to connect (default 127.0.0.1/32)
#   PGHOST, PGPORT        where the server listens (psql's usual variables)
set -euo pipefail

: "${PGDATA:?PGDATA must be set}"
: "${HUELLA_DB_PASSWORD:?HUELLA_DB_PASSWORD must be set}"
: "${REPLICATION_PASSWORD:?REPLICATION_PASSWORD must be set}"
CLIENT_CIDR="${CLIENT_CIDR:-127.0.0.1/32}"

cat >>"$PGDATA/postgresql.conf" <<CONF

# Huella: a primary with streaming replicas (deploy/pg-primary-setup.sh)
wal_level = replica
max_wal_senders = 10
max_replication_slots = 10
wal_keep_size = '256MB'
hot_standby = on
hot_standby_feedback = on
password_encryption = 'scram-sha-256'
CONF

cat >>"$PGDATA/pg_hba.conf" <<HBA

# Huella (deploy/pg-primary-setup.sh)
host    huella        huella        ${CLIENT_CIDR}    scram-sha-256
host    replication   replicator    ${CLIENT_CIDR}    scram-sha-256
HBA

psql -v ON_ERROR_STOP=1 -qX -d postgres \
  -v huella_password="$HUELLA_DB_PASSWORD" \
  -v replication_password="$REPLICATION_PASSWORD" <<'SQL'
set password_encryption = 'scram-sha-256';
create role huella login password :'huella_password';
create role replicator login replication password :'replication_password';
create database huella owner huella;
\connect huella
-- The extensions Huella's migrations use, made by the superuser (the huella role may not).
create extension if not exists unaccent;
create extension if not exists pg_trgm;
SQL
