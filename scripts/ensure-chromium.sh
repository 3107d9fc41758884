#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (nothing downloads a browser): its headless shell for the tests
# (e2e/playwright.config.ts), the full browser for Lighthouse (bench/lighthouse-bench.ts). Installs what is missing.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
echo "Chromium is missing: installing Debian's chromium and chromium-headless-shell packages…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-liberation >/dev/null
/usr/bin/chromium --version
