#!/usr/bin/env bash
# Every test of the repository: the root package (generator, RouteKit, generated client code),
# then the Server package (RouteKitServer on Hummingbird, the generated server against the
# generated client). README's test command, and what CI runs.
set -euo pipefail
cd "$(dirname "$0")/.."
swift test
swift test --package-path Server
