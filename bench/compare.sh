#!/usr/bin/env bash
# Side by side on one machine: `bench/compare.sh REV NAME [ROUNDS]` builds REV in a folder of its own
# (a git worktree under $TMPDIR, installed once) and runs `npm run bench -- NAME` there and here in
# turn, ROUNDS times (default 3), so that both meet the same load. Each line is prefixed with its side.
set -euo pipefail
cd "$(dirname "$0")/.."
rev="${1:?usage: bench/compare.sh REV NAME [ROUNDS]}"
name="${2:?usage: bench/compare.sh REV NAME [ROUNDS]}"
rounds="${3:-3}"
sha="$(git rev-parse --short "$rev")"
other="${TMPDIR:-/tmp}/salon-bench-$sha"
if [ ! -d "$other/node_modules" ]; then
  rm -rf "$other"
  git worktree prune
  git worktree add --detach "$other" "$sha" >/dev/null
  (cd "$other" && npm ci --no-audit --no-fund >/dev/null)
fi
here="$(git rev-parse --short HEAD)"
for round in $(seq 1 "$rounds"); do
  for side in "$sha:$other" "$here:$PWD"; do
    label="${side%%:*}"
    dir="${side#*:}"
    line="$(cd "$dir" && npm run --silent bench -- "$name" 2>/dev/null | tail -n 1)"
    echo "{\"side\":\"$label\",\"round\":$round,\"figures\":$line}"
  done
done
