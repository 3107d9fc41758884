#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server from Debian's packages, through DATABASE_URL.
# The server lives in a temporary folder and is stopped and removed afterwards, whatever the outcome.
set -euo pipefail
# Below the kernel's ephemeral range (32768–60999): a port in it can be taken for a moment as the source port of any
# outgoing connection, and PostgreSQL then cannot listen on it (CI, 7 December 2026: "could not bind IPv4 address
# "127.0.0.1": Address already in use" on 55432 while the topology's test was connecting beside it).
PORT="${PGTEST_PORT:-25432}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [ -z "$BIN" ]; then
  echo "PostgreSQL is missing: installing Debian's postgresql package…"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
  BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
fi

DIR="$(mktemp -d)"
run_as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" -eq 0 ]; then chown postgres "$DIR"; fi
cleanup() {
  run_as_postgres "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

run_as_postgres "$BIN/initdb" -D "$DIR/data" -A trust -U postgres >/dev/null
if ! run_as_postgres "$BIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1" -l "$DIR/log" -w start >/dev/null; then
  # The log lives in the temporary folder the cleanup removes: show it, or the cause (a port in use…) is lost.
  echo "PostgreSQL did not start on 127.0.0.1:$PORT (PGTEST_PORT). Its log:" >&2
  cat "$DIR/log" >&2 || true
  exit 1
fi
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') is running on 127.0.0.1:$PORT"

# What a fault test needs to stop the server and start it again (scripts/with-cluster.sh's fault tests).
cat >"$DIR/stop" <<STOP
#!/usr/bin/env bash
$( [ "$(id -u)" -eq 0 ] && echo "runuser -u postgres --") "$BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null
STOP
cat >"$DIR/start" <<START
#!/usr/bin/env bash
$( [ "$(id -u)" -eq 0 ] && echo "runuser -u postgres --") "$BIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1" -l "$DIR/log" -w start >/dev/null
START
chmod +x "$DIR/stop" "$DIR/start"
POSTGRES_STOP="$DIR/stop" POSTGRES_START="$DIR/start" DATABASE_URL="postgresql://postgres@127.0.0.1:$PORT/postgres" "$@"
