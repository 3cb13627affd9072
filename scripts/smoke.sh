#!/usr/bin/env bash
# Starts the built server on the configured database (DATABASE_URL, default the embedded
# SQLite in a fresh folder), waits for health, signs a demo user in, stops it gracefully.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${SERVER_BIN:-${CARGO_TARGET_DIR:-target}/debug/server}"
port="${SMOKE_PORT:-18090}"
data="$(mktemp -d)"
PLATFORM_DATA_DIR="$data" PLATFORM_LISTEN="127.0.0.1:$port" PLATFORM_CAPTCHA=off "$bin" serve >"$data/server.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true; rm -rf "$data"' EXIT
for _ in $(seq 1 60); do
  curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  sleep 0.5
done
health=$(curl -fsS "http://127.0.0.1:$port/api/health")
echo "health: $health"
answer=$(curl -sS -X POST "http://127.0.0.1:$port/api/blade-auth/oauth/token" \
  -H 'Authorization: Basic c2FiZXI6c2FiZXJfc2VjcmV0' -H 'Tenant-Id: 000000' \
  --data 'grant_type=password&username=admin&password=Demo%232026')
echo "$answer" | grep -q '"access_token"' || { echo "sign-in failed: $answer"; cat "$data/server.log"; exit 1; }
echo "sign-in: ok"
kill -TERM $pid
wait $pid
grep -q stopped "$data/server.log" && echo "graceful stop: ok"
