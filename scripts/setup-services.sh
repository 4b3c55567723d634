#!/usr/bin/env bash
# Installs (Debian packages) and starts the real servers the integration tests
# use: PostgreSQL, MariaDB, Redis, the SQLite CLI, and Chromium for browser
# tests. Safe to run again: it only installs what is missing and only starts
# what is not answering. Needs root (or sudo) on Debian/Ubuntu.
set -euo pipefail

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

need=()
command -v sqlite3 >/dev/null || need+=(sqlite3)
[ -x /usr/bin/time ] || need+=(time)
command -v redis-server >/dev/null || need+=(redis-server)
command -v pg_ctlcluster >/dev/null || need+=(postgresql)
command -v mariadbd >/dev/null || [ -x /usr/sbin/mariadbd ] || need+=(mariadb-server)
command -v chromium >/dev/null || need+=(chromium)
if [ ${#need[@]} -gt 0 ]; then
  echo "setup-services: installing ${need[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

wait_for() { # name, command...
  local name=$1; shift
  for _ in $(seq 1 60); do
    if "$@" >/dev/null 2>&1; then echo "setup-services: $name is up"; return 0; fi
    sleep 0.5
  done
  echo "setup-services: $name did not start" >&2
  return 1
}

# Redis on 127.0.0.1:6379, nothing kept on disk.
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  $SUDO mkdir -p /var/lib/redis /var/log/redis
  $SUDO redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/ci.log
fi
wait_for redis redis-cli -h 127.0.0.1 -p 6379 ping

# PostgreSQL on 127.0.0.1:5432 with a database "test" reachable as postgres without a password.
if ! pg_isready -h 127.0.0.1 -p 5432 >/dev/null 2>&1; then
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
fi
wait_for postgresql pg_isready -h 127.0.0.1 -p 5432
if ! psql -h 127.0.0.1 -U postgres -d test -c 'select 1' >/dev/null 2>&1; then
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  hba=/etc/postgresql/$version/main/pg_hba.conf
  if ! $SUDO grep -q '^host all all 127.0.0.1/32 trust' "$hba"; then
    $SUDO sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$hba"
    $SUDO pg_ctlcluster --skip-systemctl-redirect "$version" main reload || true
  fi
  $SUDO -u postgres psql -c 'create database test' >/dev/null 2>&1 || psql -h 127.0.0.1 -U postgres -c 'create database test' >/dev/null 2>&1 || true
fi
wait_for "postgresql database test" psql -h 127.0.0.1 -U postgres -d test -c 'select 1'

# MariaDB on 127.0.0.1:3306, root without a password, database "test".
if ! mariadb -h 127.0.0.1 -u root -e 'select 1' >/dev/null 2>&1; then
  if ! mariadb-admin ping >/dev/null 2>&1; then
    $SUDO mkdir -p /run/mysqld && $SUDO chown mysql:mysql /run/mysqld 2>/dev/null || true
    $SUDO start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd -- --user=mysql
    wait_for mariadb mariadb-admin ping
  fi
  $SUDO mariadb -e "ALTER USER 'root'@'localhost' IDENTIFIED VIA mysql_native_password USING PASSWORD(''); FLUSH PRIVILEGES;" 2>/dev/null || true
fi
$SUDO mariadb -h 127.0.0.1 -u root -e 'create database if not exists test' >/dev/null 2>&1 || true
wait_for "mariadb database test" mariadb -h 127.0.0.1 -u root -e 'select 1' test
