#!/usr/bin/env bash
# Restores a backup-postgres.sh dump into an EMPTY database (docs/deployment.md "Backups").
#   scripts/ops/restore-postgres.sh <file> <database url>
# Create the database first (createdb, or CREATE DATABASE), start the nodes on it after.
# One transaction: a restore that fails leaves the database empty, not half-written.
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: $0 <dump file> <empty database url>" >&2; exit 2; }
dump="$1"
target="$2"
tables=$(psql --no-psqlrc --tuples-only --no-align --command="select count(*) from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')" "$target")
if [ "$tables" != "0" ]; then
  echo "the target database is not empty ($tables tables): restore into a new one" >&2
  exit 1
fi
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$target" "$dump"
echo "restored $dump"
