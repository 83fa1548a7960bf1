#!/usr/bin/env bash
# Runs Schemathesis (PyPI) against the generated Taskboard server: the export of Specs/
# (`routegen export-openapi`) is the contract, `taskboard-server` (Sources/TaskboardServer: the
# generated server of Specs/ with the tests' in-memory service) the API under test. The checks of
# the response against the contract — no server errors, documented status codes, content types,
# headers and response schemas — must pass on every operation (Docs/Testing.md: What CI runs;
# Docs/Server.md: What Schemathesis found, also for the checks of its that are left out).
#
#   Scripts/schemathesis.sh [extra schemathesis run options…]
#
# Schemathesis runs in a Python venv under .build/schemathesis (created on first use, the version
# pinned below); the checks and the credentials it sends are in Scripts/schemathesis.toml. The
# seed is fixed so a CI run is repeatable; SCHEMATHESIS_SEED and SCHEMATHESIS_EXAMPLES change it
# and the number of cases per operation. Exits non-zero when a check fails, the server stops or
# it does not start.
set -euo pipefail
cd "$(dirname "$0")/.."

SCHEMATHESIS_VERSION=4.32.5
VENV=.build/schemathesis
SEED=${SCHEMATHESIS_SEED:-20}
EXAMPLES=${SCHEMATHESIS_EXAMPLES:-25}

# With the traits of the README's test command, whose build this reuses (taskboard-server needs
# Server; with other traits every target would compile again).
swift build --enable-all-traits --product routegen >/dev/null
swift build --enable-all-traits --product taskboard-server >/dev/null
SERVER="$(swift build --enable-all-traits --show-bin-path)/taskboard-server"

if [ ! -x "$VENV/bin/schemathesis" ] || ! "$VENV/bin/pip" show schemathesis 2>/dev/null | grep -x "Version: $SCHEMATHESIS_VERSION" >/dev/null; then
    echo "schemathesis: installing schemathesis $SCHEMATHESIS_VERSION into $VENV" >&2
    rm -rf "$VENV"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi

OUT=$(mktemp -d)
SERVER_PID=
cleanup() {
    if [ -n "$SERVER_PID" ]; then
        kill "$SERVER_PID" 2>/dev/null || true
        wait "$SERVER_PID" 2>/dev/null || true
    fi
    rm -rf "$OUT"
}
trap cleanup EXIT

.build/debug/routegen export-openapi Specs --output "$OUT/openapi.yaml" 2>/dev/null

# The server prints its port once it accepts connections; wait for that line, bounded.
"$SERVER" 0 >"$OUT/server.out" 2>"$OUT/server.err" &
SERVER_PID=$!
PORT=
for _ in $(seq 1 300); do
    PORT=$(sed -n 's/^listening on 127\.0\.0\.1:\([0-9]*\)$/\1/p' "$OUT/server.out")
    [ -n "$PORT" ] && break
    if ! kill -0 "$SERVER_PID" 2>/dev/null; then break; fi
    sleep 0.1
done
if [ -z "$PORT" ]; then
    echo "schemathesis: FAILED: taskboard-server did not start" >&2
    cat "$OUT/server.err" >&2
    exit 1
fi
echo "schemathesis: taskboard-server on 127.0.0.1:$PORT, $EXAMPLES cases per operation, seed $SEED" >&2

# From $OUT, where Schemathesis keeps its example database, so the checkout stays clean.
ROOT=$PWD
(cd "$OUT" && "$ROOT/$VENV/bin/schemathesis" --config-file "$ROOT/Scripts/schemathesis.toml" run "$OUT/openapi.yaml" \
    --url "http://127.0.0.1:$PORT" \
    --max-examples "$EXAMPLES" --seed "$SEED" \
    "$@")
