#!/usr/bin/env bash
# Every real spec must generate, and its code compile warning-free against RouteKit in Swift 6
# language mode.
#
# For each spec, `routegen generate <spec> --output <tmp>/Sources/API_<name>`; then one temporary
# package depending on RouteKit by path holds every output as a target of its own (each spec is
# its own API, so each gets its own module), all built by one `swift build`: RouteKit is compiled
# once. Warnings are errors in the generated targets. Exit status 1 when a spec does not generate,
# or its code does not compile or has a warning; every spec is tried before failing, so one run
# names every problem. RouteGen's own warnings (constructs it maps to a fallback) are shown and
# counted, not failures.
#
# With the default folder it also runs the tests that need the large real specs, which a plain
# `swift test` skips because it reads nothing outside the repository:
# `ROUTEGEN_REAL_SPECS=<folder> swift test --enable-all-traits --filter 'RealSpecsTests|pagerDuty|GeneratedTrapTests'`.
#
# A spec whose name has a file in Tests/RealSpecs/Snippets (openai.swift for openai.yaml) gets
# one more target, Snippets_<name>, that compiles that file against the spec's module: the code
# the docs quote from it (DocsSnippetsTests checks the quotes).
#
# Without SPEC it also generates the corpus of ../shared/specs/corpus (its single-file
# descriptions, DigitalOcean's multi-file root, the OpenAPI Initiative's 3.x examples and the
# museum): every one must generate, and every one compiles but the two largest, which only
# generate, for CI's time (elasticsearch.json, about 4 minutes of debug build on 2 cores, and
# DigitalOcean's): `--all` compiles them too.
#
# Usage: Scripts/compile-real-specs.sh [--keep] [--all] [SPEC...]     (from anywhere; needs swift, libyaml)
#   SPEC     a spec file, or a folder whose *.yaml/*.yml files form one API (as routegen reads it);
#            default: every *.yaml, *.yml and *.json file in ../shared/specs beside the repository,
#            and the corpus above
#   --all    compile the corpus's largest descriptions too
#   --keep   keep the temporary package (its path is printed) instead of deleting it
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
keep=no
compile_all=no
specs=()
# The specs generated but not compiled, by path (the corpus's largest, unless --all).
declare -A generate_only=()
real_folder=""

say() { echo "compile-real-specs: $*"; }
die() { echo "compile-real-specs: error: $*" >&2; exit 1; }

