# What the benchmark scripts share (sourced, not run): a scratch folder, a PostgreSQL database
# made for the run, the release server started on a database and waited for, and the cleanup of
# all three when the script ends however it ends.
#
#   bench_scratch NAME          sets $dir, a new folder under $TMPDIR
#   bench_pg_database PREFIX    creates the database PREFIX_<time>_<pid> on $BENCH_PG_HOST
#                               (127.0.0.1), dropped at the end; sets $run_db and $database_url
#   bench_serve URL PORT [VAR=VALUE ...]
#                               starts "$target/release/server serve" on the database URL with
#                               its log in $dir/server.log, the variables added to its
#                               environment; sets $server_pid; answers once /api/health does
#   bench_admin SQL             runs SQL on the administration database (BENCH_PG_ADMIN_DB, test)

pg_host="${BENCH_PG_HOST:-127.0.0.1}"
run_db=""
server_pid=""

bench_admin() { psql -v ON_ERROR_STOP=1 -q -h "$pg_host" -U postgres -d "${BENCH_PG_ADMIN_DB:-test}" -Atc "$1"; }

bench_cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  if [ -n "$run_db" ]; then bench_admin "DROP DATABASE IF EXISTS $run_db WITH (FORCE)" || true; fi
  if [ -n "${dir:-}" ]; then rm -rf "$dir"; fi
}
trap bench_cleanup EXIT

bench_scratch() { dir="$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX")"; }

bench_pg_database() {
  run_db="$1_$(date +%s)_$$"
  bench_admin "CREATE DATABASE $run_db"
  database_url="postgres://postgres@$pg_host:5432/$run_db"
}

bench_serve() {
  local url="$1" port="$2"
  shift 2
  env PLATFORM_DATA_DIR="$dir" DATABASE_URL="$url" PLATFORM_LISTEN="127.0.0.1:$port" \
    PLATFORM_STATIC_DIR="$dir/none" PLATFORM_DEFINITIONS_DIR="$PWD" RUST_LOG=warn "$@" \
    "$target/release/server" serve >"$dir/server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 150); do
    curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && return 0
    sleep 0.2
  done
  echo "the server did not answer on port $port; its log:" >&2
  tail -20 "$dir/server.log" >&2
  return 1
}
