#!/usr/bin/env bash
# Installs what is missing, builds what is missing and serves the composed site at http://localhost:${PORT:-8080}.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash infra/scripts/setup.sh
exec pnpm --filter @xchange/gateway start
