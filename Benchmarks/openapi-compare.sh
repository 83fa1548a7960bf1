#!/usr/bin/env bash
# RouteGen vs swift-openapi-generator 1.14.3 on real OpenAPI documents, measured in one run.
#
# For each spec (default: every *.yaml, *.yml and *.json in ../shared/specs, smallest first) it
# reports, for both generators side by side:
#   - generation wall time (median of --runs) and peak memory (largest of the runs);
#   - the spec's raw parse time with libyaml (yaml_parser_load, in process, median), and each
#     generator's time as a multiple of it;
#   - generated lines (wc -l of every generated .swift file);
#   - the debug build time of the generated code (median of --compile-runs) and its peak memory,
#     in a scratch package per generator whose dependencies (RouteKit; swift-openapi-runtime and
#     swift-openapi-urlsession) are built beforehand, so only the generated module is compiled;
#     then the same in release (median of --release-runs);
# then checks the goals of the OpenAPI issue on the largest spec.
#
# The incumbent is built in release from the local package mirror in a scratch package outside
# the repository (reused across runs); it is never a dependency of RouteGen. A failure of the
# incumbent on a spec is a result and is reported as such; any other failed step ends the run
# with a message and a non-zero status.
#
# Usage: Benchmarks/openapi-compare.sh [options]    (Linux: GNU tools, cc, libyaml-dev; from anywhere;
#        Markdown on stdout, progress on stderr)
#   --spec NAME|PATH   only this spec (repeatable): a name in the specs folder (petstore,
#                      pagerduty.json) or a path to a spec file or to a folder of specs forming one API
#   --specs-dir DIR    where the specs are (default: ../shared/specs beside the repository)
#   --runs N           generation runs per generator and spec (default 5)
#   --compile-runs N   timed debug builds per generator and spec (default 3; 0 skips compiling)
#   --release-runs N   timed release builds per generator and spec (default 1; 0 skips them; the
#                      incumbent's release build of a large API takes many minutes)
#   --quick            --runs 1 --compile-runs 0 --release-runs 0
#   --only routegen|incumbent   run one generator only (no ratios)
#   --work DIR         scratch folder (default ${TMPDIR:-/tmp}/routegen-bench); one run at a time
# On a shared machine run it as `nice -n 19 Benchmarks/openapi-compare.sh`: both generators then
# run at the same priority, in alternating rounds.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
here="$repo/Benchmarks/OpenAPICompare"
specs_dir="$repo/../shared/specs"
work="${TMPDIR:-/tmp}/routegen-bench"
runs=5
compile_runs=3
release_runs=1
only=""
requested=()

incumbent_version="1.14.3"
# Versions of the incumbent's runtime packages in the local mirror; 1.14.3 requires
# swift-openapi-runtime from 1.13.0, and swift-openapi-urlsession 1.4.0 needs runtime from 1.11.0.
runtime_version="1.13.4"
urlsession_version="1.4.0"
http_types_version="1.8.0"

# Figures of ../shared/specs/README.md for the incumbent on pagerduty after three mechanical
# patches (it fails on the published file). Used only for the goal check, labelled as such.
declare -A reference=(["pagerduty|gen_s"]=10.8 ["pagerduty|lines"]=277500 ["pagerduty|compile_s"]=221)

say() { echo "openapi-compare: $*" >&2; }
die() { echo "openapi-compare: error: $*" >&2; exit 1; }
# Ends the run after a failed step, showing the end of its log.
die_with_log() {
  local log=$1; shift
  echo "openapi-compare: error: $*" >&2
  echo "--- last lines of $log:" >&2
  tail -n 25 "$log" >&2
  exit 1
}

usage() { sed -n '/^# Usage:/,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }

parse_arguments() {
  while [ $# -gt 0 ]; do
    case "$1" in
      --spec) [ $# -ge 2 ] || die "--spec needs a value"; requested+=("$2"); shift ;;
      --specs-dir) [ $# -ge 2 ] || die "--specs-dir needs a value"; specs_dir="$2"; shift ;;
      --runs) [ $# -ge 2 ] || die "--runs needs a value"; runs="$2"; shift ;;
      --compile-runs) [ $# -ge 2 ] || die "--compile-runs needs a value"; compile_runs="$2"; shift ;;
      --release-runs) [ $# -ge 2 ] || die "--release-runs needs a value"; release_runs="$2"; shift ;;
      --quick) runs=1; compile_runs=0; release_runs=0 ;;
      --only) [ $# -ge 2 ] || die "--only needs a value"; only="$2"; shift ;;
      --work) [ $# -ge 2 ] || die "--work needs a value"; work="$2"; shift ;;
      -h|--help) usage; exit 0 ;;
      *) usage >&2; die "unknown argument: $1" ;;
    esac
    shift
  done
  [[ "$runs" =~ ^[1-9][0-9]*$ ]] || die "--runs takes a positive number"
  [[ "$compile_runs" =~ ^[0-9]+$ ]] || die "--compile-runs takes a number"
  [[ "$release_runs" =~ ^[0-9]+$ ]] || die "--release-runs takes a number"
  case "$only" in ""|routegen|incumbent) ;; *) die "--only takes routegen or incumbent" ;; esac
  prepare_work
}

