#!/usr/bin/env bash
# Load benchmark of the public showcase query (issue 6, issue 23): seeds 10,000 enterprises
# into a separate database (SQLite in a temporary folder, or PostgreSQL with BENCH_BACKEND=pg:
# a database created for the run and dropped after it), starts the release server on it and
# drives the showcase calls with wrk (scripts/bench/showcase.lua). Prints wrk's requests/s and
# latency percentiles. PLATFORM_PUBLIC_CACHE_SECS=0 measures every answer from the database.
#
# usage: scripts/bench-showcase.sh [ENTERPRISES=10000] [SECONDS=20] [CONNECTIONS=16]
# env:   BENCH_BACKEND (sqlite|pg), CARGO_TARGET_DIR (default target), BENCH_PORT (default
#        18390), BENCH_THREADS (1: with two, wrk takes a core from the server), BENCH_SKIP_BUILD=1,
#        BENCH_HOLD=SECONDS: after the warm-up, print "ready" and keep the server up that long
#        (to time single requests or profile it) before the measured run
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-10000}"
secs="${2:-20}"
conns="${3:-16}"
port="${BENCH_PORT:-18390}"
target="${CARGO_TARGET_DIR:-target}"
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install -y wrk" >&2; exit 1; }

[ -n "${BENCH_SKIP_BUILD:-}" ] || cargo build --release -q -p server --bin server --example showcase_bench_seed
. scripts/bench/common.sh
bench_scratch showcase-bench
if [ "${BENCH_BACKEND:-sqlite}" = pg ]; then
  bench_pg_database showcase
else
  database_url="$dir/platform.db"
fi
"$target/release/examples/showcase_bench_seed" "$database_url" "$count"
if [ -n "$run_db" ]; then psql -q -h "$pg_host" -U postgres -d "$run_db" -c "VACUUM ANALYZE"; fi

bench_serve "$database_url" "$port"
# one look at an answer, so a broken query fails the run instead of measuring errors
curl -fsS -H 'Content-Type: application/json' \
  -d '{"query":{"current":1,"size":5},"company":{"registerOrListing":"1"},"tenantId":"000000"}' \
  "http://127.0.0.1:$port/api/rem-registrationbizweb/nonds/company/selectCompanyPage" \
  | grep -o '"total":[0-9]*'
wrk -t1 -c1 -d3s -s scripts/bench/showcase.lua "http://127.0.0.1:$port" >/dev/null # warm-up
[ -n "${BENCH_HOLD:-}" ] && { echo ready; sleep "$BENCH_HOLD"; }
wrk -t"${BENCH_THREADS:-1}" -c"$conns" -d"${secs}s" --latency -s scripts/bench/showcase.lua "http://127.0.0.1:$port"
