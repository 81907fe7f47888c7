#!/usr/bin/env bash
# Type-checks sst.config.ts and stacks/ without AWS or internet (DESIGN §10).
# 1. Generates .sst/platform (SST's component sources + Pulumi, from the npm registry) if missing.
# 2. Runs tsc over sst.config.ts and stacks/*.ts (stacks/tsconfig.json). Exits non-zero on errors.
set -euo pipefail

cd "$(dirname "$0")/.."

export SST_SKIP_DEPENDENCY_CHECK=1 # else the CLI tries to download Pulumi and fails offline
export SST_NO_BUN=1
export SST_TELEMETRY_DISABLED=1
export CI=true

if [ ! -f .sst/platform/config.d.ts ]; then
  echo "typecheck:sst: generating .sst/platform (npx sst install --stage ci)…"
  npx --no-install sst install --stage ci </dev/null
  if [ ! -f .sst/platform/config.d.ts ]; then
    echo "typecheck:sst: 'sst install' did not produce .sst/platform/config.d.ts" >&2
    exit 1
  fi
fi

npx --no-install tsc -p stacks/tsconfig.json
echo "typecheck:sst: sst.config.ts and stacks/ type-check"
