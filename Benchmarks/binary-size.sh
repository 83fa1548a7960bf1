#!/usr/bin/env bash
# What the generated code costs an app's binary: a release executable that performs five of a
# spec's operations, built once with RouteGen's output and RouteKit, once with
# swift-openapi-generator 1.14.3's (types and client) and its runtime and URLSession transport,
# stripped, with the same executable without any generated code beside each, so the generated
# code's own share shows apart from its runtime's. The generated files are in the app's own
# target, as a build plugin puts them, and internal (RouteGen's `--access internal`, the
# incumbent's default), so the optimizer may drop what the app does not call.
#
# It is Benchmarks/openapi-compare.sh's sibling and reuses its parts (sourced): the same scratch
# folder, incumbent build and generation. The five operations are openai's `listModels`,
# `retrieveModel`, `deleteModel`, `listFiles` and `retrieveFile` (no request body, so neither
# side's call is more than a line); each app reads one field of each response. The apps are
# built, never run: they would need the network.
#
# Usage: Benchmarks/binary-size.sh [options]   (Linux: GNU tools, cc, libyaml-dev, strip;
#        Markdown on stdout, progress on stderr; run it alone, as `nice -n 19 Benchmarks/binary-size.sh`)
#   --specs-dir DIR     where openai.yaml is (default: ../shared/specs beside the repository)
#   --work DIR          scratch folder (default ${TMPDIR:-/tmp}/routegen-bench, shared with
#                       openapi-compare.sh and edit-loop.sh); one run at a time
set -euo pipefail

size_dir="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=openapi-compare.sh
source "$size_dir/openapi-compare.sh"

runs=1

parse_size_arguments() {
  while [ $# -gt 0 ]; do
    sibling_option "$size_dir/binary-size.sh" "$@"
    [ "$taken" -gt 0 ] || die "unknown argument: $1 (see --help)"
    shift "$taken"
  done
  command -v strip >/dev/null || die "strip (binutils) is needed"
  prepare_work
  requested=(openai)
}

# The calls of each side: the same five operations, one field of each answer printed.
routegen_main='import Foundation
import RouteKit

let key = ProcessInfo.processInfo.environment["OPENAI_API_KEY"] ?? ""
let api = OpenAIAPI.router().authenticated(OpenAIAPI.ApiKeyAuth.self, with: BearerToken(key))
do {
    print(try await api.perform(.listModels).data.count)
    print(try await api.perform(.retrieveModel(model: "gpt-4o")).ownedBy)
    print(try await api.perform(.deleteModel(model: "ft:gpt-4o:acme")).deleted)
    print(try await api.perform(.listFiles()).data.count)
    print(try await api.perform(.retrieveFile(fileId: "file-abc")).bytes)
} catch {
    print(error)
}'

incumbent_main='import Foundation
import HTTPTypes
import OpenAPIRuntime
import OpenAPIURLSession

let key = ProcessInfo.processInfo.environment["OPENAI_API_KEY"] ?? ""
struct Bearer: ClientMiddleware {
    let token: String
    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        request.headerFields[.authorization] = "Bearer \(token)"
        return try await next(request, body, baseURL)
    }
}
let api = Client(
    serverURL: try Servers.Server1.url(), transport: URLSessionTransport(), middlewares: [Bearer(token: key)])
do {
    print(try await api.listModels().ok.body.json.data.count)
    print(try await api.retrieveModel(path: .init(model: "gpt-4o")).ok.body.json.owned_by)
    print(try await api.deleteModel(path: .init(model: "ft:gpt-4o:acme")).ok.body.json.deleted)
    print(try await api.listFiles(.init()).ok.body.json.data.count)
    print(try await api.retrieveFile(path: .init(file_id: "file-abc")).ok.body.json.bytes)
} catch {
    print(error)
}'

# The same runtime, no generated code: what the app costs before a single route.
routegen_bare='import Foundation
import RouteKit

print(HTTPMethod.get)'
incumbent_bare='import Foundation
import OpenAPIRuntime
import OpenAPIURLSession

print(URLSessionTransport.Configuration())'

