#!/usr/bin/env bash
# Security scanners against a local server (issue 34; docs/security.md, "Scanners"). Not part of npm test.
# Starts the server on PGlite with the demo seed, signs a member in by phone code (the dev outbox), then runs
# sqlmap (Debian package) on id and keyword parameters of the public and member lists and wapiti on the site.
# Needs: apt-get install sqlmap wapiti. Heavy: run it behind the shared lock, e.g.
#   flock /tmp/heavy.lock scripts/scan.sh
# SCAN_PORT (default 4400), SCAN_OUT (default /tmp/acsc-scan), SCAN_MINUTES (wapiti's limit, default 5).
set -euo pipefail
cd "$(dirname "$0")/.."
PORT=${SCAN_PORT:-4400}
OUT=${SCAN_OUT:-/tmp/acsc-scan}
MINUTES=${SCAN_MINUTES:-5}
SQLMAP_SECONDS=${SCAN_SQLMAP_SECONDS:-240}
BASE="http://127.0.0.1:$PORT"
API="$BASE/prod-api"
rm -rf "$OUT" && mkdir -p "$OUT"
DATA=$(mktemp -d)

# The server: embedded database, demo content, development mode (the dev outbox gives the sign-in code).
# Node itself is the background process (no npx in between), so the trap below stops the server it started.
if curl -fs "$API/health" >/dev/null 2>&1; then
  echo "port $PORT is taken by another server: stop it or set SCAN_PORT" >&2
  exit 1
fi
(cd apps/server && exec env NODE_ENV=development PORT="$PORT" HOST=127.0.0.1 DATA_DIR="$DATA" SEED_DEMO=true \
  LOG_LEVEL=warn node --import tsx src/main.ts) >"$OUT/server.log" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true; wait "$SERVER" 2>/dev/null || true; rm -rf "$DATA"' EXIT
for _ in $(seq 1 120); do curl -fs "$API/health" >/dev/null && break; sleep 1; done

# A member's session: a phone code from the dev outbox, then login/captcha.
PHONE="+85512$(printf '%06d' $((RANDOM * 10 % 900000 + 100000)))"
H=(-H 'content-type: application/json' -H 'device-id: scanner' -H 'language: en_US')
curl -fs "${H[@]}" -d "{\"address\":\"$PHONE\",\"type\":2}" "$API/client/captcha/v1/send" >/dev/null
CODE=$(curl -fs "$API/dev/outbox" | node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const e=JSON.parse(s).data.find(x=>x.address===process.argv[1]);console.log(e.code)})" "$PHONE")
TOKEN=$(curl -fs "${H[@]}" -d "{\"address\":\"$PHONE\",\"captcha\":\"$CODE\"}" "$API/client/member/v1/login/captcha" |
  node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).data.token))")
echo "member signed in: $PHONE" | tee "$OUT/summary.txt"
curl -fs -o /dev/null -w 'the site: / answers %{http_code}, ' "$BASE/" | tee -a "$OUT/summary.txt"
curl -fs "$BASE/sitemap.xml" | grep -c '<loc>' | sed 's/$/ pages in the sitemap/' | tee -a "$OUT/summary.txt"

# sqlmap: bounded (level 2, risk 1, 10 s per request, SCAN_SQLMAP_SECONDS per target, default 4 minutes), with the member's token.
SQLMAP=(sqlmap --batch --level 2 --risk 1 --timeout 10 --retries 1 --threads 2 --disable-coloring
  --output-dir "$OUT/sqlmap" -H "Authorization: Bearer $TOKEN" -H 'Language: en_US' -H 'Device-Id: scanner')
run_sqlmap() {
  local name=$1
  shift
  echo "== sqlmap $name" | tee -a "$OUT/summary.txt"
  timeout "$SQLMAP_SECONDS" "${SQLMAP[@]}" "$@" >"$OUT/sqlmap-$name.log" 2>&1 || echo "(exit $?)" >>"$OUT/summary.txt"
  grep -E "is vulnerable|injectable|might be injectable|all tested parameters do not appear|no parameter\(s\) found|CRITICAL" \
    "$OUT/sqlmap-$name.log" | sort -u | tee -a "$OUT/summary.txt" || true
}
run_sqlmap news-search -u "$API/client/article/v1/search/listPage?keywords=campus&channelId=1&pageNum=1&pageSize=10" \
  -p keywords,channelId,pageNum
