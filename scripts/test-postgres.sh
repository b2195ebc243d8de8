#!/usr/bin/env bash
# The DB integration tests against a real PostgreSQL server on a loopback port (docs/testing.md):
# a throwaway cluster, started, tested, stopped. Without PostgreSQL on the machine, says so and
# passes: the same tests have run on PGlite in the unit suite.
set -euo pipefail
cd "$(dirname "$0")/.."

find_pg_bin() {
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return; fi
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

pg_bin="$(find_pg_bin)"
if [ -z "$pg_bin" ]; then
  echo "No PostgreSQL server on this machine: the DB tests ran on PGlite only."
  exit 0
fi

pg_data="$(mktemp -d /tmp/rulesmith-pg.XXXXXX)"
pg_port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
# initdb refuses to run as root: as root, the cluster belongs to the postgres user.
as_owner() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$1"; else sh -c "$1"; fi
}
[ "$(id -u)" = 0 ] && chown postgres "$pg_data"
as_owner "'$pg_bin/initdb' -D '$pg_data' -A trust -U postgres >/dev/null"
as_owner "'$pg_bin/pg_ctl' -D '$pg_data' -l '$pg_data/server.log' -w \
  -o \"-p $pg_port -k $pg_data -c listen_addresses=127.0.0.1 -c fsync=off\" start >/dev/null" \
  || { cat "$pg_data/server.log"; exit 1; }
trap 'as_owner "\"$pg_bin/pg_ctl\" -D \"$pg_data\" -m fast stop" >/dev/null 2>&1 || true; rm -rf "$pg_data"' EXIT

TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres" npm run test:db
