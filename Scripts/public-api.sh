#!/usr/bin/env bash
# The public API of RouteKit, RouteKitTesting, RouteKitServer and RouteKitAsyncHTTPClient against
# the baseline recorded in Docs/API/: fails on any difference, listing breaks (a removed or changed
# declaration, a new enum case) apart from additions. What is behind @_spi is not API and not
# listed. With --record, writes the baseline instead: a deliberate act, in the commit that lists
# the change in CHANGELOG.md (Docs/Versioning.md: How the public API is checked).
# Usage: Scripts/public-api.sh [--record]
set -euo pipefail
cd "$(dirname "$0")/.."

swift package --enable-all-traits dump-symbol-graph --skip-synthesized-members >/dev/null
graphs=$(ls -d .build/*/symbolgraph | head -n 1)
python3 Scripts/public-api.py "$graphs" Docs/API "$@"
