#!/usr/bin/env bash
# Runs nginx with deploy/nginx.conf against a built site and checks it with curl: pages, the
# trailing-slash redirect, 404 pages per locale, the headers of dist/_headers, caching and the
# precompressed copies. Needs nginx (Debian: apt-get install nginx; for brotli also
# libnginx-mod-http-brotli-static), curl and node.
#
#   deploy/test-nginx.sh [DIST] [PORT]      defaults: dist 4400
#
# Prints one line per check and "N passed, M failed"; exits non-zero if any check failed.
set -euo pipefail

DIST=$(cd "${1:-dist}" && pwd)
PORT=${2:-4400}
HERE=$(cd "$(dirname "$0")" && pwd)
BASE="http://127.0.0.1:$PORT"
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so

command -v nginx >/dev/null || { echo "nginx is not installed (Debian: apt-get install nginx)" >&2; exit 1; }
[ -f "$DIST/_headers" ] || { echo "$DIST holds no built site with _headers; run npx sitegen build first" >&2; exit 1; }

NGINX_PID=""
cleanup() {
  if [ -n "$NGINX_PID" ]; then kill "$NGINX_PID" 2>/dev/null || true; wait "$NGINX_PID" 2>/dev/null || true; fi
}
trap cleanup EXIT

"$HERE/run-nginx.sh" "$DIST" "$PORT" &
NGINX_PID=$!
[ -f "$BROTLI_MODULE" ] && LOAD_BROTLI=yes || { LOAD_BROTLI=""; echo "(no brotli module: testing gzip only)"; }
for _ in $(seq 50); do curl -s -o /dev/null "$BASE/" && break; sleep 0.1; done

PASSED=0
FAILED=0
check() { # description, then a command that succeeds when the check holds
  local what=$1; shift
  if "$@"; then PASSED=$((PASSED + 1)); echo "ok   $what"; else FAILED=$((FAILED + 1)); echo "FAIL $what"; fi
}
# Status line and headers (lower-cased names) of a request; extra curl arguments may follow.
head_of() { curl -s -o /dev/null -D - "$@" | tr -d '\r' | sed -E 's/^([A-Za-z-]+):/\L\1:/'; }
status_of() { curl -s -o /dev/null -w '%{http_code}' "$@"; }
header_of() { head_of "${@:2}" | sed -n "s/^$1: //p" | head -n 1; }
body_of() { curl -s "$@"; }

expect_status() { [ "$(status_of "$BASE$1")" = "$2" ]; }
expect_header() { [ "$(header_of "$2" "$BASE$1")" = "$3" ]; }
# Read whole before grep: grep -q stops early, and pipefail would count curl's broken pipe.
expect_body() { local body; body=$(body_of "$BASE$1"); grep -qF -- "$2" <<<"$body"; }

CSP=$(sed -n 's/^  Content-Security-Policy: //p' "$DIST/_headers")
RUNTIME=$(grep -o '/_sitegen/runtime-[A-Za-z0-9]*\.js' "$DIST/index.html" | head -n 1)
# The release files besides latest.json: named by the build id, whose bytes may change under it.
BUILD_ID=$(sed -n 's/.*"id":"\([0-9a-f]*\)".*/\1/p' "$DIST/_sitegen/builds/latest.json")
security_headers() { # path: the headers of the `/*` rule, on whatever status the path gets
  local headers; headers=$(head_of "$BASE$1")
  grep -qxF "content-security-policy: $CSP" <<<"$headers" &&
    grep -qx 'x-content-type-options: nosniff' <<<"$headers" &&
    grep -qx 'referrer-policy: strict-origin-when-cross-origin' <<<"$headers" &&
    grep -q '^permissions-policy: .*camera=()' <<<"$headers" &&
    grep -qx 'x-frame-options: DENY' <<<"$headers" &&
    grep -qx 'cross-origin-opener-policy: same-origin' <<<"$headers"
}
# Exactly one Cache-Control, with this value: two would mean overlapping rules.
cache_control() { [ "$(head_of "$BASE$1" | grep -c '^cache-control:')" = 1 ] && expect_header "$1" cache-control "$2"; }
precompressed() { # path, encoding, decompressor, file in dist
  [ "$(header_of content-encoding -H "Accept-Encoding: $2" "$BASE$1")" = "$2" ] &&
    curl -s -H "Accept-Encoding: $2" "$BASE$1" | $3 | cmp -s - "$DIST/$4"
}
brotli_decompress() { node -e 'process.stdin.pipe(require("zlib").createBrotliDecompress()).pipe(process.stdout)'; }

