#!/usr/bin/env bash
# The loop RouteGen exists for, measured: one property added to one model of a real OpenAPI
# document, then regenerate and debug-rebuild the module holding the generated code — RouteGen
# against swift-openapi-generator 1.14.3 doing the same, in the same run — with the clean debug
# build of both on every spec beside it, so a faster loop is not bought with a slower clean build.
# The models edited are chosen by fan-in (Benchmarks/OpenAPICompare/pick-models.py): the most-used
# one, a median one, a leaf, a union's member and a request body's, where the spec has them, so
# the ratio reported is the worst and the median over models that are costly to edit, not only
# over a friendly one.
#
# It is Benchmarks/openapi-compare.sh's sibling and reuses its parts (sourced): the same scratch
# folder, incumbent build, measuring tools and compile packages. For each spec of the folder,
# smallest first, it generates once with each generator and times clean debug builds of each
# output (median of --compile-runs, alternating). Then, for each spec of --edit, it runs
# --cycles edits: Benchmarks/OpenAPICompare/add-property.py adds a property to the model (a new
# one each cycle, on an editable copy of the spec), and for each generator in turn it times
# regenerating into the compile package's target (as a build plugin does: RouteGen leaves
# unchanged files alone; the incumbent writes its two files) and `swift build --target` of that
# target, incremental, from the state the previous build left. A cycle's time is the sum. Both
# sides get the same edit, the same command and the same package shape (one target per spec of
# generated files only, dependencies prebuilt, Swift 6 mode, debug), alternating within a cycle.
#
# Usage: Benchmarks/edit-loop.sh [options]   (Linux: GNU tools, cc, libyaml-dev, python3;
#        Markdown on stdout, progress on stderr; run it alone, as `nice -n 19 Benchmarks/edit-loop.sh`)
#   --edit NAME[:SCHEMA]  a spec whose loop is measured and the schema (a key under
#                       components/schemas) each edit adds a property to; without a schema, the
#                       models pick-models.py chooses by fan-in (repeatable; default openai,
#                       twilio_api_v2010, pagerduty.json, each with the chosen models)
#   --cycles N          edits per model (default 3)
#   --compile-runs N    clean debug builds per generator and spec (default 3)
#   --specs-dir DIR     where the specs are (default: ../shared/specs beside the repository); every
#                       spec of it is built clean, so a folder of the edited specs alone is quicker
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
    sibling_option "$loop_dir/edit-loop.sh" "$@"
    if [ "$taken" -gt 0 ]; then shift "$taken"; continue; fi
    case "$1" in
      --edit) [ $# -ge 2 ] || die "--edit needs a value"; edits+=("$2"); shift ;;
      --cycles) [ $# -ge 2 ] || die "--cycles needs a value"; cycles="$2"; shift ;;
      --compile-runs) [ $# -ge 2 ] || die "--compile-runs needs a value"; compile_runs="$2"; shift ;;
      *) die "unknown argument: $1 (see --help)" ;;
    esac
    shift
  done
  [[ "$cycles" =~ ^[1-9][0-9]*$ ]] || die "--cycles takes a positive number"
  [[ "$compile_runs" =~ ^[1-9][0-9]*$ ]] || die "--compile-runs takes a positive number"
  [ ${#edits[@]} -gt 0 ] || edits=(openai twilio_api_v2010 pagerduty.json)
  command -v python3 >/dev/null || die "python3 is needed to edit the specs (Benchmarks/OpenAPICompare/add-property.py)"
  prepare_work
}

declare -A edit_models   # id → "role:schema:fan-in …", the models whose edits are measured

# Every spec of the folder is measured clean; those of --edit are generated from an editable copy
# (spec_path then names the copy), so the edits never touch the folder.
prepare_specs() {
  local item name schema id copy role fan_in
  select_specs
  mkdir -p "$work/loop-specs" "$logs"
  for item in "${edits[@]}"; do
    name="${item%%:*}"; schema=""
    [ "$name" = "$item" ] || schema="${item#*:}"
    id="$(spec_id "$(resolve_spec "$name")")" && [ -n "$id" ] || exit 1
    [ -n "${spec_path[$id]:-}" ] || die "$name is not a spec of $specs_dir"
    if [ -z "${edit_models[$id]:-}" ]; then
      copy="$work/loop-specs/$(basename "${spec_path[$id]}")"
      cp "${spec_path[$id]}" "$copy" && chmod u+w "$copy"
      spec_path[$id]="$copy"
    fi
    if [ -n "$schema" ]; then
      edit_models[$id]="${edit_models[$id]:-} chosen:$schema:?"
    else
      python3 "$loop_dir/OpenAPICompare/pick-models.py" "${spec_path[$id]}" >"$logs/$id-models.txt" 2>"$logs/$id-models.log" \
        || die_with_log "$logs/$id-models.log" "cannot choose the models of $name"
      while read -r role schema fan_in; do
        edit_models[$id]="${edit_models[$id]:-} $role:$schema:$fan_in"
      done <"$logs/$id-models.txt"
      [ -n "${edit_models[$id]:-}" ] || die "pick-models.py chose no model of $name"
    fi
  done
}

# One edit cycle of model SCHEMA of spec ID: a property added, then each generator regenerates
# into its compile package and the target is rebuilt; records, under the key "ID/SCHEMA", loop_s
# (the sum), loop_gen_s, loop_build_s and loop_files. The generators take turns going first.
edit_cycle() {
  local id=$1 schema=$2 cycle=$3 key="$1/$2" tool package target="API_$1" log out gen build order
  python3 "$loop_dir/OpenAPICompare/add-property.py" "${spec_path[$id]}" "$schema" "loop_edit_$cycle" \
    || die "cannot add a property to $schema in ${spec_path[$id]}"
  order="routegen incumbent"
  [ $((cycle % 2)) -eq 1 ] || order="incumbent routegen"
  for tool in $order; do
    if [ -z "${result[$id|$tool|gen_s]:-}" ] || [ -n "${result[$id|$tool|compile_failure]:-}" ]; then continue; fi
    package="$(compile_package "$tool")"
    out="$package/Sources/$target"
    log="$logs/$id-$tool-loop-$schema-$cycle"
    say "$id: $schema, edit $cycle/$cycles, $tool regenerates and rebuilds"
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
    add_run "$key|$tool|loop_gen_s" "$gen"
    add_run "$key|$tool|loop_build_s" "$build"
    add_run "$key|$tool|loop_s" "$(awk -v a="$gen" -v b="$build" 'BEGIN { print a + b }')"
    add_run "$key|$tool|loop_files" "$(grep -E "Compiling $target " "$log-build.log" | grep -oE '[^ ,]+\.swift' | sort -u | wc -l)"
  done
}

# After the clean builds (which leave each target built), the edit cycles of every --edit spec.
measure_loops() {
  local id cycle tool key model schema round
  for id in "${ids[@]}"; do
    [ -n "${edit_models[$id]:-}" ] || continue
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
      # Built through `measure` as the timed builds are: SwiftPM plans again when the environment
      # differs, and a build after a new plan compiles the whole module, which made the first
      # cycle a clean build (one in three cycles of the incumbent's loop in the 2026-11-27 run).
      # A second build takes a plan that is still pending.
      for round in 1 2; do
        measure "$logs/$id-$tool-loop-setup-build-$round.log" swift build --package-path "$(compile_package "$tool")" --target "API_$id" \
          || die_with_log "$logs/$id-$tool-loop-setup-build-$round.log" "the $tool output of $id does not build before the edits"
      done
    done
    for model in ${edit_models[$id]}; do
      schema="$(cut -d: -f2 <<<"$model")"
      for cycle in $(seq "$cycles"); do edit_cycle "$id" "$schema" "$cycle"; done
      for tool in routegen incumbent; do
        for key in loop_s loop_gen_s loop_build_s loop_files; do
          if [ -n "${times[$id/$schema|$tool|$key]:-}" ]; then
            result[$id/$schema|$tool|$key]="$(median_of "$id/$schema|$tool|$key")"
          fi
        done
      done
    done
  done
}

# The worst (smallest) and the median of the incumbent ÷ RouteGen ratios of a spec's models, as
# "worst W× (model), median M×", or nothing when no model has both sides.
loop_summary() {
  local id=$1 model schema a b ratios=""
  for model in ${edit_models[$id]}; do
    schema="$(cut -d: -f2 <<<"$model")"
    a=${result[$id/$schema|incumbent|loop_s]:-}; b=${result[$id/$schema|routegen|loop_s]:-}
    [ -n "$a" ] && [ -n "$b" ] || continue
    ratios="$ratios$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.2f", a / b }') $schema
"
  done
  [ -n "$ratios" ] || return 0
  sort -g <<<"$ratios" | grep . | awk '{ r[NR] = $1; m[NR] = $2 } END {
    med = (NR % 2) ? r[(NR + 1) / 2] : (r[NR / 2] + r[NR / 2 + 1]) / 2
    printf "worst %.1f× (%s), median %.1f× over %d models", r[1], m[1], med, NR }'
}

