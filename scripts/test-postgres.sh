#!/usr/bin/env bash
# Runs the server suite (or the files named) on a throwaway PostgreSQL cluster.
set -euo pipefail
exec bash "$(dirname "$0")/with-postgres.sh" npx --no-install vitest run --project server "$@"
