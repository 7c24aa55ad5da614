#!/usr/bin/env bash
# Backs up a running node's embedded PGlite folder (docs/deployment.md "Backups").
#   scripts/ops/backup-pglite.sh [copy|dump] [node address]
# copy: the folder itself, copied while every query waits (after a CHECKPOINT);
# dump: PGlite's dumpDataDir, one .tar.gz. Either is written by the node into backups/ beside
# its data folder (./data/backups by default) and restores with scripts/ops/restore-pglite.ts.
# Run it on the node's machine: the node answers /ops/backup on loopback only.
set -euo pipefail
kind="${1:-dump}"
url="${2:-http://127.0.0.1:${PORT:-5000}}"
case "$kind" in copy | dump) ;; *) echo "usage: $0 [copy|dump] [node address]" >&2; exit 2 ;; esac
# node's fetch, as the slim image has no curl.
node -e '
  const [url, kind] = process.argv.slice(1);
  fetch(`${url}/ops/backup?kind=${kind}`, { method: "POST" }).then(async (r) => {
    const body = await r.text();
    if (!r.ok) { console.error(`backup refused: ${r.status} ${body}`); process.exit(1); }
    console.log(body);
  }, (e) => { console.error(`no node at ${url}: ${e.cause?.message ?? e.message}`); process.exit(1); });
' "$url" "$kind"