loop_report() {
  local id name
  echo "## The edit loop: RouteGen vs swift-openapi-generator $incumbent_version"
  echo
  echo "$(date -u +%Y-%m-%d), $(nproc) cores, $(swift --version 2>/dev/null | head -n 1 | sed 's/ (.*//'), load average at the end $(cut -d ' ' -f 1-3 /proc/loadavg)."
  echo "One edit: an optional property added to one model of the spec (a new one each cycle), then the generator run into the"
  echo "module's folder and \`swift build --target\` of the module, incremental (debug, Swift 6 mode, dependencies prebuilt)."
  echo "Times are medians of $(plural "$cycles" cycle) per model with the range; the generators take turns going first."
  echo
  echo "The models are chosen by fan-in (the schemas and operations referring to each): \`Benchmarks/OpenAPICompare/pick-models.py\`."
  echo
  echo "| spec: model (role, fan-in) | RouteGen: regenerate + rebuild | of which rebuild | files recompiled | incumbent: regenerate + rebuild | of which rebuild | incumbent ÷ RouteGen |"
  echo "|---|---:|---:|---:|---:|---:|---|"
  local model role schema fan_in key summary
  for id in "${ids[@]}"; do
    [ -n "${edit_models[$id]:-}" ] || continue
    for model in ${edit_models[$id]}; do
      IFS=: read -r role schema fan_in <<<"$model"
      key="$id/$schema"
      name="$(basename "${spec_path[$id]}"): $schema ($role, $fan_in)"
      echo "| $name | $(time_cell "$key" routegen loop_s) | $(time_cell "$key" routegen loop_build_s) | ${result[$key|routegen|loop_files]:-—} of $(find "$(compile_package routegen)/Sources/API_$id" -name '*.swift' | wc -l) | $(loop_incumbent_cell "$id" "$key") | $(time_cell "$key" incumbent loop_build_s) | $(ratio_cell "$key" loop_s "(RouteGen faster)") |"
    done
  done
  echo
  for id in "${ids[@]}"; do
    [ -n "${edit_models[$id]:-}" ] || continue
    summary="$(loop_summary "$id")"
    [ -z "$summary" ] || echo "- $(basename "${spec_path[$id]}"): incumbent ÷ RouteGen $summary."
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
  if [ -n "${result[$1|incumbent|failure]:-}" ]; then echo "fails: ${result[$1|incumbent|failure]}"; else time_cell "$2" incumbent loop_s; fi
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
