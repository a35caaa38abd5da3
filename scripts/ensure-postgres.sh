#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on loopback for the API tests and prints its URL.
# Installs Debian's postgresql when missing. Usage: eval "$(scripts/ensure-postgres.sh start)"; scripts/ensure-postgres.sh stop
set -euo pipefail
PGPORT=${PG_TEST_PORT:-54329}
DIR=${PG_TEST_DIR:-/tmp/salon-pg-test}
bin_dir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

case "${1:-start}" in
  start)
    if [[ -z "$(bin_dir)" ]]; then
      echo "installing Debian's postgresql…" >&2
      export DEBIAN_FRONTEND=noninteractive
      apt-get update -qq >&2
      apt-get install -y -qq postgresql >/dev/null
    fi
    BIN=$(bin_dir)
    id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql postgres
    # A stale cluster from an earlier run is replaced.
    if [[ -f "$DIR/postmaster.pid" ]]; then runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR" -m immediate stop >&2 || true; fi
    rm -rf "$DIR"; mkdir -p "$DIR"; chown postgres "$DIR"
    runuser -u postgres -- "$BIN/initdb" -D "$DIR" -U postgres -A trust --no-sync >/dev/null
    runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR" -l "$DIR/log" -w -o "-p $PGPORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" start >&2
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PGPORT/postgres"
    ;;
  stop)
    BIN=$(bin_dir)
    [[ -n "$BIN" && -f "$DIR/postmaster.pid" ]] && runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR" -m fast stop >&2 || true
    ;;
esac
