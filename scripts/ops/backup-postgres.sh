#!/usr/bin/env bash
# A logical backup of the PostgreSQL database while the nodes run (docs/deployment.md "Backups").
#   DATABASE_URL=postgres://... scripts/ops/backup-postgres.sh [file]
# pg_dump's custom format (compressed, restored with scripts/ops/restore-postgres.sh); one
# consistent snapshot, taken without stopping anything.
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL to the database to back up}"
out="${1:-chessquest-$(date -u +%Y%m%dT%H%M%SZ).dump}"
pg_dump --format=custom --no-owner --no-privileges --file="$out" "$DATABASE_URL"
echo "$out $(wc -c <"$out") bytes"