check "/ is the German home page"                      expect_body / '<html lang="de-DE">'
check "/ is text/html; charset=utf-8"                  expect_header / content-type 'text/html; charset=utf-8'
check "/en/about-us/ is the English page"              expect_body /en/about-us/ '<html lang="en-US">'
check "/de/contact/ answers 200"                        expect_status /de/contact/ 200
check "a payload is application/json"                  expect_header /en/_payload.json content-type 'application/json; charset=utf-8'
check "/about-us answers 301"                          expect_status /about-us 301
check "/about-us redirects to /about-us/"              expect_header /about-us location /about-us/
check "the redirect keeps the query"                   expect_header '/en/career?ref=mail' location '/en/career/?ref=mail'
check "//evil redirects within the site"               expect_header //evil location /evil/
check "//evil.example is no redirect"                  expect_status //evil.example 404
check "/nope/ answers 404"                             expect_status /nope/ 404
check "/nope/ shows the German 404 page"               expect_body /nope/ 'Seite nicht gefunden'
check "/en/nope/ answers 404"                          expect_status /en/nope/ 404
check "/en/nope/ shows the English 404 page"           expect_body /en/nope/ 'Page Not Found'
check "/en/nope/ is in English"                        expect_body /en/nope/ '<html lang="en-US">'
check "/de/nope/ shows the German 404 page"            expect_body /de/nope/ 'Seite nicht gefunden'
check "an unknown posting answers 404"                 expect_status /en/career/no-such-posting/ 404
check "a folder without index.html answers 404"        expect_status /_sitegen/ 404
check "a hashed-asset folder answers 404"              expect_status /_sitegen/chunks/ 404
check "_headers is not served"                         expect_status /_headers 404
check "_redirects is not served"                       expect_status /_redirects 404
check "security headers on a page"                     security_headers /about-us/
check "security headers on a hashed asset"             security_headers "$RUNTIME"
check "security headers on a 404"                      security_headers /en/nope/
check "security headers on a missing hashed asset"     security_headers /_sitegen/chunks/gone-ABC123.js
check "security headers on a redirect"                 security_headers /about-us
check "a page is revalidated (no-cache)"               cache_control /about-us/ no-cache
check "a payload is revalidated (no-cache)"            cache_control /about-us/_payload.json no-cache
check "latest.json is revalidated (no-cache)"          cache_control /_sitegen/builds/latest.json no-cache
check "the release manifest is revalidated"            cache_control "/_sitegen/builds/meta/$BUILD_ID.json" no-cache
check "the release stylesheet is revalidated"          cache_control "/_sitegen/builds/styles/$BUILD_ID.css" no-cache
check "the runtime is immutable for a year"            cache_control "$RUNTIME" 'public, max-age=31536000, immutable'
check "a public file is cached for an hour"            cache_control /favicon.svg 'public, max-age=3600'
check "a 404 is revalidated (no-cache)"                cache_control /en/nope/ no-cache
check "a missing hashed asset's 404 is not immutable"  cache_control /_sitegen/chunks/gone-ABC123.js no-cache
check "gzip: the .gz copy of a page is sent"           precompressed /about-us/ gzip 'gzip -dc' about-us/index.html
check "gzip: the .gz copy of the runtime is sent"      precompressed "$RUNTIME" gzip 'gzip -dc' "${RUNTIME#/}"
check "gzip: responses vary on Accept-Encoding"        expect_header /about-us/ vary Accept-Encoding
if [ -n "$LOAD_BROTLI" ]; then
  check "brotli: the .br copy of a page is sent"       precompressed /about-us/ br brotli_decompress about-us/index.html
fi
check "no encoding: the page itself is sent"           cmp -s <(body_of "$BASE/about-us/") "$DIST/about-us/index.html"

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" = 0 ]
