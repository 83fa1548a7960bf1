#!/usr/bin/env bash
# The loop RouteGen exists for, measured: one property added to one model of a real OpenAPI
# document, then regenerate and debug-rebuild the module holding the generated code — RouteGen
# against swift-openapi-generator 1.14.3 doing the same, in the same run — with the clean debug
# build of both on every spec beside it, so a faster loop is not bought with a slower clean build.
#
# It is Benchmarks/openapi-compare.sh's sibling and reuses its parts (sourced): the same scratch
# folder, incumbent build, measuring tools and compile packages. For each spec of the folder,
# smallest first, it generates once with each generator and times clean debug builds of each
# output (median of --compile-runs, alternating). Then, for each spec of --edit, it runs
# --cycles edits: Benchmarks/OpenAPICompare/add-property.py adds a property to the model (a new
# one each cycle, on an editable copy of the spec), and for each generator in turn it times
# regenerating into the compile package's target (as a build plugin does: RouteGen leaves
# unchanged files alone; the incumbent writes its two files) and `swift build --target` of that
# target, incremental, from the state the previous build left. A cycle's time is the sum.
#
# Usage: Benchmarks/edit-loop.sh [options]   (Linux: GNU tools, cc, libyaml-dev, python3;
#        Markdown on stdout, progress on stderr; run it alone, as `nice -n 19 Benchmarks/edit-loop.sh`)
#   --edit NAME:SCHEMA  a spec whose loop is measured and the schema (a key under
#                       components/schemas) each edit adds a property to (repeatable; default
#                       openai:AssistantObject, twilio_api_v2010:api.v2010.account.call,
#                       pagerduty.json:Incident)
#   --cycles N          edits per spec (default 3)
#   --compile-runs N    clean debug builds per generator and spec (default 3)
#   --specs-dir DIR     where the specs are (default: ../shared/specs beside the repository)
#   --work DIR          scratch folder (default ${TMPDIR:-/tmp}/routegen-bench, shared with
#                       openapi-compare.sh); one run at a time
set -euo pipefail

loop_dir="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=openapi-compare.sh
source "$loop_dir/openapi-compare.sh"

runs=1
release_runs=0
cycles=3
edits=()

parse_loop_arguments() {
  while [ $# -gt 0 ]; do
    case "$1" in
      --edit) [ $# -ge 2 ] || die "--edit needs a value"; edits+=("$2"); shift ;;
      --cycles) [ $# -ge 2 ] || die "--cycles needs a value"; cycles="$2"; shift ;;
      --compile-runs) [ $# -ge 2 ] || die "--compile-runs needs a value"; compile_runs="$2"; shift ;;
      --specs-dir) [ $# -ge 2 ] || die "--specs-dir needs a value"; specs_dir="$2"; shift ;;
      --work) [ $# -ge 2 ] || die "--work needs a value"; work="$2"; shift ;;
      -h|--help) sed -n '/^# Usage:/,/^set -euo/p' "$loop_dir/edit-loop.sh" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
      *) die "unknown argument: $1 (see --help)" ;;
    esac
    shift
  done
  [[ "$cycles" =~ ^[1-9][0-9]*$ ]] || die "--cycles takes a positive number"
  [[ "$compile_runs" =~ ^[1-9][0-9]*$ ]] || die "--compile-runs takes a positive number"
  [ ${#edits[@]} -gt 0 ] || edits=(openai:AssistantObject twilio_api_v2010:api.v2010.account.call pagerduty.json:Incident)
  command -v python3 >/dev/null || die "python3 is needed to edit the specs (Benchmarks/OpenAPICompare/add-property.py)"
  mkdir -p "$work"
  work="$(cd "$work" && pwd)"
  case "$work/" in "$repo/"*) die "--work must be outside the repository" ;; esac
  logs="$work/logs"
  tools="$work/tools"
}

declare -A edit_schema   # id → the schema each edit of that spec adds a property to

