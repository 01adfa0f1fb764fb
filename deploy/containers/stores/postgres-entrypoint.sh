#!/bin/sh
# The official postgres image's start contract on Debian's PostgreSQL: a new data folder is created
# with POSTGRES_USER / POSTGRES_PASSWORD, POSTGRES_DB is created, /docker-entrypoint-initdb.d/*.sql
# run once; then the server runs in the foreground as the postgres user, listening on every address.
# Any other command (redis-server, haproxy: the same image serves them) runs as it is.
set -eu
if [ "${1:-}" != postgres ]; then exec "$@"; fi
shift
export PGDATA="${PGDATA:-/var/lib/postgresql/data}"
user="${POSTGRES_USER:-postgres}"
db="${POSTGRES_DB:-$user}"
mkdir -p "$PGDATA" /run/postgresql
chown postgres:postgres "$PGDATA" /run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile="$(mktemp)"
  printf '%s' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}" >"$pwfile"
  chown postgres "$pwfile"
  runuser -u postgres -- initdb -D "$PGDATA" -U "$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  runuser -u postgres -- pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  [ "$db" = postgres ] || runuser -u postgres -- psql -q -U "$user" -d postgres -c "CREATE DATABASE \"$db\""
  for f in /docker-entrypoint-initdb.d/*.sql; do
    [ -e "$f" ] && runuser -u postgres -- psql -q -v ON_ERROR_STOP=1 -U "$user" -d "$db" -f "$f"
  done
  runuser -u postgres -- pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
fi
exec runuser -u postgres -- postgres -D "$PGDATA" -c listen_addresses='*' "$@"