# Writes the package of one app: TOOL's runtime, and the app with the generated files (unless bare).
write_size_package() {
  local tool=$1 kind=$2 package="$work/size/$1-$2" dependencies products main
  mkdir -p "$package/Sources/app"
  dependencies="$(runtime_dependencies "$tool")"
  products="$(runtime_products "$tool")"
  find "$package/Sources/app" -name '*.swift' ! -name main.swift -delete
  if [ "$kind" = app ]; then
    if [ "$tool" = routegen ]; then
      "$routegen" generate "${spec_path[openai]}" --access internal --output "$package/Sources/app" >"$logs/size-routegen.log" 2>&1 \
        || die_with_log "$logs/size-routegen.log" "routegen generate --access internal failed"
      main=$routegen_main
    else
      find "$work/out/openai/incumbent" -maxdepth 1 -name '*.swift' -exec cp {} "$package/Sources/app/" \;
      main=$incumbent_main
    fi
  else
    if [ "$tool" = routegen ]; then main=$routegen_bare; else main=$incumbent_bare; fi
  fi
  write_if_changed "$package/Sources/app/main.swift" "$main"
  write_if_changed "$package/Package.swift" "// swift-tools-version: 6.2
import PackageDescription

// Scratch package of RouteGen's Benchmarks/binary-size.sh: an app built in release, Swift 6 mode.
let runtime: [Target.Dependency] = [
    $products
]

let package = Package(
    name: \"size-$tool-$kind\",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        $dependencies
    ],
    targets: [
        .executableTarget(name: \"app\", dependencies: runtime),
    ]
)"
  echo "$package"
}

declare -A size   # "tool|kind|stripped" or "tool|kind|unstripped" → bytes

build_size_app() {
  local tool=$1 kind=$2 package log bin
  package="$(write_size_package "$tool" "$kind")"
  log="$logs/size-$tool-$kind.log"
  say "building the $tool $kind in release"
  measure "$log" swift build -c release --package-path "$package" --product app \
    || die_with_log "$log" "the $tool $kind does not build"
  bin="$(swift build -c release --package-path "$package" --show-bin-path)/app"
  size[$tool|$kind|unstripped]=$(stat -c %s "$bin")
  strip -o "$work/size/$tool-$kind.stripped" "$bin"
  size[$tool|$kind|stripped]=$(stat -c %s "$work/size/$tool-$kind.stripped")
  size[$tool|$kind|build_s]=$seconds
}

bytes_text() { awk -v b="$1" 'BEGIN { if (b >= 1048576) printf "%.2f MB", b / 1048576; else printf "%.0f KB", b / 1024 }'; }

size_report() {
  local tool kind
  echo "## Binary size: five openai operations, RouteGen vs swift-openapi-generator $incumbent_version"
  echo
  echo "$(date -u +%Y-%m-%d), $(nproc) cores, $(swift --version 2>/dev/null | head -n 1 | sed 's/ (.*//'), \`swift build -c release\` (Swift 6 mode), \`strip\`."
  echo "The app performs listModels, retrieveModel, deleteModel, listFiles and retrieveFile; the bare app links the same runtime and no generated code."
  echo
  echo "| | RouteGen + RouteKit | incumbent + OpenAPIRuntime + OpenAPIURLSession | RouteGen ÷ incumbent |"
  echo "|---|---:|---:|---:|"
  for kind in app bare; do
    echo "| $kind, stripped | $(bytes_text "${size[routegen|$kind|stripped]}") | $(bytes_text "${size[incumbent|$kind|stripped]}") | $(awk -v a="${size[routegen|$kind|stripped]}" -v b="${size[incumbent|$kind|stripped]}" 'BEGIN { printf "%.2f", a / b }') |"
    echo "| $kind, unstripped | $(bytes_text "${size[routegen|$kind|unstripped]}") | $(bytes_text "${size[incumbent|$kind|unstripped]}") | $(awk -v a="${size[routegen|$kind|unstripped]}" -v b="${size[incumbent|$kind|unstripped]}" 'BEGIN { printf "%.2f", a / b }') |"
  done
  local rg=$(( size[routegen|app|stripped] - size[routegen|bare|stripped] ))
  local inc=$(( size[incumbent|app|stripped] - size[incumbent|bare|stripped] ))
  echo "| the generated code's share (app − bare, stripped) | $(bytes_text "$rg") | $(bytes_text "$inc") | $(awk -v a="$rg" -v b="$inc" 'BEGIN { printf "%.2f", a / b }') |"
  echo
  echo "Release build of each app (dependencies included, once): RouteGen $(seconds_text "${size[routegen|app|build_s]}"), incumbent $(seconds_text "${size[incumbent|app|build_s]}")."
}

size_main() {
  parse_size_arguments "$@"
  select_specs
  mkdir -p "$logs" "$work/out" "$work/size"
  build_tools
  build_routegen
  build_incumbent
  run_incumbent openai
  [ -z "${result[openai|incumbent|failure]:-}" ] || die "the incumbent fails on openai: ${result[openai|incumbent|failure]}"
  local tool kind
  for kind in bare app; do
    for tool in routegen incumbent; do build_size_app "$tool" "$kind"; done
  done
  size_report
}

size_main "$@"
