#!/usr/bin/env bash
# Structure rules of the server and the engine that the compiler does not check:
# - no source file of server/src or engine/src over 500 lines (a longer one has more than one
#   reason to change); diesel's generated schema.rs is the one exception;
# - a route handler never imports another handler: what two handlers share lives in a module
#   of its own (a group's support.rs or request.rs, or outside routes/), and nothing outside
#   routes/ imports from routes/ except the app that mounts them.
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

# Modules of a route group that are not handlers, and may be shared by its handlers. Every
# module a handler names through `super::` (in a use tree, however it is spread over lines)
# must be one of them.
shared='support|request'
for file in $(find server/src/routes -mindepth 2 -name '*.rs' ! -name mod.rs | sort); do
  for module in $(perl -0777 -ne '
      while (/use super::\{([^;]*)\};/g) { my $t = $1; while ($t =~ /(?:^|[,{\s])([a-z_]+)::/g) { print "$1\n" } }
      while (/super::([a-z_]+)::/g) { print "$1\n" }' "$file" | sort -u); do
    if ! [[ $module =~ ^($shared)$ ]]; then
      echo "$file: a handler imports the handler $module (share it through support.rs or request.rs)"
      status=1
    fi
  done
done
while IFS=: read -r file line text; do
  echo "$file:$line: a handler imports another handler: $text"
  status=1
done < <(grep -rnE "routes::[a-z_]+::(\{|[a-z_]+)" server/src/routes --include='*.rs' \
  | grep -vE "routes::[a-z_]+::($shared)\b" | grep -v '/mod.rs:' | grep -v 'routes/openapi.rs:' || true)
while IFS=: read -r file line text; do
  echo "$file:$line: only the app mounts routes: $text"
  status=1
done < <(grep -rn "crate::routes::" server/src --include='*.rs' | grep -v '^server/src/routes/' \
  | grep -v '^server/src/app.rs:' || true)
exit $status
