#!/usr/bin/env bash
# Exports Specs/ as an OpenAPI 3.1 and as a 3.2 document (`routegen export-openapi`) and validates each with
# openapi-spec-validator from PyPI, the reference check of the OpenAPI Initiative's schema:
# the proof that the export is a document other tools accept (Docs/OpenAPIExport.md).
#
#   Scripts/validate-export.sh [spec …]     (default: Specs)
#
# The validator runs in a Python venv under .build/validate-export (created on first use, the
# version pinned below). Uses $ROUTEGEN, else .build/debug/routegen, built first with the traits
# of the README's test command (with others, every target would compile again: a trait is a
# compilation condition of each target of the package).
# Exits non-zero, with the validator's message, when the export fails or is not valid.
set -euo pipefail
cd "$(dirname "$0")/.."

VALIDATOR_VERSION=0.9.0
VENV=.build/validate-export
if [ -z "${ROUTEGEN:-}" ]; then
    swift build --enable-all-traits --product routegen >/dev/null
    ROUTEGEN=.build/debug/routegen
fi
[ "$#" -eq 0 ] && set -- Specs

if [ ! -x "$VENV/bin/openapi-spec-validator" ] || ! "$VENV/bin/pip" show openapi-spec-validator 2>/dev/null | grep -x "Version: $VALIDATOR_VERSION" >/dev/null; then
    echo "validate-export: installing openapi-spec-validator $VALIDATOR_VERSION into $VENV" >&2
    rm -rf "$VENV"
    python3 -m venv "$VENV"
    "$VENV/bin/pip" install --quiet --disable-pip-version-check "openapi-spec-validator==$VALIDATOR_VERSION"
fi

OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
for VERSION in 3.1 3.2; do
    "$ROUTEGEN" export-openapi "$@" --openapi-version "$VERSION" --output "$OUT/openapi.yaml"
    "$ROUTEGEN" export-openapi "$@" --openapi-version "$VERSION" --output "$OUT/again.yaml" 2>/dev/null
    if ! cmp -s "$OUT/openapi.yaml" "$OUT/again.yaml"; then
        echo "validate-export: FAILED: two $VERSION exports of $* differ" >&2
        exit 1
    fi
    if ! "$VENV/bin/openapi-spec-validator" "$OUT/openapi.yaml"; then
        echo "validate-export: FAILED: the $VERSION export of $* is not a valid OpenAPI document" >&2
        exit 1
    fi
    echo "validate-export: the export of $* ($(wc -l < "$OUT/openapi.yaml") lines) is a valid OpenAPI $VERSION document"
done
