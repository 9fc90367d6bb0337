#!/usr/bin/env bash
# Runs nginx in the foreground with deploy/nginx.conf as shipped, pointed at a built folder and a
# loopback port, with the headers generated from its _headers. Used by deploy/test-nginx.sh and
# by `npm run bench` (to compare sitegen serve with nginx); stops nginx and cleans up on TERM/INT.
#
#   deploy/run-nginx.sh DIST PORT
set -euo pipefail

DIST=$(cd "$1" && pwd)
PORT=$2
HERE=$(cd "$(dirname "$0")" && pwd)
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so

command -v nginx >/dev/null || { echo "nginx is not installed (Debian: apt-get install nginx)" >&2; exit 1; }

WORK=$(mktemp -d)
NGINX_PID=""
cleanup() {
  if [ -n "$NGINX_PID" ]; then kill "$NGINX_PID" 2>/dev/null || true; wait "$NGINX_PID" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 0' TERM INT

# The config as shipped, pointed at this folder and port, and the headers generated from _headers.
node "$HERE/nginx-headers.mjs" "$DIST/_headers" >"$WORK/sitegen-headers.conf"
sed -e "s|listen 80;|listen 127.0.0.1:$PORT;|" \
    -e "s|root /var/www/mustermann-elektrotechnik/dist;|root $DIST;|" \
    -e "s|include /etc/nginx/sitegen-headers.conf;|include $WORK/sitegen-headers.conf;|" \
    "$HERE/nginx.conf" >"$WORK/site.conf"
LOAD_BROTLI=""
if [ -f "$BROTLI_MODULE" ]; then
  LOAD_BROTLI="load_module $BROTLI_MODULE;"
else
  sed -i -e 's|^\( *\)brotli_static on;|\1# brotli_static on;|' "$WORK/site.conf"
fi
mkdir -p "$WORK/tmp"
# Started as root, nginx's workers would drop to nobody, who may not read a dist under a private
# home or temp folder; a throwaway test server reads it as root instead.
RUN_AS=""
[ "$(id -u)" = 0 ] && RUN_AS="user root;"
cat >"$WORK/nginx.conf" <<EOF
$LOAD_BROTLI
$RUN_AS
worker_processes 1;
pid $WORK/nginx.pid;
error_log $WORK/error.log warn;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path $WORK/tmp/body;
  proxy_temp_path $WORK/tmp/proxy;
  fastcgi_temp_path $WORK/tmp/fastcgi;
  uwsgi_temp_path $WORK/tmp/uwsgi;
  scgi_temp_path $WORK/tmp/scgi;
  include $WORK/site.conf;
}
EOF

nginx -t -q -p "$WORK" -c "$WORK/nginx.conf"
nginx -p "$WORK" -c "$WORK/nginx.conf" -g 'daemon off;' &
NGINX_PID=$!
wait "$NGINX_PID"
