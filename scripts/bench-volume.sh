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
. scripts/bench/common.sh
bench_scratch volume-bench
if [ "$backend" = pg ]; then
  database_url="postgres://postgres@127.0.0.1:5432/volume_bench"
  seeded="$keep/pg-$apps-$accounts"
  if [ -n "${BENCH_RESEED:-}" ] || [ ! -e "$seeded" ] || [ -z "$(bench_admin "SELECT 1 FROM pg_database WHERE datname = 'volume_bench'")" ]; then
    bench_admin "DROP DATABASE IF EXISTS volume_bench WITH (FORCE)"
    bench_admin "CREATE DATABASE volume_bench"
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

bench_serve "$database_url" "$port" PLATFORM_CAPTCHA=off PLATFORM_ACCESS_TOKEN_SECS=3600
token() {
  curl -fsS -H 'Authorization: Basic c2FiZXI6c2FiZXJfc2VjcmV0' \
    -d "grant_type=password&username=$1&password=Demo%232026" "$base/blade-auth/oauth/token" \
    | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["access_token"])'
}
export VOLUME_REVIEWER="$(token staff_first)" VOLUME_APPLICANT="$(token personal_demo)" \
  VOLUME_ENTERPRISE="$(token org_demo)"
# Each call alone, BENCH_TIMES times (default 20) in a row over HTTP: its answer's size and
# the median and slowest of its times; a refused call fails the run.
python3 - "$base" "${BENCH_TIMES:-20}" <<'PY'
import json, os, statistics, sys, time, urllib.request
base, times = sys.argv[1], int(sys.argv[2])
users = {"reviewer": os.environ["VOLUME_REVIEWER"], "applicant": os.environ["VOLUME_APPLICANT"],
         "enterprise": os.environ["VOLUME_ENTERPRISE"]}
calls = [
    ("to-do list, first page", "reviewer", "taskItem/getUserTasks", {"pageNo": 1, "pageSize": 10}),
    ("to-do list, one business", "reviewer", "taskItem/getUserTasks", {"pageNo": 1, "pageSize": 10, "appId": "550004"}),
    ("to-do list, page 50", "reviewer", "taskItem/getUserTasks", {"pageNo": 50, "pageSize": 20}),
    ("my applications, first page", "applicant", "application/list", {"pageNo": 1, "pageSize": 10}),
    ("my applications, page 100", "applicant", "application/list", {"pageNo": 100, "pageSize": 10}),
    ("流程查询, first page", "reviewer", "queryPage/processQuery2/list", {"pageNo": 1}),
    ("流程查询, one business", "reviewer", "queryPage/processQuery2/list", {"pageNo": 1, "filters": {"appId": "550008"}}),
    ("register, first page", "enterprise", "company/shareholders", {"companyId": "c-qinchuang", "pageNo": 1, "pageSize": 10}),
    ("register, holder name", "enterprise", "company/shareholders", {"companyId": "c-qinchuang", "pageNo": 1, "pageSize": 10, "holderName": "投资者4321"}),
    ("register, page 500", "enterprise", "company/shareholders", {"companyId": "c-qinchuang", "pageNo": 500, "pageSize": 20}),
]
for name, user, path, body in calls:
    took = []
    for _ in range(times):
        request = urllib.request.Request(f"{base}/rem-registrationbizweb/{path}", data=json.dumps(body).encode(),
            headers={"Content-Type": "application/json", "Authorization": "Basic c2FiZXI6c2FiZXJfc2VjcmV0",
                     "Blade-Auth": f"bearer {users[user]}"})
        start = time.perf_counter()
        with urllib.request.urlopen(request) as answer:
            data = json.load(answer)["data"]
        took.append((time.perf_counter() - start) * 1000)
    print(f"{name:30} total {data.get('totalRecord'):>8} rows {len(data['records']):>3}  "
          f"median {statistics.median(took):7.1f} ms  slowest {max(took):7.1f} ms")
PY
wrk -t1 -c1 -d3s -s scripts/bench/volume.lua "http://127.0.0.1:$port" >/dev/null # warm-up
wrk -t"$(( conns < 2 ? 1 : 2 ))" -c"$conns" -d"${secs}s" --latency -s scripts/bench/volume.lua "http://127.0.0.1:$port"
