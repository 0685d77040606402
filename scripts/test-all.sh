#!/usr/bin/env bash
# Runs every test: static checks, unit tests, API tests on the embedded PGlite, the same API tests on a
# real PostgreSQL 15 server, and the browser journeys in Debian's Chromium headless shell. Usage: npm test
# It installs Debian's chromium-headless-shell, postgresql and redis-server when they are missing and it
# can (root with apt-get); otherwise it names the packages to install.
set -euo pipefail
cd "$(dirname "$0")/.."

need_packages=()
[ -x /usr/lib/chromium/chromium-headless-shell ] || need_packages+=(chromium-headless-shell)
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
[ -n "$pg_bin" ] && [ -x "$pg_bin/initdb" ] || need_packages+=(postgresql)
command -v redis-server >/dev/null 2>&1 || need_packages+=(redis-server)
if [ ${#need_packages[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "==> installing Debian packages: ${need_packages[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_packages[@]}" >/dev/null
    pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  else
    echo "Missing: ${need_packages[*]}. Install them first, e.g.: sudo apt-get install ${need_packages[*]}" >&2
    exit 1
  fi
fi

results=$(mktemp -d)
echo "==> typecheck"
npm run --silent typecheck
echo "==> lint"
npm run --silent lint

echo "==> unit tests and API tests (PGlite)"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json"

echo "==> API tests (PostgreSQL $(basename "$(dirname "$pg_bin")"), Redis)"
pg_dir=$(mktemp -d /tmp/luett-pg.XXXXXX)
pg_port=${TEST_PG_PORT:-54329}
as_pg=()
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$pg_dir"
  as_pg=(runuser -u postgres --)
fi
"${as_pg[@]}" "$pg_bin/initdb" -D "$pg_dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${as_pg[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/log" -w \
  -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
# A throwaway Redis beside it, for the limits shared by several instances (REDIS_URL): in memory only.
redis_port=${TEST_REDIS_PORT:-56329}
redis-server --port "$redis_port" --bind 127.0.0.1 --save "" --appendonly no --daemonize yes \
  --pidfile "$pg_dir/redis.pid" --logfile "$pg_dir/redis.log" --dir "$pg_dir"
stop_services() {
  [ -f "$pg_dir/redis.pid" ] && kill "$(cat "$pg_dir/redis.pid")" 2>/dev/null || true
  "${as_pg[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$pg_dir"
}
trap stop_services EXIT
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres" TEST_REDIS_URL="redis://127.0.0.1:$redis_port" \
  npx vitest run --project api --reporter=default --reporter=json --outputFile.json="$results/vitest-postgres.json"

echo "==> build"
npm run --silent build
echo "==> browser journeys (Chromium headless shell)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json

node scripts/test-summary.mjs "$results"
