#!/bin/sh
# Replaces the server replicas of compose.yaml one at a time (docs/DEPLOYMENT.md § Upgrading): for each running
# replica, a new one from the image compose names now starts beside the others and must answer /health/ready before
# the old one is stopped. The old one, on SIGTERM, answers 503 to what comes in (nginx retries it on another
# replica), finishes what it has and exits; nginx's resolver drops its address within 5 s (deploy/nginx.conf).
# Compose has no rolling update of its own: `docker compose up` recreates every replica at once.
#
# Run it from the folder of compose.yaml, after `docker compose build` (or pull) and `docker compose run --rm migrate`.
# Extra compose files as for `up`: COMPOSE_FILE=compose.yaml:deploy/compose.tls.yaml sh deploy/rolling-restart.sh
set -eu

# How long a new replica may take to become ready: 60 checks, 2 s apart.
READY_CHECKS=60

old=$(docker compose ps --quiet server)
count=$(printf '%s\n' "$old" | grep -c . || true)
if [ "$count" -eq 0 ]; then
  echo "No server replica is running: start them with docker compose up -d" >&2
  exit 1
fi

for id in $old; do
  before=$(docker compose ps --quiet server)
  docker compose up --detach --no-deps --no-recreate --scale "server=$((count + 1))" server
  new=$(docker compose ps --quiet server | grep -v -x -F "$before")
  checks=0
  until docker exec "$new" node -e \
    "fetch('http://127.0.0.1:8080/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"; do
    checks=$((checks + 1))
    if [ "$checks" -ge "$READY_CHECKS" ]; then
      echo "The new replica $new did not become ready; the old ones keep serving. Its log:" >&2
      docker logs --tail 50 "$new" >&2
      docker stop "$new" >/dev/null && docker rm "$new" >/dev/null
      exit 1
    fi
    sleep 2
  done
  echo "Replica $new is ready; stopping $id"
  docker stop --time 30 "$id" >/dev/null
  docker rm "$id" >/dev/null
done
echo "Every replica replaced ($count)."
