#!/usr/bin/env bash
# Benchmark of the Excel export (issue 20): seeds N completed applications into a separate
# SQLite database (server/examples/export_bench_seed.rs), starts the release server on it and
# has a reviewer export every application of the tenant twice over: the list call's export
# (application/query/export, keyset chunks) and the configurable query page 流程查询
# (queryPage/processQuery2/export, one streamed query). Prints the rows written, the file's
# size, the time of the download and the server's peak resident memory (VmHWM) after each.
#
# usage: scripts/bench-export.sh [N=100000] [RUNS=3]
# env:   CARGO_TARGET_DIR (default target), BENCH_PORT (default 18391)
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-100000}"
runs="${2:-3}"
port="${BENCH_PORT:-18391}"
target="${CARGO_TARGET_DIR:-target}"
base="http://127.0.0.1:$port/api"

cargo build --release -q -p server --bin server --example export_bench_seed
dir="$(mktemp -d "${TMPDIR:-/tmp}/export-bench.XXXXXX")"
trap 'kill "${server_pid:-}" 2>/dev/null || true; rm -rf "$dir"' EXIT
"$target/release/examples/export_bench_seed" "$dir/platform.db" "$count"

PLATFORM_DATA_DIR="$dir" DATABASE_URL="$dir/platform.db" PLATFORM_LISTEN="127.0.0.1:$port" \
  PLATFORM_STATIC_DIR="$dir/none" PLATFORM_DEFINITIONS_DIR="$PWD" PLATFORM_CAPTCHA=off \
  RUST_LOG=warn "$target/release/server" serve &
server_pid=$!
for _ in $(seq 1 100); do
  curl -fsS "$base/health" >/dev/null 2>&1 && break
  sleep 0.2
done
hwm() { awk '/VmHWM/ {print $2 " kB"}' "/proc/$server_pid/status"; }
token="$(curl -fsS -H 'Authorization: Basic c2FiZXI6c2FiZXJfc2VjcmV0' \
  -d 'grant_type=password&username=staff_first&password=Demo%232026' "$base/blade-auth/oauth/token" \
  | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["access_token"])')"
echo "peak memory after start: $(hwm)"
report() {
  rows="$(unzip -p "$dir/export.xlsx" xl/worksheets/sheet1.xml | grep -o '<row ' | wc -l)"
  echo "$1 run $2: $((rows - 1)) rows, $(stat -c %s "$dir/export.xlsx") bytes, $3 s, peak memory $(hwm)"
}
for run in $(seq 1 "$runs"); do
  seconds="$(curl -fsS -o "$dir/export.xlsx" -w '%{time_total}' \
    -H 'Authorization: Basic c2FiZXI6c2FiZXJfc2VjcmV0' -H "Blade-Auth: bearer $token" \
    "$base/rem-registrationbizweb/application/query/export")"
  report "application/query/export" "$run" "$seconds"
done
for run in $(seq 1 "$runs"); do
  seconds="$(curl -fsS -o "$dir/export.xlsx" -w '%{time_total}' -X POST \
    -H 'Content-Type: application/json' -d '{}' \
    -H 'Authorization: Basic c2FiZXI6c2FiZXJfc2VjcmV0' -H "Blade-Auth: bearer $token" \
    "$base/rem-registrationbizweb/queryPage/processQuery2/export")"
  report "queryPage/processQuery2/export" "$run" "$seconds"
done
