#!/usr/bin/env bash
# Validates docker-compose.yml and infra/nginx.conf without a Docker engine (see docs/deployment.md).
set -euo pipefail
cd "$(dirname "$0")/.."

if docker compose version >/dev/null 2>&1; then compose=(docker compose); else compose=(docker-compose); fi

SESSION_SECRET=check-0123456789abcdef0123456789abcdef "${compose[@]}" -f docker-compose.yml config -q
if env -u SESSION_SECRET "${compose[@]}" -f docker-compose.yml config -q 2>/dev/null; then
  echo "docker-compose.yml must refuse to start without SESSION_SECRET" >&2
  exit 1
fi
services=$(SESSION_SECRET=check-0123456789abcdef0123456789abcdef "${compose[@]}" -f docker-compose.yml config --services | sort | tr '\n' ' ')
[ "$services" = "app1 app2 nginx postgres redis " ] || { echo "unexpected services: $services" >&2; exit 1; }
echo "docker-compose.yml: valid (services: $services)"

tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
sed -e 's/server app1:5000/server 127.0.0.1:5001/' -e 's/server app2:5000/server 127.0.0.1:5002/' infra/nginx.conf >"$tmp"
nginx -t -q -c "$tmp"
echo "infra/nginx.conf: syntax ok"
