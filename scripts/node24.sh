#!/usr/bin/env bash
# Prints the path of a Node.js 24 LTS binary, the production image's (Dockerfile), installing it once from npm's
# `node` package (an npm package like any other: no download outside the registry) into a cache folder. CI runs
# the compiled servers of the cluster test on it while this machine's own tools stay on Node 20 (issue 50 §7).
set -euo pipefail
CACHE="${ANUMATI_NODE24_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/anumati-node24}"
BIN="$CACHE/node_modules/node/bin/node"
if ! [ -x "$BIN" ] || ! "$BIN" --version | grep -q '^v24\.'; then
  mkdir -p "$CACHE"
  npm install --prefix "$CACHE" --no-save --no-audit --no-fund --loglevel=error node@24 >&2
fi
"$BIN" --version >&2
echo "$BIN"
