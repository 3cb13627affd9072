#!/usr/bin/env bash
# Property-based fuzzing of the whole API against its own OpenAPI document (schemathesis).
#
# Builds the debug server, starts it on a fresh temporary SQLite data folder and a free port,
# signs in as an investor (personal_demo) and as a reviewer (staff_first), and runs every
# operation of /api/openapi.json once per user with a fixed seed and a bounded number of
# examples. It fails on any 5xx answer and on any answer whose status, content type or body
# the document does not declare: the document is the contract, so a failure is fixed in the
# server or in its document, never by loosening the checks.
#
# Environment: FUZZ_MAX_EXAMPLES (default 40 per operation and phase; about 3 minutes on 2 cores), FUZZ_SEED (default
# 20260101), SERVER_BIN (default the cargo target's debug/server, built here when unset),
# FUZZ_KEEP=1 keeps the data folder and reports.
set -euo pipefail
cd "$(dirname "$0")/.."

SCHEMATHESIS_VERSION=4.32.5
max_examples="${FUZZ_MAX_EXAMPLES:-40}"
seed="${FUZZ_SEED:-20260101}"

# The tool in a venv of its own, pinned, kept between runs.
venv="${XDG_CACHE_HOME:-$HOME/.cache}/fuzz-api/venv-$SCHEMATHESIS_VERSION"
if [ ! -x "$venv/bin/schemathesis" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi

target="$(cd "${CARGO_TARGET_DIR:-target}" 2>/dev/null && pwd || echo "$PWD/target")"
if [ -z "${SERVER_BIN:-}" ]; then
  cargo build -q -p server
  SERVER_BIN="$target/debug/server"
fi

port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
base="http://127.0.0.1:$port"
data="$(mktemp -d)"
# The embedded SQLite database in the fresh folder, whatever DATABASE_URL the caller has.
# Captcha off so that the script can sign in; tokens outlive the run; the failed sign-ins the
# fuzzer makes against the token call must not lock the accounts the run uses.
env -u DATABASE_URL \
  PLATFORM_DATA_DIR="$data" PLATFORM_LISTEN="127.0.0.1:$port" PLATFORM_CAPTCHA=off \
  PLATFORM_ACCESS_TOKEN_SECS=7200 PLATFORM_LOGIN_MAX_FAILURES=1000000 \
  PLATFORM_STATIC_DIR="$data/no-frontend" RUST_LOG="${RUST_LOG:-warn}" \
  "$SERVER_BIN" serve >"$data/server.log" 2>&1 &
pid=$!
cleanup() {
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  if [ "${FUZZ_KEEP:-}" = 1 ]; then echo "kept $data"; else rm -rf "$data"; fi
}
trap cleanup EXIT
for _ in $(seq 1 120); do
  curl -fsS "$base/api/health" >/dev/null 2>&1 && break
  kill -0 "$pid" 2>/dev/null || { cat "$data/server.log"; exit 1; }
  sleep 0.5
done

token_of() {
  local answer
  answer=$(curl -sS -X POST "$base/api/blade-auth/oauth/token" \
    -H 'Authorization: Basic c2FiZXI6c2FiZXJfc2VjcmV0' -H 'Tenant-Id: 000000' \
    --data-urlencode grant_type=password --data-urlencode "username=$1" \
    --data-urlencode 'password=Demo#2026')
  python3 -c 'import json,sys; print(json.load(sys.stdin)["data"]["access_token"])' <<<"$answer" \
    || { echo "sign-in of $1 failed: $answer" >&2; exit 1; }
}

status=0
for user in personal_demo staff_first; do
  token="$(token_of "$user")"
  echo "== fuzzing every operation as $user (seed $seed, at most $max_examples examples each)"
  # The sign-out call is left out: it revokes the token the rest of the run uses, and every
  # call after it would answer 401 instead of exercising the operation.
  "$venv/bin/schemathesis" run "$base/api/openapi.json" --url "$base" \
    -H "Blade-Auth: bearer $token" \
    --exclude-path /api/blade-auth/oauth/logout \
    --checks not_a_server_error,response_schema_conformance,status_code_conformance,content_type_conformance \
    --max-examples "$max_examples" --seed "$seed" --generation-deterministic \
    --phases examples,coverage,fuzzing --workers 2 --request-timeout 30 \
    --suppress-health-check all --no-color \
    --report junit --report-dir "$data/report-$user" || status=$?
done
if grep -q "panicked" "$data/server.log"; then
  echo "the server panicked:"; grep -A3 panicked "$data/server.log" | head -40
  status=1
fi
exit "$status"