# Every spec of the folder is measured clean; those of --edit are generated from an editable copy
# (spec_path then names the copy), so the edits never touch the folder.
prepare_specs() {
  local item name schema id copy
  select_specs
  mkdir -p "$work/loop-specs"
  for item in "${edits[@]}"; do
    name="${item%%:*}"; schema="${item#*:}"
    [ "$name" != "$item" ] && [ -n "$schema" ] || die "--edit takes NAME:SCHEMA, not $item"
    id="$(spec_id "$(resolve_spec "$name")")"
    [ -n "${spec_path[$id]:-}" ] || die "$name is not a spec of $specs_dir"
    copy="$work/loop-specs/$(basename "${spec_path[$id]}")"
    cp "${spec_path[$id]}" "$copy" && chmod u+w "$copy"
    spec_path[$id]="$copy"
    edit_schema[$id]="$schema"
  done
}

# One edit cycle of spec ID: a property added, then each generator regenerates into its compile
# package and the target is rebuilt; records loop_s (the sum), loop_gen_s and loop_build_s.
edit_cycle() {
  local id=$1 cycle=$2 tool package target="API_$1" log out start gen build
  python3 "$loop_dir/OpenAPICompare/add-property.py" "${spec_path[$id]}" "${edit_schema[$id]}" "loop_edit_$cycle" \
    || die "cannot add a property to ${edit_schema[$id]} in ${spec_path[$id]}"
  for tool in routegen incumbent; do
    if [ -z "${result[$id|$tool|gen_s]:-}" ] || [ -n "${result[$id|$tool|compile_failure]:-}" ]; then continue; fi
    package="$(compile_package "$tool")"
    out="$package/Sources/$target"
    log="$logs/$id-$tool-loop-$cycle"
    say "$id: edit $cycle/$cycles, $tool regenerates and rebuilds"
    if [ "$tool" = routegen ]; then
      measure "$log-gen.log" "$routegen" generate "${spec_path[$id]}" --output "$out" \
        || die_with_log "$log-gen.log" "routegen generate failed after the edit"
    else
      measure "$log-gen.log" "$incumbent" generate "${spec_path[$id]}" --config "$work/openapi-generator-config.yaml" --output-directory "$out" \
        || die_with_log "$log-gen.log" "the incumbent failed after the edit"
    fi
    gen=$seconds
    measure "$log-build.log" swift build --package-path "$package" --target "$target" \
      || die_with_log "$log-build.log" "the $tool output does not compile after the edit"
    build=$seconds
    grep -q "Compiling $target " "$log-build.log" || die_with_log "$log-build.log" "the rebuild after the edit compiled nothing"
    if grep -q "Planning build" "$log-build.log"; then say "$id: SwiftPM planned the build again in edit $cycle of the $tool output (timed with it)"; fi
    add_run "$id|$tool|loop_gen_s" "$gen"
    add_run "$id|$tool|loop_build_s" "$build"
    add_run "$id|$tool|loop_s" "$(awk -v a="$gen" -v b="$build" 'BEGIN { print a + b }')"
    add_run "$id|$tool|loop_files" "$(grep -E "Compiling $target " "$log-build.log" | grep -oE '[^ ,]+\.swift' | sort -u | wc -l)"
  done
}

# After the clean builds (which leave each target built), the edit cycles of every --edit spec.
measure_loops() {
  local id cycle tool key
  for id in "${ids[@]}"; do
    [ -n "${edit_schema[$id]:-}" ] || continue
    for tool in routegen incumbent; do
      # The compile package holds the generated files as copies: the generator writes over them
      # once, untimed, and the module is rebuilt, so the timed runs start from the generator's own
      # output folder (the first write of the incumbent's files made SwiftPM plan again).
      [ -n "${result[$id|$tool|gen_s]:-}" ] && [ -z "${result[$id|$tool|compile_failure]:-}" ] || continue
      if [ "$tool" = routegen ]; then
        "$routegen" generate "${spec_path[$id]}" --output "$(compile_package routegen)/Sources/API_$id" >"$logs/$id-routegen-loop-setup.log" 2>&1 \
          || die_with_log "$logs/$id-routegen-loop-setup.log" "routegen generate failed on ${spec_path[$id]}"
      else
        "$incumbent" generate "${spec_path[$id]}" --config "$work/openapi-generator-config.yaml" \
          --output-directory "$(compile_package incumbent)/Sources/API_$id" >"$logs/$id-incumbent-loop-setup.log" 2>&1 \
          || die_with_log "$logs/$id-incumbent-loop-setup.log" "the incumbent failed on ${spec_path[$id]}"
      fi
      swift build --package-path "$(compile_package "$tool")" --target "API_$id" >"$logs/$id-$tool-loop-setup-build.log" 2>&1 \
        || die_with_log "$logs/$id-$tool-loop-setup-build.log" "the $tool output of $id does not build before the edits"
    done
    for cycle in $(seq "$cycles"); do edit_cycle "$id" "$cycle"; done
    for tool in routegen incumbent; do
      for key in loop_s loop_gen_s loop_build_s loop_files; do
        if [ -n "${times[$id|$tool|$key]:-}" ]; then result[$id|$tool|$key]="$(median_of "$id|$tool|$key")"; fi
      done
    done
  done
}

