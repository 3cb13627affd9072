#!/usr/bin/env bash
# The server writes the business documents (PDF) in a CJK font: Debian's fonts-noto-cjk unless
# PLATFORM_PDF_FONT names another. Install the package when the font is missing (as root);
# otherwise say how, and go on: the platform runs, its documents wait for the font.
set -euo pipefail
if [ -n "${PLATFORM_PDF_FONT:-}" ]; then
  [ -f "$PLATFORM_PDF_FONT" ] || echo "PLATFORM_PDF_FONT names $PLATFORM_PDF_FONT, which does not exist: no business document can be written" >&2
  exit 0
fi
font=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
[ -f "$font" ] && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "installing Debian's fonts-noto-cjk for the business documents (PDF)" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq || true
  apt-get install -y -qq fonts-noto-cjk >/dev/null && exit 0
fi
echo "no CJK font at $font: install fonts-noto-cjk ('sudo apt-get install -y fonts-noto-cjk') or set PLATFORM_PDF_FONT to a TTF/OTF/TTC font with Chinese glyphs; until then the business documents cannot be written" >&2
