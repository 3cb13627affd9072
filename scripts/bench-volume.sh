#!/usr/bin/env bash
# Volume benchmark (issue 23 item 3): the lists staff and users open every day, over a tenant of
# 1,000,000 applications (20,000 of them waiting at 初审 with their to-dos; 1,980,000 tasks in
# all) and 100,000 holder accounts in one enterprise's register. Seeds them once
# (server/examples/volume_bench_seed.rs) into a database kept for later runs (SQLite under
# target/volume-bench, or the PostgreSQL database volume_bench; BENCH_RESEED=1 seeds again),
# starts the release server on it and drives it with wrk (scripts/bench/volume.lua), rotating:
# the reviewer's to-do list (first page, one business, page 50), the applicant's own list
# (first page, page 100), 流程查询 over the tenant (first page, one business), the register
# (first page, a holder-name search, page 500).
#
# usage: scripts/bench-volume.sh [sqlite|pg] [SECONDS=15] [CONNECTIONS=1] [APPS=1000000] [ACCOUNTS=100000]
# env:   CARGO_TARGET_DIR (default target), BENCH_PORT (default 18392), BENCH_SKIP_BUILD=1
set -euo pipefail
cd "$(dirname "$0")/.."
backend="${1:-sqlite}"
secs="${2:-15}"
conns="${3:-1}"
apps="${4:-1000000}"
accounts="${5:-100000}"
port="${BENCH_PORT:-18392}"
target="${CARGO_TARGET_DIR:-target}"
base="http://127.0.0.1:$port/api"
case "$backend" in sqlite | pg) ;; *) echo "usage: $0 [sqlite|pg] [SECONDS] [CONNECTIONS]" >&2; exit 2 ;; esac
command -v wrk >/dev/null || { echo "wrk is needed: apt-get install -y wrk" >&2; exit 1; }

[ -n "${BENCH_SKIP_BUILD:-}" ] || cargo build --release -q -p server --bin server --example volume_bench_seed
keep="$target/volume-bench"
mkdir -p "$keep"
dir="$(mktemp -d "${TMPDIR:-/tmp}/volume-bench.XXXXXX")"
trap 'kill "${server_pid:-}" 2>/dev/null || true; rm -rf "$dir"' EXIT
if [ "$backend" = pg ]; then
  admin() { psql -v ON_ERROR_STOP=1 -q -h 127.0.0.1 -U postgres -d test -Atc "$1"; }
  database_url="postgres://postgres@127.0.0.1:5432/volume_bench"
  seeded="$keep/pg-$apps-$accounts"
  if [ -n "${BENCH_RESEED:-}" ] || [ ! -e "$seeded" ] || [ -z "$(admin "SELECT 1 FROM pg_database WHERE datname = 'volume_bench'")" ]; then
    admin "DROP DATABASE IF EXISTS volume_bench WITH (FORCE)"
    admin "CREATE DATABASE volume_bench"
    rm -f "$keep"/pg-*
    time "$target/release/examples/volume_bench_seed" "$database_url" "$apps" "$accounts"
    touch "$seeded"
  fi
else
  database_url="$keep/sqlite-$apps-$accounts.db"
  if [ -n "${BENCH_RESEED:-}" ] || [ ! -e "$database_url" ]; then
    rm -f "$database_url"*
    time "$target/release/examples/volume_bench_seed" "$database_url" "$apps" "$accounts"
  fi
fi

PLATFORM_DATA_DIR="$dir" DATABASE_URL="$database_url" PLATFORM_LISTEN="127.0.0.1:$port" \
  PLATFORM_STATIC_DIR="$dir/none" PLATFORM_DEFINITIONS_DIR="$PWD" PLATFORM_CAPTCHA=off \
  PLATFORM_ACCESS_TOKEN_SECS=3600 RUST_LOG=warn "$target/release/server" serve >"$dir/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 150); do
  curl -fsS "$base/health" >/dev/null 2>&1 && break
  sleep 0.2
done
token() {
  curl -fsS -H 'Authorization: Basic c2FiZXI6c2FiZXJfc2VjcmV0' \
    -d "grant_type=password&username=$1&password=Demo%232026" "$base/blade-auth/oauth/token" \
    | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["access_token"])'
}
export VOLUME_REVIEWER="$(token staff_first)" VOLUME_APPLICANT="$(token personal_demo)" \
  VOLUME_ENTERPRISE="$(token org_demo)"
# Each call once, alone, so a broken query fails the run instead of measuring errors, and
# the sizes of what is measured are shown.
once() {
  curl -fsS -H 'Content-Type: application/json' -H 'Authorization: Basic c2FiZXI6c2FiZXJfc2VjcmV0' \
    -H "Blade-Auth: bearer $2" -d "$3" -w ' %{time_total}s\n' "$base/rem-registrationbizweb/$1" \
    | python3 -c 'import json,sys; t=sys.stdin.read(); body,_,took=t.rpartition(" "); d=json.loads(body)["data"]; print(sys.argv[1], "total", d.get("totalRecord"), "rows", len(d["records"]), took.strip())' "$1"
}
once taskItem/getUserTasks "$VOLUME_REVIEWER" '{"pageNo":1,"pageSize":10}'
once application/list "$VOLUME_APPLICANT" '{"pageNo":1,"pageSize":10}'
once queryPage/processQuery2/list "$VOLUME_REVIEWER" '{"pageNo":1}'
once company/shareholders "$VOLUME_ENTERPRISE" '{"companyId":"c-qinchuang","pageNo":1,"pageSize":10}'
wrk -t1 -c1 -d3s -s scripts/bench/volume.lua "http://127.0.0.1:$port" >/dev/null # warm-up
wrk -t"$(( conns < 2 ? 1 : 2 ))" -c"$conns" -d"${secs}s" --latency -s scripts/bench/volume.lua "http://127.0.0.1:$port"