loop_report() {
  local id name
  echo "## The edit loop: RouteGen vs swift-openapi-generator $incumbent_version"
  echo
  echo "$(date -u +%Y-%m-%d), $(nproc) cores, $(swift --version 2>/dev/null | head -n 1 | sed 's/ (.*//'), load average at the end $(cut -d ' ' -f 1-3 /proc/loadavg)."
  echo "One edit: an optional property added to one model of the spec (a new one each cycle), then the generator run into the"
  echo "module's folder and \`swift build --target\` of the module, incremental (debug, Swift 6 mode, dependencies prebuilt)."
  echo "Times are medians of $(plural "$cycles" cycle) with the range; the generators alternate within a cycle."
  echo
  echo "| spec (model edited) | RouteGen: regenerate + rebuild | of which rebuild | files recompiled | incumbent: regenerate + rebuild | incumbent ÷ RouteGen |"
  echo "|---|---:|---:|---:|---:|---|"
  for id in "${ids[@]}"; do
    [ -n "${edit_schema[$id]:-}" ] || continue
    name="$(basename "${spec_path[$id]}") (${edit_schema[$id]})"
    echo "| $name | $(time_cell "$id" routegen loop_s) | $(cell "$id" routegen loop_build_s seconds_text) | ${result[$id|routegen|loop_files]:-—} of $(find "$(compile_package routegen)/Sources/API_$id" -name '*.swift' | wc -l) | $(loop_incumbent_cell "$id") | $(ratio_cell "$id" loop_s "(RouteGen faster)") |"
  done
  echo
  echo "## Clean debug builds of the same outputs"
  echo
  echo "Each timed \`swift build --target\` compiles the generated module from scratch (its objects deleted), $(runs_text "$compile_runs")."
  echo
  echo "| spec | generated lines (RouteGen / incumbent) | files (RouteGen) | RouteGen | incumbent | incumbent ÷ RouteGen |"
  echo "|---|---|---:|---:|---:|---|"
  for id in "${ids[@]}"; do
    echo "| $(basename "${spec_path[$id]}") | $(cell "$id" routegen lines count_text) / $(cell "$id" incumbent lines count_text) | $(find "$work/out/$id/routegen" -name '*.swift' | wc -l) | $(time_cell "$id" routegen compile_s) | $(clean_incumbent_cell "$id") | $(ratio_cell "$id" compile_s "(RouteGen faster)") |"
  done
}

loop_incumbent_cell() {
  if [ -n "${result[$1|incumbent|failure]:-}" ]; then echo "fails: ${result[$1|incumbent|failure]}"; else time_cell "$1" incumbent loop_s; fi
}
clean_incumbent_cell() {
  if [ -n "${result[$1|incumbent|failure]:-}" ]; then echo "fails: ${result[$1|incumbent|failure]}"; else time_cell "$1" incumbent compile_s; fi
}

loop_main() {
  parse_loop_arguments "$@"
  prepare_specs
  mkdir -p "$logs" "$work/out"
  build_tools
  build_routegen
  build_incumbent
  local id
  for id in "${ids[@]}"; do measure_generation "$id"; done
  measure_compilation
  measure_loops
  loop_report
}

loop_main "$@"
