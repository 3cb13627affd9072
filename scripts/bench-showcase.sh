#!/usr/bin/env bash
# Load benchmark of the public showcase query (issue 6, issue 23): seeds 10,000 enterprises
# into a separate database (SQLite in a temporary folder, or PostgreSQL with BENCH_BACKEND=pg:
# a database created for the run and dropped after it), starts the release server on it and
# drives the showcase calls with wrk (scripts/bench/showcase.lua). Prints wrk's requests/s and
# latency percentiles. PLATFORM_PUBLIC_CACHE_SECS=0 measures every answer from the database.
#
# usage: scripts/bench-showcase.sh [ENTERPRISES=10000] [SECONDS=20] [CONNECTIONS=16]
# env:   BENCH_BACKEND (sqlite|pg), CARGO_TARGET_DIR (default target), BENCH_PORT (default
#        18390), BENCH_THREADS (2), BENCH_SKIP_BUILD=1
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-10000}"
secs="${2:-20}"
conns="${3:-16}"
port="${BENCH_PORT:-18390}"
target="${CARGO_TARGET_DIR:-target}"
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install -y wrk" >&2; exit 1; }

[ -n "${BENCH_SKIP_BUILD:-}" ] || cargo build --release -q -p server --bin server --example showcase_bench_seed
dir="$(mktemp -d "${TMPDIR:-/tmp}/showcase-bench.XXXXXX")"
admin() { psql -v ON_ERROR_STOP=1 -q -h 127.0.0.1 -U postgres -d test -c "$1"; }
run_db=""
cleanup() {
  kill "${server_pid:-}" 2>/dev/null || true
  wait "${server_pid:-}" 2>/dev/null || true
  if [ -n "$run_db" ]; then admin "DROP DATABASE IF EXISTS $run_db WITH (FORCE)" || true; fi
  rm -rf "$dir"
}
trap cleanup EXIT
if [ "${BENCH_BACKEND:-sqlite}" = pg ]; then
  run_db="showcase_$(date +%s)_$$"
  admin "CREATE DATABASE $run_db"
  database_url="postgres://postgres@127.0.0.1:5432/$run_db"
else
  database_url="$dir/platform.db"
fi
"$target/release/examples/showcase_bench_seed" "$database_url" "$count"
if [ -n "$run_db" ]; then psql -q -h 127.0.0.1 -U postgres -d "$run_db" -c "VACUUM ANALYZE"; fi

PLATFORM_DATA_DIR="$dir" DATABASE_URL="$database_url" PLATFORM_LISTEN="127.0.0.1:$port" \
  PLATFORM_STATIC_DIR="$dir/none" PLATFORM_DEFINITIONS_DIR="$PWD" RUST_LOG=warn \
  "$target/release/server" serve &
server_pid=$!
for _ in $(seq 1 100); do
  curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  sleep 0.2
done
# one look at an answer, so a broken query fails the run instead of measuring errors
curl -fsS -H 'Content-Type: application/json' \
  -d '{"query":{"current":1,"size":5},"company":{"registerOrListing":"1"},"tenantId":"000000"}' \
  "http://127.0.0.1:$port/api/rem-registrationbizweb/nonds/company/selectCompanyPage" \
  | grep -o '"total":[0-9]*'
wrk -t1 -c1 -d3s -s scripts/bench/showcase.lua "http://127.0.0.1:$port" >/dev/null # warm-up
wrk -t"${BENCH_THREADS:-2}" -c"$conns" -d"${secs}s" --latency -s scripts/bench/showcase.lua "http://127.0.0.1:$port"