# Makes the scratch folder, which must be outside the repository, and names its parts.
prepare_work() {
  mkdir -p "$work"
  work="$(cd "$work" && pwd)"
  case "$work/" in "$repo/"*) die "--work must be outside the repository" ;; esac
  tools="$work/tools"
  logs="$work/logs"
}

# The options its siblings (edit-loop.sh, binary-size.sh) share: --specs-dir, --work and --help,
# which prints the usage of the script FILE. Sets `taken` to the arguments used, 0 for another.
sibling_option() {
  local file=$1; shift
  taken=0
  case "$1" in
    --specs-dir) [ $# -ge 2 ] || die "--specs-dir needs a value"; specs_dir="$2"; taken=2 ;;
    --work) [ $# -ge 2 ] || die "--work needs a value"; work="$2"; taken=2 ;;
    -h|--help) sed -n '/^# Usage:/,/^set -euo/p' "$file" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
  esac
}

uses() { [ -z "$only" ] || [ "$only" = "$1" ]; }

# ---------------------------------------------------------------------------------------------
# The specs

# Sets spec_path[id] for every spec of the run and lists the ids, smallest spec first.
declare -A spec_path spec_bytes
ids=()

spec_id() { local name; name="$(basename "$1")"; name="${name%.*}"; echo "${name//[^A-Za-z0-9_]/_}"; }

# The YAML files of a spec: the file itself, or a folder's *.yaml and *.yml (as routegen reads it).
spec_files() {
  if [ -d "$1" ]; then
    find "$1/" -maxdepth 1 -type f \( -name '*.yaml' -o -name '*.yml' \) | sort
  else
    echo "$1"
  fi
}

resolve_spec() {
  local name=$1 match
  if [ -e "$name" ]; then
    (cd "$(dirname "$name")" && echo "$(pwd)/$(basename "$name")")
    return
  fi
  for match in "$specs_dir/$name" "$specs_dir/$name.yaml" "$specs_dir/$name.yml" "$specs_dir/$name.json"; do
    if [ -f "$match" ]; then echo "$match"; return; fi
  done
  die "no spec named $name (not a path, nor a file in $specs_dir)"
}

