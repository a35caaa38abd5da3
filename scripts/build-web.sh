#!/usr/bin/env bash
# Builds the web app into $1 (default apps/web/dist): the browser bundle, the server's render bundle
# in <dir>/ssr (server-side rendering, docs/decisions/0091), and .br/.gz beside each asset.
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(realpath -m "${1:-apps/web/dist}")"
npx vite build apps/web --outDir "$out" --emptyOutDir --logLevel warn
npx vite build apps/web --ssr src/entry-server.tsx --outDir "$out/ssr" --emptyOutDir --logLevel warn
node scripts/precompress.mjs "$out"
