#!/usr/bin/env bash
# Load benchmark of the application lifecycle (issue 5): builds the release server, starts it
# on a fresh database (SQLite in a temporary folder, or with `pg` a PostgreSQL database created
# for the run and dropped after it) with the demo data and the captcha off, and drives share
# transfers (flow 550004) through submit, first review and recheck with
# scripts/bench/lifecycle.mjs. Prints completed applications/s, the latency percentiles of
# each call and the load average before and after the run.
#
# usage: scripts/bench-lifecycle.sh [sqlite|pg] [WORKERS=4] [SECONDS=20]
# env:   CARGO_TARGET_DIR (default target), BENCH_PORT (default 18391), PLATFORM_DB_POOL (8),
#        BENCH_PG_HOST (127.0.0.1), BENCH_PG_ADMIN_DB (test): where the run's database is made,
#        BENCH_SKIP_BUILD=1: use the release binary as it is (repeated runs)
set -euo pipefail
cd "$(dirname "$0")/.."
backend="${1:-sqlite}"
workers="${2:-4}"
secs="${3:-20}"
port="${BENCH_PORT:-18391}"
target="${CARGO_TARGET_DIR:-target}"
case "$backend" in sqlite | pg) ;; *) echo "usage: $0 [sqlite|pg] [WORKERS] [SECONDS]" >&2; exit 2 ;; esac

[ -n "${BENCH_SKIP_BUILD:-}" ] || cargo build --release -q -p server --bin server
. scripts/bench/common.sh
bench_scratch lifecycle-bench
if [ "$backend" = pg ]; then
  bench_pg_database bench
else
  database_url="$dir/platform.db"
fi

bench_serve "$database_url" "$port" PLATFORM_CAPTCHA=off PLATFORM_ACCESS_TOKEN_SECS=3600 \
  PLATFORM_DB_POOL="${PLATFORM_DB_POOL:-8}" RUST_BACKTRACE=0
curl -fsS "http://127.0.0.1:$port/api/health" | grep -o '"database":"[a-z]*"'

echo "load before: $(uptime)"
node scripts/bench/lifecycle.mjs --url "http://127.0.0.1:$port" --workers "$workers" --seconds "$secs"
echo "load after:  $(uptime)"
echo "server errors logged: $(grep -c 'request failed' "$dir/server.log" || true)"
grep -o 'request failed.*' "$dir/server.log" | sed 's/\x1b\[[0-9;]*m//g' | sort | uniq -c | sort -rn | head -5 || true
