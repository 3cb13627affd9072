#!/usr/bin/env bash
# The S3-compatible server that the object store's tests run against: moto's server, pinned, in
# a venv of its own under ${XDG_CACHE_HOME:-~/.cache}, kept between runs. Prints the path of its
# `moto_server` program on standard output (everything else goes to standard error), so that
#   PLATFORM_TEST_S3_SERVER="$(scripts/ensure-s3-server.sh)" cargo test -p server --test api s3
# runs the tests that need it; `make test-rust` does exactly that.
set -euo pipefail

MOTO_VERSION=5.2.5

venv="${XDG_CACHE_HOME:-$HOME/.cache}/s3-server/venv-moto-$MOTO_VERSION"
server="$venv/bin/moto_server"
if [ ! -x "$server" ]; then
  # A venv without the program is a broken earlier install: start it over.
  rm -rf "$venv"
  python3 -m venv "$venv" >&2
  "$venv/bin/pip" install -q --disable-pip-version-check "moto[server]==$MOTO_VERSION" >&2
fi
[ -x "$server" ] || { echo "ensure-s3-server: $server was not installed" >&2; exit 1; }
echo "$server"
