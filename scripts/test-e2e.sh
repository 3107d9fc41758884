#!/usr/bin/env bash
# The browser tests (`npm run test:e2e`; arguments go to Playwright): Chromium, the build, then Playwright against
# one server on a freshly seeded demo database.
#
# The demo loads while the console builds: the load (from its snapshot, packages/server/src/seed/demo-snapshot.ts)
# runs on one core for about 15 s, Vite mostly on the other, and the server used to seed only after the build, on
# start. The seeded folder is copied for the second
# server a few tests start with another configuration (e2e/support/own-server.ts), which used to seed a demo of its
# own in the middle of the run, taking a core from the tests.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh
npm run build -w @anumati/server

data=$(mktemp -d "${TMPDIR:-/tmp}/anumati-e2e-XXXXXX")
trap 'rm -rf "$data"' EXIT
# As `npm start` does: run-p stops the other task when one fails.
DATA_DIR="$data/shared" npx run-p --print-label build:console load-demo
cp -a "$data/shared" "$data/second"

E2E_DATA_DIR="$data/shared" E2E_SECOND_DATA_DIR="$data/second" npm test -w @anumati/e2e -- "$@"