select_specs() {
  local paths=() path id bytes
  if [ ${#requested[@]} -eq 0 ]; then
    [ -d "$specs_dir" ] || die "no specs folder at $specs_dir (use --specs-dir)"
    specs_dir="$(cd "$specs_dir" && pwd)"
    while IFS= read -r path; do paths+=("$path"); done < <(find "$specs_dir" -maxdepth 1 -type f \( -name '*.yaml' -o -name '*.yml' -o -name '*.json' \) | sort)
    [ ${#paths[@]} -gt 0 ] || die "no *.yaml, *.yml or *.json spec in $specs_dir"
  else
    for path in "${requested[@]}"; do paths+=("$(resolve_spec "$path")"); done
  fi
  for path in "${paths[@]}"; do
    id="$(spec_id "$path")"
    [ -z "${spec_path[$id]:-}" ] || die "two specs named $id: ${spec_path[$id]} and $path"
    bytes=$(spec_files "$path" | xargs -r -d '\n' stat -c %s | awk '{ s += $1 } END { print s + 0 }')
    [ "$bytes" -gt 0 ] || die "$path holds no spec"
    spec_path[$id]="$path"
    spec_bytes[$id]="$bytes"
  done
  while IFS=' ' read -r _ id; do ids+=("$id"); done < <(for id in "${!spec_path[@]}"; do echo "${spec_bytes[$id]} $id"; done | sort -n)
}

# ---------------------------------------------------------------------------------------------
# Building the contestants and the measuring tools (not timed; niced, the machine is shared)

build_tools() {
  say "building the measuring tools (cc)"
  mkdir -p "$tools"
  cc -O2 -Wall -o "$tools/runstat" "$here/runstat.c" || die "cannot compile runstat.c"
  pkg-config --exists yaml-0.1 || die "libyaml not found through pkg-config yaml-0.1 (apt install libyaml-dev)"
  # shellcheck disable=SC2046 # pkg-config prints several flags
  cc -O2 -Wall -o "$tools/yaml-load-time" "$here/yaml-load-time.c" $(pkg-config --cflags --libs yaml-0.1) \
    || die "cannot compile yaml-load-time.c"
  runstat="$tools/runstat"
}

build_routegen() {
  say "building routegen (release)"
  (cd "$repo" && nice -n 19 swift build -c release --product routegen) >"$logs/routegen-build.log" 2>&1 \
    || die_with_log "$logs/routegen-build.log" "swift build -c release --product routegen failed"
  routegen="$(cd "$repo" && swift build -c release --show-bin-path)/routegen"
  [ -x "$routegen" ] || die "no routegen at $routegen after the build"
}

# Writes $2 into file $1 unless it already holds exactly that (keeps SwiftPM from planning again).
write_if_changed() {
  local file=$1 content=$2
  if [ ! -f "$file" ] || [ "$(cat "$file")" != "$content" ]; then printf '%s\n' "$content" >"$file"; fi
}

build_incumbent() {
  local package="$work/incumbent"
  mkdir -p "$package"
  write_if_changed "$package/Package.swift" "// swift-tools-version: 6.2
import PackageDescription

// Scratch package of RouteGen's Benchmarks/openapi-compare.sh: builds the incumbent's CLI from the
// local package mirror. Never a dependency of RouteGen.
let package = Package(
    name: \"incumbent\",
    dependencies: [
        .package(url: \"https://github.com/apple/swift-openapi-generator\", exact: \"$incumbent_version\"),
    ]
)"
  # The incumbent reads what to generate from this file (README of ../shared/specs: types + client).
  printf 'generate:\n  - types\n  - client\n' >"$work/openapi-generator-config.yaml"
  say "building swift-openapi-generator $incumbent_version (release, in $package; a few minutes the first time)"
  (cd "$package" && nice -n 19 swift build -c release --product swift-openapi-generator) >"$logs/incumbent-build.log" 2>&1 \
    || die_with_log "$logs/incumbent-build.log" "cannot build swift-openapi-generator $incumbent_version from the local mirror"
  incumbent="$(cd "$package" && swift build -c release --show-bin-path)/swift-openapi-generator"
  [ -x "$incumbent" ] || die "no swift-openapi-generator at $incumbent after the build"
}

# ---------------------------------------------------------------------------------------------
# Measuring

# Runs a command under runstat with its output in LOG; sets seconds and kb; returns its status.
measure() {
  local log=$1; shift
  local status=0
  rm -f "$work/stat"
  "$runstat" "$work/stat" "$@" >"$log" 2>&1 </dev/null || status=$?
  if [ -s "$work/stat" ]; then read -r seconds kb <"$work/stat"; else seconds=""; kb=""; fi
  return "$status"
}

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) exit 1; print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
largest() { sort -g | tail -n 1; }

# Results, keyed "id|tool|measure": gen_s, gen_kb, lines, compile_s, compile_kb (debug build),
# release_s, release_kb (release build), failure, compile_failure.
declare -A result
declare -A times   # the single runs, space-separated, same keys

add_run() { times[$1]="${times[$1]:-} $2"; }
median_of() { tr ' ' '\n' <<<"${times[$1]}" | grep . | median; }
largest_of() { tr ' ' '\n' <<<"${times[$1]}" | grep . | largest; }

# The first error line of a failed incumbent run, for the table.
failure_message() {
  local line
  line="$(grep -m 1 -E 'error:|Error:' "$1" || tail -n 1 "$1")"
  line="${line#*error: }"
  line="${line#Error: }"
  line="${line//|/\\|}"
  echo "${line:0:160}"
}

count_lines() { find "$1" -name '*.swift' -type f -print0 | xargs -0 -r cat | wc -l; }

run_routegen() {
  local id=$1
  local out="$work/out/$id/routegen"
  rm -rf "$out"
  measure "$logs/$id-routegen.log" "$routegen" generate "${spec_path[$id]}" --output "$out" \
    || die_with_log "$logs/$id-routegen.log" "routegen generate failed on ${spec_path[$id]}"
  add_run "$id|routegen|gen_s" "$seconds"
  add_run "$id|routegen|gen_kb" "$kb"
  result[$id|routegen|warnings]="$(grep -c ': warning: ' "$logs/$id-routegen.log" || true)"
}

run_incumbent() {
  local id=$1
  local out="$work/out/$id/incumbent"
  [ -z "${result[$id|incumbent|failure]:-}" ] || return 0
  rm -rf "$out" && mkdir -p "$out"
  if measure "$logs/$id-incumbent.log" "$incumbent" generate "${spec_path[$id]}" \
      --config "$work/openapi-generator-config.yaml" --output-directory "$out"; then
    add_run "$id|incumbent|gen_s" "$seconds"
    add_run "$id|incumbent|gen_kb" "$kb"
  else
    [ -n "$seconds" ] || die_with_log "$logs/$id-incumbent.log" "could not run $incumbent"
    result[$id|incumbent|failure]="generation fails: $(failure_message "$logs/$id-incumbent.log")"
    say "$id: swift-openapi-generator fails (a result, see $logs/$id-incumbent.log)"
  fi
}

# Generation: rounds alternate between the generators, so drift on a shared machine hits both.
measure_generation() {
  local id=$1 round tool
  for round in $(seq "$runs"); do
    say "$id: generation round $round/$runs"
    if uses routegen; then run_routegen "$id"; fi
    if uses incumbent; then run_incumbent "$id"; fi
  done
  for tool in routegen incumbent; do
    if [ -n "${times[$id|$tool|gen_s]:-}" ]; then
      result[$id|$tool|gen_s]="$(median_of "$id|$tool|gen_s")"
      result[$id|$tool|gen_kb]="$(largest_of "$id|$tool|gen_kb")"
      result[$id|$tool|lines]="$(count_lines "$work/out/$id/$tool")"
    fi
  done
  local files=()
  mapfile -t files < <(spec_files "${spec_path[$id]}")
  result[$id|libyaml_s]="$("$tools/yaml-load-time" "$(( runs > 11 ? runs : 11 ))" "${files[@]}" 2>"$logs/$id-libyaml.log")" \
    || die_with_log "$logs/$id-libyaml.log" "libyaml cannot load ${spec_path[$id]}"
}

# ---------------------------------------------------------------------------------------------
# Compiling the generated code
#
# One scratch package per generator, one target per spec (API_<spec>) plus a target Deps that
# imports what the generated code imports. Deps is built first (not timed), so a timed
# `swift build --target API_<spec>` compiles the generated module only. Before each timed build
# the module's objects, dependency records and swiftmodule are deleted, which makes the driver
# compile every file as in a clean build; SwiftPM's plan (output-file-map.json, sources) stays.

compile_package() { echo "$work/compile/$1"; }

# The package dependencies, and the products a target takes, for the code TOOL generates:
# RouteGen's RouteKit, or the incumbent's runtime, URLSession transport and HTTP types.
runtime_dependencies() {
  if [ "$1" = routegen ]; then
    echo ".package(name: \"RouteGen\", path: \"$repo\"),"
  else
    echo ".package(url: \"https://github.com/apple/swift-openapi-runtime\", exact: \"$runtime_version\"),
        .package(url: \"https://github.com/apple/swift-openapi-urlsession\", exact: \"$urlsession_version\"),
        .package(url: \"https://github.com/apple/swift-http-types\", exact: \"$http_types_version\"),"
  fi
}
runtime_products() {
  if [ "$1" = routegen ]; then
    echo '.product(name: "RouteKit", package: "RouteGen"),'
  else
    echo '.product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
    .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
    .product(name: "HTTPTypes", package: "swift-http-types"),'
  fi
}

write_compile_package() {
  local tool=$1 package id dependencies products targets=""
  package="$(compile_package "$tool")"
  mkdir -p "$package/Sources/Deps"
  dependencies="$(runtime_dependencies "$tool")"
  products="$(runtime_products "$tool")"
  if [ "$tool" = routegen ]; then
    write_if_changed "$package/Sources/Deps/Deps.swift" "import RouteKit"
  else
    write_if_changed "$package/Sources/Deps/Deps.swift" "import HTTPTypes
import OpenAPIRuntime
import OpenAPIURLSession"
  fi
  # Only the generated .swift files are copied: the target holds nothing else.
  find "$package/Sources" -mindepth 1 -maxdepth 1 -name 'API_*' -exec rm -rf {} +
  for id in "${ids[@]}"; do
    if [ -n "${result[$id|$tool|gen_s]:-}" ]; then
      mkdir -p "$package/Sources/API_$id"
      find "$work/out/$id/$tool" -maxdepth 1 -name '*.swift' -exec cp {} "$package/Sources/API_$id/" \;
      targets="$targets
        .target(name: \"API_$id\", dependencies: generatedCodeNeeds),"
    fi
  done
  write_if_changed "$package/Package.swift" "// swift-tools-version: 6.2
import PackageDescription

// Scratch package of RouteGen's Benchmarks/openapi-compare.sh: the $tool output of each spec as a
// target of its own, compiled in debug in Swift 6 language mode.
let generatedCodeNeeds: [Target.Dependency] = [
    $products
]

let package = Package(
    name: \"compile-$tool\",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        $dependencies
    ],
    targets: [
        // Imports what the generated code imports: built before the timed builds.
        .target(name: \"Deps\", dependencies: generatedCodeNeeds),$targets
    ]
)"
}

# Builds the dependencies of TOOL's package in CONFIG (debug or release), not timed.
prebuild_dependencies() {
  local tool=$1 config=$2 package
  package="$(compile_package "$tool")"
  say "building the dependencies of the $tool compile package in $config (not timed)"
  # Run exactly as the timed builds are (through runstat, from the same folder): SwiftPM plans the
  # build again when its environment differs, and bash passes the command's path in $_ and the
  # working directory in $PWD.
  measure "$logs/compile-$tool-$config-deps.log" swift build -c "$config" --package-path "$package" --target Deps \
    || die_with_log "$logs/compile-$tool-$config-deps.log" "cannot build the dependencies of $package in $config"
  # After a change of Package.swift, SwiftPM was seen to plan once more on the build after the
  # first one: a second, no-op build takes that instead of the first timed build.
  measure "$logs/compile-$tool-$config-deps-again.log" swift build -c "$config" --package-path "$package" --target Deps \
    || die_with_log "$logs/compile-$tool-$config-deps-again.log" "cannot build the dependencies of $package in $config"
  bin_path[$tool|$config]="$(swift build -c "$config" --package-path "$package" --show-bin-path)"
}
declare -A bin_path   # keyed "tool|config"

forget_module() {
  local tool=$1 target=$2 bin=${bin_path[$1|$3]}
  if [ -d "$bin/$target.build" ]; then
    find "$bin/$target.build" -type f \( -name '*.o' -o -name '*.swiftdeps' -o -name '*.priors' -o -name '*.d' \
      -o -name '*.dia' -o -name '*.swiftmodule' -o -name '*.swiftdoc' -o -name '*.swiftsourceinfo' -o -name '*.abi.json' \) -delete
  fi
  rm -rf "$bin/Modules/$target".* "$bin/$target.swiftmodule"
}

# One timed build of spec ID's TOOL output in CONFIG (debug or release), recorded as
# compile_s/compile_kb (debug) or release_s/release_kb.
compile_once() {
  local id=$1 tool=$2 config=$3 target="API_$1" package log attempt status key
  package="$(compile_package "$tool")"
  log="$logs/$id-$tool-$config.log"
  key=$([ "$config" = debug ] && echo compile || echo release)
  # Should SwiftPM plan the build again in a timed build anyway, that run also timed the
  # planning: it is done once more.
  for attempt in 1 2; do
    forget_module "$tool" "$target" "$config"
    status=0
    measure "$log" swift build -c "$config" --package-path "$package" --target "$target" || status=$?
    if [ "$status" -ne 0 ] || ! grep -q "Planning build" "$log"; then break; fi
    say "$id: SwiftPM planned the build again during timed build $attempt: once more"
  done
  if [ "$status" -ne 0 ]; then
    if [ "$tool" = incumbent ]; then
      result[$id|incumbent|compile_failure]="its output does not compile in $config: $(failure_message "$log")"
      say "$id: the incumbent's output does not compile (a result, see $log)"
      return 0
    fi
    die_with_log "$log" "RouteGen's output of ${spec_path[$id]} does not compile"
  fi
  if grep -q "Planning build" "$log"; then die_with_log "$log" "SwiftPM plans the build of $package on every run"; fi
  grep -q "Compiling $target " "$log" || die_with_log "$log" "the timed build of $target compiled nothing"
  if sed -nE 's/.*(Compiling|Emitting module) ([^ ]+).*/\2/p' "$log" | grep -qvx "$target"; then
    die_with_log "$log" "the timed build of $target compiled other modules too: its dependencies were not prebuilt"
  fi
  add_run "$id|$tool|${key}_s" "$seconds"
  add_run "$id|$tool|${key}_kb" "$kb"
}

# Every debug build, then every release build: SwiftPM plans the build again on the first build
# after one in the other configuration, so switching once per configuration costs one plan each.
measure_compilation() {
  local tool id round config rounds key
  for tool in routegen incumbent; do
    if uses "$tool"; then write_compile_package "$tool"; fi
  done
  for config in debug release; do
    rounds=$([ "$config" = debug ] && echo "$compile_runs" || echo "$release_runs")
    key=$([ "$config" = debug ] && echo compile || echo release)
    [ "$rounds" -gt 0 ] || continue
    for tool in routegen incumbent; do
      if uses "$tool"; then prebuild_dependencies "$tool" "$config"; fi
    done
    for id in "${ids[@]}"; do
      for round in $(seq "$rounds"); do
        for tool in routegen incumbent; do
          if [ -z "${result[$id|$tool|gen_s]:-}" ] || [ -n "${result[$id|$tool|compile_failure]:-}" ]; then continue; fi
          say "$id: $config build of the $tool output, round $round/$rounds"
          compile_once "$id" "$tool" "$config"
        done
      done
      for tool in routegen incumbent; do
        if [ -n "${times[$id|$tool|${key}_s]:-}" ]; then
          result[$id|$tool|${key}_s]="$(median_of "$id|$tool|${key}_s")"
          result[$id|$tool|${key}_kb]="$(largest_of "$id|$tool|${key}_kb")"
        fi
      done
    done
    # What every timed debug build includes besides compiling: SwiftPM's start and check of the plan.
    [ "$config" = debug ] || continue
    for tool in routegen incumbent; do
      if [ -z "${bin_path[$tool|debug]:-}" ]; then continue; fi
      measure "$logs/compile-$tool-noop.log" swift build --package-path "$(compile_package "$tool")" --target Deps \
        || die_with_log "$logs/compile-$tool-noop.log" "the no-op build of the $tool compile package failed"
      result[noop|$tool]="$seconds"
    done
  done
}

# ---------------------------------------------------------------------------------------------
# The report

seconds_text() { awk -v s="$1" 'BEGIN { if (s < 0.01) printf "%.2f ms", s * 1000; else if (s < 0.1) printf "%.1f ms", s * 1000; else if (s < 1) printf "%.0f ms", s * 1000; else if (s < 10) printf "%.2f s", s; else printf "%.1f s", s }'; }
# The range of single runs, e.g. "(410–470 ms)", or nothing for one run.
range_text() {
  tr ' ' '\n' <<<"${times[$1]}" | grep . | sort -g | awk '{ v[NR] = $1 } END {
    if (NR < 2) exit
    unit = v[NR] < 1 ? "ms" : "s"; f = v[NR] < 1 ? 1000 : 1
    printf "(%.3g–%.3g %s)", v[1] * f, v[NR] * f, unit }'
}
memory_text() { awk -v k="$1" 'BEGIN { if (k >= 1048576) printf "%.2f GB", k / 1048576; else printf "%.0f MB", k / 1024 }'; }
count_text() { printf '%d' "$1" | sed ':a; s/\([0-9]\)\([0-9]\{3\}\)\($\|,\)/\1,\2\3/; ta'; }
bytes_text() { awk -v b="$1" 'BEGIN { if (b >= 1048576) printf "%.1f MB", b / 1048576; else printf "%.0f KB", b / 1024 }'; }
# "a / b" as a factor, e.g. 31.4×
factor() { awk -v a="$1" -v b="$2" 'BEGIN { if (b <= 0) print "—"; else { f = a / b; if (f >= 100) printf "%.0f×", f; else if (f >= 10) printf "%.1f×", f; else printf "%.2f×", f } }'; }
plural() { if [ "$1" -eq 1 ]; then echo "1 $2"; else echo "$1 ${2}s"; fi; }
runs_text() { if [ "$1" -eq 1 ]; then echo "1 run"; else echo "median, range of $1 runs"; fi; }
at_least() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a >= b) }'; }

# A cell of a generator's column: the value, or its failure, or nothing measured.
cell() {
  local id=$1 tool=$2 key=$3 formatter=$4
  if [ -n "${result[$id|$tool|$key]:-}" ]; then "$formatter" "${result[$id|$tool|$key]}"
  elif [[ "$key" == compile_* ]] && [ -n "${result[$id|$tool|compile_failure]:-}" ]; then echo "fails"
  else echo "—"; fi
}
# A time cell: the median and the range of the runs.
time_cell() {
  local id=$1 tool=$2 key=$3
  if [ -n "${result[$id|$tool|$key]:-}" ]; then
    echo "$(seconds_text "${result[$id|$tool|$key]}") $(range_text "$id|$tool|$key")" | sed 's/ $//'
  else cell "$id" "$tool" "$key" seconds_text; fi
}

# A ratio cell when both were measured: "<factor> <words>", from incumbent / routegen.
ratio_cell() {
  local id=$1 key=$2 words=$3 a=${result[$1|incumbent|$2]:-} b=${result[$1|routegen|$2]:-}
  if [ -n "$a" ] && [ -n "$b" ]; then echo "$(factor "$a" "$b") $words" | sed 's/ $//'; else echo "—"; fi
}

libyaml_multiple() {
  local id=$1 tool=$2
  if [ -n "${result[$id|$tool|gen_s]:-}" ]; then factor "${result[$id|$tool|gen_s]}" "${result[$id|libyaml_s]}"; else echo "—"; fi
}

report_spec() {
  local id=$1 name
  name="$(basename "${spec_path[$id]}")"
  echo "### $name ($(bytes_text "${spec_bytes[$id]}"))"
  echo
  if [ -n "${result[$id|incumbent|failure]:-}" ]; then
    echo "swift-openapi-generator $incumbent_version: ${result[$id|incumbent|failure]}"
    echo
  fi
  if [ "${result[$id|routegen|warnings]:-0}" -gt 0 ]; then
    echo "RouteGen printed $(plural "${result[$id|routegen|warnings]}" warning) (constructs it does not map; see $logs/$id-routegen.log)."
    echo
  fi
  if [ -n "${result[$id|incumbent|compile_failure]:-}" ]; then
    echo "swift-openapi-generator $incumbent_version: ${result[$id|incumbent|compile_failure]}"
    echo
  fi
  echo "| | RouteGen | swift-openapi-generator $incumbent_version | incumbent ÷ RouteGen |"
  echo "|---|---:|---:|---|"
  echo "| generation time ($(runs_text "$runs")) | $(time_cell "$id" routegen gen_s) | $(time_cell "$id" incumbent gen_s) | $(ratio_cell "$id" gen_s "(RouteGen faster)") |"
  echo "| generation peak memory | $(cell "$id" routegen gen_kb memory_text) | $(cell "$id" incumbent gen_kb memory_text) | $(ratio_cell "$id" gen_kb "") |"
  echo "| generation ÷ libyaml parse ($(seconds_text "${result[$id|libyaml_s]}")) | $(libyaml_multiple "$id" routegen) | $(libyaml_multiple "$id" incumbent) | |"
  echo "| generated lines | $(cell "$id" routegen lines count_text) | $(cell "$id" incumbent lines count_text) | $(ratio_cell "$id" lines "(RouteGen fewer)") |"
  if [ "$compile_runs" -gt 0 ]; then
    echo "| debug build of the output ($(runs_text "$compile_runs")) | $(time_cell "$id" routegen compile_s) | $(time_cell "$id" incumbent compile_s) | $(ratio_cell "$id" compile_s "(RouteGen faster)") |"
    echo "| its peak memory | $(cell "$id" routegen compile_kb memory_text) | $(cell "$id" incumbent compile_kb memory_text) | $(ratio_cell "$id" compile_kb "") |"
  fi
  if [ "$release_runs" -gt 0 ]; then
    echo "| release build of the output ($(runs_text "$release_runs")) | $(time_cell "$id" routegen release_s) | $(time_cell "$id" incumbent release_s) | $(ratio_cell "$id" release_s "(RouteGen faster)") |"
    echo "| its peak memory | $(cell "$id" routegen release_kb memory_text) | $(cell "$id" incumbent release_kb memory_text) | $(ratio_cell "$id" release_kb "") |"
  fi
  echo
}

# One goal line: name, wanted, measured factor text, met or not.
goal_row() { echo "| $1 | $2 | $3 | $4 |"; }

# Checks the issue's goals on spec $1; the incumbent's figures come from this run, or (when it
# failed here) from the reference figures of ../shared/specs/README.md if there are any.
goal_check() {
  local id=$1 why=${2:-} source="measured in this run" gen lines compile rg key=$1
  gen="${result[$id|incumbent|gen_s]:-}"; lines="${result[$id|incumbent|lines]:-}"; compile="${result[$id|incumbent|compile_s]:-}"
  if [ -z "$gen" ] && [ -n "${reference[$key|gen_s]:-}" ]; then
    gen="${reference[$key|gen_s]}"; lines="${reference[$key|lines]}"; compile="${reference[$key|compile_s]}"
    source="reference figures of shared/specs/README.md (the incumbent fails on the published file; measured there after three patches)"
  elif [ -z "$gen" ]; then
    source="none (it did not run or failed on this spec, and there are no reference figures for it)"
  fi
  echo "### Goals on $(basename "${spec_path[$id]}")${why:+ ($why)}"
  echo
  echo "Incumbent figures: $source."
  echo
  echo "| goal | wanted | RouteGen | met |"
  echo "|---|---|---|---|"
  rg="${result[$id|routegen|gen_s]:-}"
  if [ -n "$rg" ] && [ -n "$gen" ]; then
    goal_row "generation faster than the incumbent" "≥ 30×" "$(factor "$gen" "$rg")" "$(at_least "$(awk -v a="$gen" -v b="$rg" 'BEGIN { print a / b }')" 30 && echo yes || echo NO)"
  else
    goal_row "generation faster than the incumbent" "≥ 30×" "not measured" "—"
  fi
  if [ -n "$rg" ]; then
    goal_row "generation ÷ libyaml's raw parse" "≤ 4×" "$(factor "$rg" "${result[$id|libyaml_s]}")" "$(at_least 4 "$(awk -v a="$rg" -v b="${result[$id|libyaml_s]}" 'BEGIN { print a / b }')" && echo yes || echo NO)"
  else
    goal_row "generation ÷ libyaml's raw parse" "≤ 4×" "not measured" "—"
  fi
  rg="${result[$id|routegen|lines]:-}"
  if [ -n "$rg" ] && [ -n "$lines" ] && [ "$rg" -gt 0 ]; then
    goal_row "fewer generated lines" "≥ 10×" "$(factor "$lines" "$rg")" "$(at_least "$(awk -v a="$lines" -v b="$rg" 'BEGIN { print a / b }')" 10 && echo yes || echo NO)"
  else
    goal_row "fewer generated lines" "≥ 10×" "not measured" "—"
  fi
  rg="${result[$id|routegen|compile_s]:-}"
  if [ -n "$rg" ] && [ -n "$compile" ]; then
    goal_row "debug build of the output faster" "≥ 10×" "$(factor "$compile" "$rg")" "$(at_least "$(awk -v a="$compile" -v b="$rg" 'BEGIN { print a / b }')" 10 && echo yes || echo NO)"
  else
    goal_row "debug build of the output faster" "≥ 10×" "not measured" "—"
  fi
  # Build goals of issue 17, against this run's incumbent figures only.
  build_goal "$id" release_s "release build of the output faster" 10
  build_goal "$id" compile_kb "lower peak memory of the debug build" 5
  build_goal "$id" release_kb "lower peak memory of the release build" 5
  echo
}

# A goal row comparing measure KEY of spec ID between the generators of this run: the
# incumbent's figure divided by RouteGen's must be at least WANTED.
build_goal() {
  local id=$1 key=$2 text=$3 wanted=$4 a=${result[$1|incumbent|$2]:-} b=${result[$1|routegen|$2]:-}
  if [ -n "$a" ] && [ -n "$b" ]; then
    goal_row "$text" "≥ ${wanted}×" "$(factor "$a" "$b")" "$(at_least "$(awk -v a="$a" -v b="$b" 'BEGIN { print a / b }')" "$wanted" && echo yes || echo NO)"
  else
    goal_row "$text" "≥ ${wanted}×" "not measured" "—"
  fi
}

report() {
  local id largest="" handled=""
  echo "## RouteGen vs swift-openapi-generator $incumbent_version"
  echo
  echo "$(date -u +%Y-%m-%d), $(nproc) cores, $(swift --version 2>/dev/null | head -n 1 | sed 's/ (.*//'), libyaml $(pkg-config --modversion yaml-0.1)."
  echo "Both generators are release builds and run as processes (start-up included); the incumbent with \`generate: [types, client]\`."
  echo "Times are medians; peak memory is the largest resident set of the runs (of any single process, as wait4 reports it)."
  echo "libyaml parse: yaml_parser_load of the whole file already in memory, median of in-process rounds."
  if [ "$compile_runs" -gt 0 ] || [ "$release_runs" -gt 0 ]; then
    echo "Debug builds: \`swift build --target\` of the generated module alone (Swift 6 mode, dependencies prebuilt, module objects deleted before each run); release builds the same with \`-c release\`."
    for tool in routegen incumbent; do
      if [ -n "${result[noop|$tool]:-}" ]; then
        echo "A no-op build of the $tool package takes $(seconds_text "${result[noop|$tool]}"), included in its build times."
      fi
    done
  fi
  echo
  for id in "${ids[@]}"; do report_spec "$id"; done
  if uses routegen && uses incumbent; then
    largest="${ids[-1]}"
    goal_check "$largest" "the largest spec of the run"
    if [ -n "${result[$largest|incumbent|failure]:-}" ]; then
      for id in "${ids[@]}"; do
        if [ -z "${result[$id|incumbent|failure]:-}" ]; then handled="$id"; fi
      done
      if [ -n "$handled" ]; then goal_check "$handled" "the largest spec the incumbent handled in this run"; fi
    fi
  fi
}

main() {
  parse_arguments "$@"
  select_specs
  mkdir -p "$logs" "$work/out"
  build_tools
  if uses routegen; then build_routegen; fi
  if uses incumbent; then build_incumbent; fi
  local id
  for id in "${ids[@]}"; do measure_generation "$id"; done
  if [ "$compile_runs" -gt 0 ] || [ "$release_runs" -gt 0 ]; then measure_compilation; fi
  report
}

# Run, unless sourced: Benchmarks/edit-loop.sh reuses these parts.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then main "$@"; fi
