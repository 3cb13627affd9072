#!/bin/sh
# Starts the platform server for the browser tests on a fresh data folder.
# Usage: start-server.sh PORT on|off   (env: PLATFORM_SERVER_BIN, PLATFORM_STATIC_DIR,
# PLATFORM_DEFINITIONS_DIR: where flows/ and forms/ are read, default the repository root)
set -eu
port="$1"
captcha="$2"
here="$(cd "$(dirname "$0")" && pwd)"
# PLATFORM_E2E_DATA_DIR: a folder the test names, for a test that reads the server's database
data_dir="${PLATFORM_E2E_DATA_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/platform-e2e.XXXXXX")}"
export PLATFORM_LISTEN="127.0.0.1:${port}"
export PLATFORM_DATA_DIR="$data_dir"
export PLATFORM_CAPTCHA="$captcha"
export PLATFORM_STATIC_DIR="${PLATFORM_STATIC_DIR:-$here/../dist}"
export PLATFORM_DEFINITIONS_DIR="${PLATFORM_DEFINITIONS_DIR:-$here/../..}"
exec "${PLATFORM_SERVER_BIN:-$here/../../target/debug/server}" serve
