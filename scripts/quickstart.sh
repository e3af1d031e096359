#!/usr/bin/env bash
# Runs the README's quick start on a fresh embedded database and prints each command with its
# output, so the README can show what really happens. Usage: bash scripts/quickstart.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export ASSAY_DATA_DIR="$(mktemp -d)/assay" PORT="${PORT:-8080}"

show() { printf '$ %s\n' "$1"; }

show 'npx assay org create --name "Acme" --json'
ORG=$(npx assay org create --name "Acme" --json 2>/dev/null)
echo "$ORG" | tail -1
KEY=$(echo "$ORG" | tail -1 | node -pe 'JSON.parse(require("fs").readFileSync(0, "utf8")).api_key')
echo

node bin/assay.mjs serve >/dev/null 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT
until curl -s -o /dev/null "localhost:$PORT/v1/evaluations"; do sleep 0.3; done

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
