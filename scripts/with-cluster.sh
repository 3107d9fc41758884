#!/usr/bin/env bash
# Runs a command against the production topology on this machine (issue 20 §5): PostgreSQL from Debian
# (scripts/with-postgres.sh), the migrations applied once, three compiled server processes, and nginx (installed
# from Debian when missing) in front of them. The command gets CLUSTER_URL (the proxy), CLUSTER_SERVER_URLS and
# CLUSTER_SERVER_PIDS (space-separated, in the same order) and DATABASE_URL. Everything is stopped afterwards.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
if [ -z "${DATABASE_URL:-}" ]; then
  exec bash "$ROOT/scripts/with-postgres.sh" bash "$0" "$@"
fi

PROXY_PORT="${CLUSTER_PORT:-18600}"
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"
if [ ! -x "$NGINX" ]; then
  echo "nginx is missing: installing Debian's nginx-light package…"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx-light >/dev/null
  NGINX=/usr/sbin/nginx
fi

SERVER="$ROOT/packages/server/dist/main.js"
if [ ! -f "$SERVER" ]; then (cd "$ROOT" && npm run build -w @anumati/server); fi
# CLUSTER_NODE runs the compiled servers on another Node.js than the one on PATH (.ci/run: the production image's
# Node 24 LTS, from npm's node package, while this machine's tools run on Node 20).
NODE="${CLUSTER_NODE:-node}"
echo "Cluster: servers on Node.js $("$NODE" --version)"
"$NODE" "$ROOT/packages/server/dist/migrate-command.js"

DIR="$(mktemp -d)"
# Run as root, nginx's workers run as nobody: they must reach their temporary folders under $DIR (nginx makes
# them theirs) to buffer a request body larger than the in-memory buffer (16k), else such a request is answered
# 500 by the proxy itself (an officer's form answers are larger).
chmod 711 "$DIR"
PIDS=()
URLS=()
NGINX_PID=""
cleanup() {
  if [ -n "$NGINX_PID" ]; then kill "$NGINX_PID" 2>/dev/null || true; fi
  # Every server process started, the test's restarts included (start-server records each one).
  for pid in $(cat "$DIR/server-pids" 2>/dev/null); do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$DIR"
}
trap cleanup EXIT

# Development mode keeps each process's SMS outbox readable (GET /api/dev/sms on that process, never through the
# proxy); everything the processes share goes through PostgreSQL, as in production. `start-server N` starts
# process N (again, after a kill or a stop: the fault tests' supervisor, CLUSTER_START_SERVER) and prints its pid.
cat >"$DIR/start-server" <<START
#!/usr/bin/env bash
set -euo pipefail
NODE_ENV=development SEED_ON_EMPTY=false PORT="\$((PROXY_PORT + \$1))" HOST=127.0.0.1 TRUST_PROXY=loopback \\
  PLATFORM_API_KEY="${CLUSTER_PLATFORM_KEY:-cluster-platform-key-0123456789}" DATABASE_URL="$DATABASE_URL" \\
  STORAGE_DIR="$DIR/storage" MAX_EVENT_LOOP_DELAY_MS=0 NODE_NO_WARNINGS=1 \\
  "$NODE" "$SERVER" >>"$DIR/server-\$1.log" 2>&1 </dev/null &
echo "\$!" >>"$DIR/server-pids"
echo "\$!"
START
chmod +x "$DIR/start-server"
for i in 1 2 3; do
  PIDS+=("$(PROXY_PORT="$PROXY_PORT" "$DIR/start-server" "$i")")
  URLS+=("http://127.0.0.1:$((PROXY_PORT + i))")
done
for url in "${URLS[@]}"; do
  for _ in $(seq 1 120); do
    if curl -sf "$url/health/ready" >/dev/null; then break; fi
    sleep 1
  done
  curl -sf "$url/health/ready" >/dev/null || { echo "$url is not ready"; cat "$DIR"/server-*.log; exit 1; }
done

# As deploy/nginx.conf, on this machine's ports, with its proxy settings (deploy/nginx-proxy.conf: the retries of a
# request a stopping or dead process did not answer); X-Upstream tells the test which process answered.
cat >"$DIR/nginx.conf" <<NGINX
daemon off;
pid $DIR/nginx.pid;
error_log $DIR/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log off;
  map \$http_x_request_id \$anumati_request_id {
    default \$http_x_request_id;
    '' \$request_id;
  }
  client_body_temp_path $DIR/body;
  proxy_temp_path $DIR/proxy;
  fastcgi_temp_path $DIR/fastcgi;
  uwsgi_temp_path $DIR/uwsgi;
  scgi_temp_path $DIR/scgi;
  upstream anumati {
    server 127.0.0.1:$((PROXY_PORT + 1)) max_fails=1 fail_timeout=5s;
    server 127.0.0.1:$((PROXY_PORT + 2)) max_fails=1 fail_timeout=5s;
    server 127.0.0.1:$((PROXY_PORT + 3)) max_fails=1 fail_timeout=5s;
    keepalive 16;
  }
  server {
    listen 127.0.0.1:$PROXY_PORT;
    client_max_body_size 6m;
    location / {
      include $ROOT/deploy/nginx-proxy.conf;
      add_header X-Upstream \$upstream_addr always;
    }
  }
}
NGINX
"$NGINX" -c "$DIR/nginx.conf" -p "$DIR" &
NGINX_PID=$!
for _ in $(seq 1 30); do
  if curl -sf "http://127.0.0.1:$PROXY_PORT/health/live" >/dev/null; then break; fi
  sleep 1
done
echo "Cluster: nginx on 127.0.0.1:$PROXY_PORT in front of ${URLS[*]}"

CLUSTER_URL="http://127.0.0.1:$PROXY_PORT" CLUSTER_SERVER_URLS="${URLS[*]}" CLUSTER_SERVER_PIDS="${PIDS[*]}" \
  CLUSTER_START_SERVER="env PROXY_PORT=$PROXY_PORT $DIR/start-server" "$@"
