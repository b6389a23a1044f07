#!/usr/bin/env bash
# Runs the server suite against a throwaway PostgreSQL cluster: initdb in a temporary folder,
# start it on a free port, run the suite with DATABASE_URL, stop and remove the cluster.
set -euo pipefail

PG_BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "PostgreSQL server programs not found: install Debian's postgresql package, or set PG_BIN." >&2
  exit 1
fi

DIR=$(mktemp -d)
PORT=$(node -e "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close() })")
AS=()
# PostgreSQL refuses to run as root: use the postgres account then.
if [ "$(id -u)" = 0 ]; then
  chown postgres "$DIR"
  AS=(runuser -u postgres --)
fi

cleanup() {
  "${AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

"${AS[@]}" "$PG_BIN/initdb" -D "$DIR/data" -U postgres -A trust -E UTF8 --no-sync >/dev/null
"${AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off" start >/dev/null
"${AS[@]}" "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres portal_test

echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $PORT"
DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/portal_test" npx vitest run --project 'server*' "$@"
