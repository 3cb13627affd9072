#!/usr/bin/env bash
# No source file of the server or the engine over 500 lines: a longer one has more than one
# reason to change. diesel's generated schema.rs is the one exception.
set -euo pipefail
cd "$(dirname "$0")/.."
limit=500
status=0
while IFS= read -r file; do
  lines=$(wc -l < "$file")
  if (( lines > limit )); then
    echo "$file: $lines lines (at most $limit)"
    status=1
  fi
done < <(find server/src engine/src -name '*.rs' ! -path server/src/schema.rs | sort)
exit $status