run_sqlmap news-search-post -u "$API/client/article/v1/search/listPage" \
  --data '{"keywords":"campus","channelId":1,"pageNum":1,"pageSize":10}' -p keywords,channelId
run_sqlmap news-detail -u "$API/client/article/v1/detail/1*"
run_sqlmap exchange-list -u "$API/client/exchange/v1/post/listPage?tab=latest&keywords=hello&authorId=1&pageSize=10" \
  -p keywords,authorId,tab
run_sqlmap exchange-comments -u "$API/client/exchange/v1/comment/listPage?postId=1&pageSize=10" -p postId
run_sqlmap reservation-list -u "$API/client/reservation/v1/record/listPage?pageNum=1&pageSize=10" -p pageNum,pageSize
run_sqlmap activity-list -u "$API/client/reservation/v1/activity/listPage?pageNum=1&pageSize=10&tab=upcoming&city=Phnom" \
  -p city,tab,pageNum
run_sqlmap work-list -u "$API/client/work/v1/job/listPage?pageNum=1&pageSize=10&keywords=translator&city=Phnom&companyId=1" \
  -p keywords,city,companyId
run_sqlmap scholarship-list -u "$API/client/scholarship/v1/listPage?pageNum=1&pageSize=10&keywords=master&level=master" \
  -p keywords,level
run_sqlmap member-public -u "$API/client/member/v1/public?id=1" -p id

# wapiti: the site (the pages the server draws and the links in them) and the API lists above as start points,
# with the member's token; time-bounded. Not its ssrf module (it calls wapiti's own server on the internet),
# nor the brute-force ones (nikto, buster, brute_login_form).
echo "== wapiti" | tee -a "$OUT/summary.txt"
# The public pages the sitemap lists (the server draws them for visitors) are start points too.
PAGES=()
while read -r u; do PAGES+=(-s "$u"); done < <(curl -fs "$BASE/sitemap.xml" | grep -o '<loc>[^<]*</loc>' |
  sed -E 's#</?loc>##g; s#^https?://[^/]+#'"$BASE"'#' | head -n 40)
MODULES=backup,blindsql,cookieflags,crlf,csp,csrf,exec,file,htaccess,http_headers,methods,permanentxss,redirect,sql,xss,xxe
timeout $((MINUTES * 60 + 120)) wapiti -u "$BASE/" --scope domain -m "$MODULES" -d 4 --max-links-per-page 40 \
  --max-scan-time $((MINUTES * 60)) --max-attack-time 60 --flush-session -H "Authorization: Bearer $TOKEN" \
  -s "$API/client/article/v1/search/listPage?keywords=campus&pageNum=1&pageSize=10" \
  -s "$API/client/exchange/v1/post/listPage?tab=latest&keywords=hello&pageSize=10" \
  -s "$API/client/reservation/v1/record/listPage?pageNum=1&pageSize=10" \
  -s "$API/client/work/v1/job/listPage?pageNum=1&pageSize=10&keywords=translator" \
  -s "$API/client/alumnus/v1/school/list?keywords=peking" "${PAGES[@]}" \
  -f json -o "$OUT/wapiti.json" >"$OUT/wapiti.log" 2>&1 || echo "(exit $?)" >>"$OUT/summary.txt"
node -e "const r=require(process.argv[1]);for(const [k,v] of Object.entries({...r.vulnerabilities,...r.anomalies}))if(v.length)console.log(k+': '+v.length+' '+JSON.stringify(v.map(x=>x.info+' '+x.path)).slice(0,2000))" \
  "$OUT/wapiti.json" | tee -a "$OUT/summary.txt" || true
echo "reports in $OUT" | tee -a "$OUT/summary.txt"
