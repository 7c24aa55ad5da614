#!/usr/bin/env bash
# Validates docker-compose.yml, infra/nginx.conf, infra/prometheus.yml and infra/alerts.yml
# without a Docker engine (see docs/deployment.md "Checking the deployment files").
set -euo pipefail
cd "$(dirname "$0")/.."

if docker compose version >/dev/null 2>&1; then compose=(docker compose); else compose=(docker-compose); fi

export SESSION_SECRET=check-0123456789abcdef0123456789abcdef METRICS_TOKEN=check-metrics-0123456789abcdef0123456789
"${compose[@]}" -f docker-compose.yml config -q
for secret in SESSION_SECRET METRICS_TOKEN; do
  if env -u "$secret" "${compose[@]}" -f docker-compose.yml config -q 2>/dev/null; then
    echo "docker-compose.yml must refuse to start without $secret" >&2
    exit 1
  fi
done
services=$("${compose[@]}" -f docker-compose.yml config --services | sort | tr '\n' ' ')
[ "$services" = "app1 app2 nginx postgres prometheus redis " ] || { echo "unexpected services: $services" >&2; exit 1; }
echo "docker-compose.yml: valid (services: $services)"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
sed -e 's/server app1:5000/server 127.0.0.1:5001/' -e 's/server app2:5000/server 127.0.0.1:5002/' infra/nginx.conf >"$tmp/nginx.conf"
nginx -t -q -c "$tmp/nginx.conf"
echo "infra/nginx.conf: syntax ok"

# Prometheus (Debian's prometheus package has promtool): the rules, then the configuration with
# the rules it names. The token file only exists inside the container: a stand-in takes its place.
promtool check rules infra/alerts.yml
promtool test rules infra/alerts.test.yml
cp infra/alerts.yml "$tmp/alerts.yml"
printf '%s' "$METRICS_TOKEN" >"$tmp/metrics-token"
sed -e "s|/etc/prometheus/metrics-token|$tmp/metrics-token|" infra/prometheus.yml >"$tmp/prometheus.yml"
promtool check config "$tmp/prometheus.yml"
echo "infra/prometheus.yml, infra/alerts.yml: valid"
