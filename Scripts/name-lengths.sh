#!/bin/sh
# Reports, per spec, the generated type names' count, longest, mean and ten longest: the
# measure of issue 18 (names a Swift developer would have chosen).
#
#   Scripts/name-lengths.sh [spec …]     (default: every spec in ../shared/specs)
#
# Counts every declared struct, enum and model typealias, nested ones by their own name; not
# the members every route or union declares (`API`, `Scheme`, `Response`, `Item`,
# `DiscriminatorKey`). Uses $ROUTEGEN, else .build/release/routegen (built when missing).
set -eu
cd "$(dirname "$0")/.."
ROUTEGEN=${ROUTEGEN:-.build/release/routegen}
[ -x "$ROUTEGEN" ] || swift build -c release --product routegen >/dev/null
if [ "$#" -eq 0 ]; then set -- ../shared/specs/*.yaml ../shared/specs/*.json; fi
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
for spec in "$@"; do
    [ -f "$spec" ] || continue
    name=$(basename "$spec")
    rm -rf "$OUT/gen" && mkdir -p "$OUT/gen"
    "$ROUTEGEN" generate "$spec" --output "$OUT/gen" >/dev/null 2>&1 || { echo "$name: generation failed"; continue; }
    cat "$OUT"/gen/*.swift \
        | sed -n -E 's/^ *(nonisolated )?(public |package )?(indirect )?(struct|enum|typealias) ([A-Za-z_][A-Za-z0-9_]*).*/\5/p' \
        | grep -v -x -E 'API|Scheme|Response|Item|DiscriminatorKey' > "$OUT/names" || true
    awk -v spec="$name" '
        { total += length($0); count += 1; if (length($0) > max) max = length($0) }
        END { if (count) printf "%s: %d types, max %d, mean %.1f\n", spec, count, max, total / count }
    ' "$OUT/names"
    awk '{ print length($0), $0 }' "$OUT/names" | sort -k1,1nr -k2 | head -10 | sed 's/^/    /'
done
