#!/usr/bin/env bash
# The browser tests drive Debian's chromium; install it when it is missing (as root, from
# Debian's packages: no test tool may download a browser of its own).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
# Without a CJK font the screenshots show Chinese as boxes (and the server writes no PDF);
# pdftoppm (poppler-utils) renders the downloaded business documents to PNG; the sqlite3
# shell reads the image captcha's code a browser test must type (public-login.spec.ts).
fonts=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
[ -x "$chromium" ] && [ -f "$fonts" ] && command -v pdftoppm >/dev/null && command -v sqlite3 >/dev/null && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "chromium, fonts-noto-cjk, poppler-utils or sqlite3 is missing: run 'sudo apt-get install -y chromium fonts-noto-cjk poppler-utils sqlite3' (or set CHROMIUM_PATH)" >&2
  exit 1
fi
echo "installing Debian's chromium for the browser tests" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq || true
apt-get install -y -qq chromium fonts-noto-cjk poppler-utils sqlite3 >/dev/null
