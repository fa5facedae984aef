#!/usr/bin/env bash
# Every test of the platform: install (pnpm, packages, Debian chromium), lint, typecheck, unit and component
# tests, API tests (PGlite, and PostgreSQL too when DATABASE_URL is set), production build, composed e2e.
set -euo pipefail
cd "$(dirname "$0")/../.."
export CI="${CI:-}"
step() { printf '\n=== %s (%ss)\n' "$1" "$SECONDS"; }

step "install"
bash infra/scripts/setup.sh --with-browser

step "lint"
pnpm -r --reporter=append-only run lint

step "formatting: Prettier (pnpm format writes it)"
pnpm --reporter=append-only run format:check

step "document citations: every cited document and section is in docs/"
node --test infra/scripts/doc-refs.test.mjs
node infra/scripts/doc-refs.mjs

step "typecheck"
pnpm -r --reporter=append-only run typecheck

step "unit, component and API tests"
pnpm -r --workspace-concurrency=1 --reporter=append-only run test

step "production build of the shell and the five remotes"
pnpm run build

step "contract: every remote typechecks against the contract the shell was built with; release tooling"
node infra/scripts/check-contract.mjs
node --test infra/scripts/check-contract.test.mjs infra/scripts/release.test.mjs

step "composed e2e in Chromium"
rm -rf .data/e2e
if [ -n "${DATABASE_URL:-}" ]; then
  e2e_db="xchange_e2e_$(date +%s)_$$"
  E2E_DATABASE_URL=$(node infra/scripts/fresh-database.mjs create "$e2e_db")
  trap 'node infra/scripts/fresh-database.mjs drop "$e2e_db" >/dev/null 2>&1 || true' EXIT
  DATABASE_URL="$E2E_DATABASE_URL" pnpm --filter @xchange/e2e run e2e
else
  pnpm --filter @xchange/e2e run e2e
fi
