#!/usr/bin/env bash
# Runs the README's quick start on a fresh embedded database and prints each command with its
# output, so the README can show what really happens. Usage: bash scripts/quickstart.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export ASSAY_DATA_DIR="$(mktemp -d)/assay" PORT="${PORT:-8080}"

show() { printf '$ %s\n' "$1"; }

LOG="$(dirname "$ASSAY_DATA_DIR")/server.log"
show 'npm start'
node bin/assay.mjs serve >"$LOG" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT
until grep -q 'Listening on' "$LOG"; do sleep 0.3; done
grep 'Listening on' "$LOG"
LINK=$(grep -o 'open the dashboard at [^"]*' "$LOG" | sed 's/open the dashboard at //')
echo

# What a person does in the browser, done here with curl and a cookie jar: open the set-up link,
# create the organization, then create an API key on the API keys page.
JAR="$(dirname "$ASSAY_DATA_DIR")/cookies"
form_token() { grep -o 'name="_csrf" value="[^"]*"' | head -1 | sed 's/.*value="//; s/"$//'; }
SETUP=${LINK#*setup=}
TOKEN=$(curl -s -c "$JAR" -b "$JAR" "$LINK" | form_token)
curl -s -o /dev/null -c "$JAR" -b "$JAR" "localhost:$PORT/dashboard/sign-up" -H "Origin: http://localhost:$PORT" \
  --data-urlencode "_csrf=$TOKEN" --data-urlencode "setup=$SETUP" --data-urlencode "org_name=Acme" \
  --data-urlencode "email=you@acme.example" --data-urlencode "password=a long enough password"
TOKEN=$(curl -s -c "$JAR" -b "$JAR" "localhost:$PORT/dashboard/keys" | form_token)
KEY=$(curl -s -L -c "$JAR" -b "$JAR" "localhost:$PORT/dashboard/keys" -H "Origin: http://localhost:$PORT" \
  --data-urlencode "_csrf=$TOKEN" --data-urlencode "label=quick start" | grep -o 'esk_[0-9A-Za-z]\{49\}' | head -1)
echo "(in the browser: open the link above, create the organization, then API keys → Create API key)"
echo "\$ KEY=${KEY:0:8}...   # the key shown once on the API keys page"
echo

show "curl -s localhost:$PORT/v1/evaluations -H \"Authorization: Bearer \$KEY\" -H 'Content-Type: application/json' \\
  -d '{\"name\": \"Inbound leads\", \"template\": \"lead_qualification\", \"framework\": \"bant\"}'"
CREATED=$(curl -s "localhost:$PORT/v1/evaluations" -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' \
  -d '{"name": "Inbound leads", "template": "lead_qualification", "framework": "bant"}')
echo "$CREATED"
EVAL=$(echo "$CREATED" | node -pe 'JSON.parse(require("fs").readFileSync(0, "utf8")).evaluation_id')
echo

BODY='{"evaluation_id": "'"$EVAL"'", "input_type": "transcript", "options": {"request_next_action": true}, "input": [
  {"role": "user", "content": "Hello, I run IT at Brightwater Clinics. Our nurses waste an hour a day re-typing intake forms."},
  {"role": "agent", "content": "Thanks for reaching out! Is there a budget for this, and when would you like to start?"},
  {"role": "user", "content": "Yes, about $30k is approved, and we need it live before March."}]}'
show "curl -s localhost:$PORT/v1/evaluate -H \"Authorization: Bearer \$KEY\" -H 'Content-Type: application/json' -d '$BODY'"
RESULT=$(curl -s "localhost:$PORT/v1/evaluate" -H "Authorization: Bearer $KEY" -H 'Content-Type: application/json' -d "$BODY")
echo "$RESULT" | node -e 'console.log(JSON.stringify(JSON.parse(require("fs").readFileSync(0, "utf8")), null, 2))'
ID=$(echo "$RESULT" | node -pe 'JSON.parse(require("fs").readFileSync(0, "utf8")).id')
echo

show "curl -s localhost:$PORT/v1/evaluate/$ID -H \"Authorization: Bearer \$KEY\""
curl -s "localhost:$PORT/v1/evaluate/$ID" -H "Authorization: Bearer $KEY" |
  node -e 'console.log(JSON.stringify(JSON.parse(require("fs").readFileSync(0, "utf8")), null, 2))'