parse_arguments() {
  while [ $# -gt 0 ]; do
    case "$1" in
      --keep) keep=yes ;;
      --all) compile_all=yes ;;
      -h|--help) sed -n '/^# Usage:/,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
      -*) die "unknown option $1 (see --help)" ;;
      *) [ -e "$1" ] || die "no such spec: $1"; specs+=("$(cd "$(dirname "$1")" && pwd)/$(basename "$1")") ;;
    esac
    shift
  done
  if [ ${#specs[@]} -eq 0 ]; then
    local folder="$repo/../shared/specs" path
    [ -d "$folder" ] || die "no spec given and no folder $folder"
    real_folder="$(cd "$folder" && pwd)"
    while IFS= read -r path; do specs+=("$path"); done < <(find "$(cd "$folder" && pwd)" -maxdepth 1 -type f \( -name '*.yaml' -o -name '*.yml' -o -name '*.json' \) | sort)
    [ ${#specs[@]} -gt 0 ] || die "no *.yaml, *.yml or *.json spec in $folder"
    add_corpus "$real_folder/corpus"
  fi
}

# The corpus's documents (when the folder exists): each a spec of its own.
add_corpus() {
  local corpus="$1" path
  [ -d "$corpus" ] || return 0
  while IFS= read -r path; do specs+=("$path"); done < <(find "$corpus" -maxdepth 1 -type f \( -name '*.yaml' -o -name '*.json' \) | sort)
  [ -f "$corpus/digitalocean/specification/DigitalOcean-public.v2.yaml" ] && specs+=("$corpus/digitalocean/specification/DigitalOcean-public.v2.yaml")
  [ -f "$corpus/oai-examples/museum.yaml" ] && specs+=("$corpus/oai-examples/museum.yaml")
  while IFS= read -r path; do specs+=("$path"); done < <(find "$corpus/oai-examples" -mindepth 2 -maxdepth 2 -path '*/v3.*' -name '*.yaml' 2>/dev/null | sort)
  if [ "$compile_all" = no ]; then
    generate_only["$corpus/elasticsearch.json"]=yes
    generate_only["$corpus/digitalocean/specification/DigitalOcean-public.v2.yaml"]=yes
  fi
}

# The module name of a spec's output: API_ and the file or folder name without extension; a
# corpus document's also names its folders under the real-spec folder (the examples have
# petstore.yaml twice).
target_name() {
  local name="$1"
  if [ -n "$real_folder" ] && [ "${name#"$real_folder"/corpus/}" != "$name" ]; then
    name="${name#"$real_folder"/}"
  else
    name="$(basename "$name")"
  fi
  name="${name%.*}"
  echo "API_${name//[^A-Za-z0-9_]/_}"
}

# The debug build CI already makes for the README's test command, with its traits (with others,
# every target would compile again: a trait is a compilation condition of each target), so this
# adds no build of RouteGen.
build_routegen() {
  say "building routegen"
  if ! (cd "$repo" && swift build --enable-all-traits --product routegen) >"$work/routegen-build.log" 2>&1; then
    cat "$work/routegen-build.log" >&2
    die "swift build --enable-all-traits --product routegen failed"
  fi
  routegen="$(cd "$repo" && swift build --show-bin-path)/routegen"
}

# Generates every spec into Sources/API_<name>; lists the targets that generated in `generated`
# and the specs that did not in `failures`.
generate_all() {
  local spec target log warnings snippets
  declare -A seen=()
  for spec in "${specs[@]}"; do
    target="$(target_name "$spec")"
    [ -z "${seen[$target]:-}" ] || die "$spec and ${seen[$target]} would both be module $target: rename one"
    seen[$target]="$spec"
    log="$work/$target.generate.log"
    if "$routegen" generate "$spec" --output "$work/Sources/$target" >"$log" 2>&1; then
      if [ -n "${generate_only[$spec]:-}" ]; then
        say "$(basename "$spec"): generated $(find "$work/Sources/$target" -name '*.swift' | wc -l) files, $(grep -c ': warning: ' "$log" || true) routegen warnings (not compiled: --all compiles it)"
        rm -rf "${work:?}/Sources/$target"
        continue
      fi
      generated+=("$target")
      snippets="$repo/Tests/RealSpecs/Snippets/$(basename "${spec%.*}").swift"
      if [ -f "$snippets" ]; then
        mkdir -p "$work/Sources/Snippets_${target#API_}"
        cp "$snippets" "$work/Sources/Snippets_${target#API_}/"
        snippet_targets+=("Snippets_${target#API_}")
      fi
      warnings="$(grep -c ': warning: ' "$log" || true)"
      say "$(basename "$spec"): generated $(find "$work/Sources/$target" -name '*.swift' | wc -l) files, $(cat "$work/Sources/$target"/*.swift | wc -l) lines, $warnings routegen warnings"
      grep ': warning: ' "$log" | head -n 20 | sed 's/^/    /' || true
      if [ "$warnings" -gt 20 ]; then echo "    … and $((warnings - 20)) more"; fi
    else
      failures+=("$(basename "$spec") does not generate")
      say "$(basename "$spec"): routegen generate FAILED:"
      grep -E ': (error|warning): ' "$log" | head -n 40 | sed 's/^/    /' || tail -n 20 "$log" | sed 's/^/    /'
    fi
  done
}

write_package() {
  local target targets=""
  for target in "${generated[@]}"; do
    targets="$targets
        .target(
            name: \"$target\",
            dependencies: [.product(name: \"RouteKit\", package: \"RouteGen\")],
            exclude: [\".routegen-manifest\"],
            swiftSettings: [.unsafeFlags([\"-warnings-as-errors\"])]
        ),"
  done
  for target in "${snippet_targets[@]}"; do
    targets="$targets
        .target(
            name: \"$target\",
            dependencies: [\"API_${target#Snippets_}\", .product(name: \"RouteKit\", package: \"RouteGen\")],
            swiftSettings: [.unsafeFlags([\"-warnings-as-errors\"])]
        ),"
  done
  cat >"$work/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription

// Written by RouteGen's Scripts/compile-real-specs.sh: each spec's generated code as a target.
let package = Package(
    name: "RealSpecs",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        .package(name: "RouteGen", path: "$repo"),
    ],
    targets: [$targets
    ],
    swiftLanguageModes: [.v6]
)
EOF
}

# One build of every target. Any warning line fails too: -warnings-as-errors covers the
# generated code, this also catches what SwiftPM itself warns about the package.
build_all() {
  local log="$work/build.log" status=0
  say "compiling ${#generated[@]} generated targets and ${#snippet_targets[@]} of the docs' snippets against RouteKit (Swift 6, warnings as errors)"
  # SwiftPM puts its lock files for the package in $TMPDIR: inside $work, they go away with it.
  mkdir -p "$work/tmp"
  TMPDIR="$work/tmp" swift build --package-path "$work" >"$log" 2>&1 || status=$?
  if [ "$status" -ne 0 ]; then
    grep -E '(error|warning): ' "$log" | sort -u | head -n 60 >&2 || tail -n 40 "$log" >&2
    failures+=("the generated code does not compile warning-free (swift build exit status $status)")
  elif grep -q 'warning: ' "$log"; then
    grep 'warning: ' "$log" | sort -u | head -n 60 >&2
    failures+=("the build printed warnings")
  else
    say "compiled: $(tail -n 1 "$log")"
  fi
}

# The test cases that read the large real specs (see Tests/RealSpecs/README.md).
test_large_specs() {
  local log="$work/tests.log"
  say "running the tests that need the real specs of $real_folder"
  if (cd "$repo" && ROUTEGEN_REAL_SPECS="$real_folder" swift test --enable-all-traits --filter 'RealSpecsTests|pagerDuty|GeneratedTrapTests') >"$log" 2>&1; then
    say "tests: $(grep -E '^(✔|✘|.*Test run with)' "$log" | tail -n 1)"
  else
    grep -E '✘|error:|Fatal' "$log" | head -n 40 >&2 || tail -n 40 "$log" >&2
    failures+=("the tests that need the real specs failed")
  fi
}

main() {
  parse_arguments "$@"
  work="$(mktemp -d "${TMPDIR:-/tmp}/routegen-real-specs.XXXXXX")"
  if [ "$keep" = yes ]; then trap 'echo "compile-real-specs: kept $work"' EXIT; else trap 'rm -rf "$work"' EXIT; fi
  generated=()
  snippet_targets=()
  failures=()
  build_routegen
  generate_all
  if [ ${#generated[@]} -gt 0 ]; then
    write_package
    build_all
  fi
  if [ -n "$real_folder" ]; then test_large_specs; fi
  if [ ${#failures[@]} -gt 0 ]; then
    printf 'compile-real-specs: FAIL: %s\n' "${failures[@]}" >&2
    exit 1
  fi
  say "ok: ${#generated[@]} specs generate and compile warning-free against RouteKit in Swift 6 mode"
}

main "$@"
