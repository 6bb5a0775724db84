#!/usr/bin/env bash
# Runs the Sabaki tests against the sente executable given as $1. Installs
# the npm packages first when they are missing (npm ci: exactly the versions
# of package-lock.json, into node_modules/ here).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
export SENTE="$1"
if [ ! -f "$here/node_modules/@sabaki/gtp/package.json" ] ||
   [ ! -f "$here/node_modules/@sabaki/sgf/package.json" ]; then
  (cd "$here" && npm ci --no-audit --no-fund --loglevel=error)
fi
exec node --test "$here/sabaki.test.js"
