#!/usr/bin/env bash
# Installs everything the platform needs on a machine that has only Node 20 and npm:
# the pinned pnpm, the workspace's packages, and (for tests) Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/../.."

want_pnpm=$(node -p "require('./package.json').packageManager.split('@')[1]")
if [ "$(pnpm --version 2>/dev/null || true)" != "$want_pnpm" ]; then
  echo "setup: installing pnpm $want_pnpm with npm"
  npm install --global --no-fund --no-audit "pnpm@$want_pnpm"
fi

echo "setup: installing workspace packages"
if [ -n "${CI:-}" ]; then pnpm install --frozen-lockfile --reporter=append-only; else pnpm install --reporter=append-only; fi

if [ "${1:-}" = "--with-browser" ] && [ ! -x /usr/bin/chromium ]; then
  echo "setup: installing Debian's chromium for the browser tests"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
