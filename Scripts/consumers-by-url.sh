#!/usr/bin/env bash
# Packages that depend on RouteGen by URL, as users' packages do (issue 33): a file:// clone of
# this repository, at the commit checked out (HEAD: commit first). Their manifests are written as
# a user writes them (Docs/Server.md and Docs/AsyncHTTPClientTransport.md quote them), then
# `url: "<RouteGen's git URL>", branch: "main"` becomes the clone's URL and HEAD's revision.
#   1. Reader — RouteKit, RouteKitTesting and RouteGenPlugin, no trait. After `swift package
#      resolve` its .build/checkouts holds RouteGen and swift-argument-parser (routegen's, for
#      the plugin) and nothing else: no SwiftNIO, Hummingbird or AsyncHTTPClient. It builds
#      (no NIO module in its build folder) and performs its generated route against stubs.
#   2. The same package naming RouteKitServer without the trait fails to build with
#      RouteKitServer's own error, which names the trait to add.
#   3. Greeter — traits: ["Server", "AsyncHTTPClient"], RouteKitServer, RouteKitAsyncHTTPClient
#      and Hummingbird: its tool serves its generated route on 127.0.0.1 and performs it with the
#      generated client through the AsyncHTTPClient transport.
# Prints each package's clean resolve and build times (Docs/Server.md: What a client-only app pays).
# Usage: Scripts/consumers-by-url.sh [--keep]   (--keep leaves the packages; their folder is printed)
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/routegen-consumers.XXXXXX")"
if [ "${1:-}" = "--keep" ]; then echo "consumers: packages in $work"; else trap 'rm -rf "$work"' EXIT; fi

fail() { echo "consumers: FAIL: $*" >&2; exit 1; }
pass() { echo "consumers: ok: $*"; }
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }

[ -z "$(git -C "$repo" status --porcelain --untracked-files=no)" ] ||
  echo "consumers: note: uncommitted changes are not in the clone; it is HEAD"
revision="$(git -C "$repo" rev-parse HEAD)"
git clone --quiet --no-checkout "$repo" "$work/RouteGen"
url="file://$work/RouteGen"

# The manifest $1 written as a user writes it, pointed at the clone instead.
point_at_clone() {
  sed -i "s|url: \"<RouteGen's git URL>\", branch: \"main\"|url: \"$url\", revision: \"$revision\"|" "$1"
  grep -q "url: \"$url\", revision: \"$revision\"" "$1" || fail "could not point $1 at the clone"
}

# The one spec both packages generate from, with RouteGenPlugin.
write_spec() {
  mkdir -p "$1"
  cat >"$1/Greeter.yaml" <<'EOF'
api: Greeter
baseURL: https://greeter.example
models:
  Greeting:
    fields: { text: String }
routes:
  greeting: { GET: "/greetings/{name: String}", response: Greeting }
EOF
}

# 1. RouteKit only.
reader="$work/Reader"
mkdir -p "$reader/Sources/reader"
write_spec "$reader/Sources/reader/Specs"
cat >"$reader/Package.swift" <<'EOF'
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Reader",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(url: "<RouteGen's git URL>", branch: "main"),
    ],
    targets: [
        .executableTarget(
            name: "reader",
            dependencies: [
                .product(name: "RouteKit", package: "RouteGen"),
                .product(name: "RouteKitTesting", package: "RouteGen"),
            ],
            plugins: [.plugin(name: "RouteGenPlugin", package: "RouteGen")]
        ),
    ]
)
EOF
point_at_clone "$reader/Package.swift"
cat >"$reader/Sources/reader/main.swift" <<'EOF'
import RouteKit
import RouteKitTesting

// The generated route, performed through the router against a stub of its type.
let stubs = StubbedRoutes()
try stubs.answer(Greeter.GreetingRoute.self, with: Greeter.Greeting(text: "hello, ada"))
let greeting = try await Greeter.router(transport: stubs.transport).perform(.greeting(name: "ada"))
print(greeting.text)
EOF

start=$(now)
(cd "$reader" && swift package resolve) >"$work/reader-resolve.log" 2>&1 || { cat "$work/reader-resolve.log" >&2; fail "Reader: swift package resolve"; }
resolve_seconds=$(since "$start")
checkouts="$(ls "$reader/.build/checkouts" | tr 'A-Z' 'a-z' | sort | tr '\n' ' ')"
[ "$checkouts" = "routegen swift-argument-parser " ] || fail "Reader (RouteKit only) checked out: $checkouts"
pass "Reader (RouteKit, RouteKitTesting, RouteGenPlugin) resolved in ${resolve_seconds}s; .build/checkouts: $checkouts"

start=$(now)
(cd "$reader" && swift build) >"$work/reader-build.log" 2>&1 || { cat "$work/reader-build.log" >&2; fail "Reader: swift build"; }
build_seconds=$(since "$start")
modules="$(ls "$reader/.build/debug/Modules")"
if grep -E -i '^(NIO|Hummingbird|AsyncHTTPClient)' <<<"$modules"; then fail "Reader built the modules above"; fi
[ "$("$reader/.build/debug/reader")" = "hello, ada" ] || fail "Reader did not print the stubbed greeting"
pass "Reader built in ${build_seconds}s (clean, debug, routegen included) without a NIO, Hummingbird or AsyncHTTPClient module, and ran"

# 2. RouteKitServer named without its trait.
sed -i 's|.product(name: "RouteKitTesting", package: "RouteGen"),|&\n                .product(name: "RouteKitServer", package: "RouteGen"),|' "$reader/Package.swift"
grep -q '"RouteKitServer"' "$reader/Package.swift" || fail "could not add RouteKitServer to Reader's manifest"
if (cd "$reader" && swift build) >"$work/reader-server.log" 2>&1; then fail "Reader built RouteKitServer without the trait Server"; fi
grep -q "error: RouteKitServer needs RouteGen's trait Server" "$work/reader-server.log" ||
  { cat "$work/reader-server.log" >&2; fail "Reader without the trait: not RouteKitServer's error"; }
! grep -q "no such module" "$work/reader-server.log" || { cat "$work/reader-server.log" >&2; fail "Reader without the trait: 'no such module' beside the trait's error"; }
pass "RouteKitServer without the trait: $(grep -m1 -o "error: RouteKitServer needs RouteGen's trait Server[^(]*" "$work/reader-server.log")"

# 3. The server and the AsyncHTTPClient transport, by their traits.
greeter="$work/Greeter"
mkdir -p "$greeter/Sources/greeter"
write_spec "$greeter/Sources/greeter/Specs"
printf 'specs: [Specs]\nserver: true\n' >"$greeter/Sources/greeter/routegen.yml"
cat >"$greeter/Package.swift" <<'EOF'
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Greeter",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "<RouteGen's git URL>", branch: "main", traits: ["Server", "AsyncHTTPClient"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    ],
    targets: [
        .executableTarget(
            name: "greeter",
            dependencies: [
                .product(name: "RouteKit", package: "RouteGen"),
                .product(name: "RouteKitServer", package: "RouteGen"),
                .product(name: "RouteKitAsyncHTTPClient", package: "RouteGen"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            plugins: [.plugin(name: "RouteGenPlugin", package: "RouteGen")]
        ),
    ]
)
EOF
point_at_clone "$greeter/Package.swift"
cat >"$greeter/Sources/greeter/main.swift" <<'EOF'
import Foundation
import Hummingbird
import RouteKit
import RouteKitAsyncHTTPClient
import RouteKitServer

// Serves the generated route on 127.0.0.1 and an ephemeral port, performs it once with the
// generated client on AsyncHTTPClient, prints the answer and stops the server.
struct Greetings: GreeterService {
    func greeting(_ route: Greeter.GreetingRoute) async throws -> Greeter.Greeting {
        Greeter.Greeting(text: "hello, \(route.name)")
    }
}

struct NoPort: Error {}

let router = Hummingbird.Router()
router.addRoutes(Greeter.self, service: Greetings())
let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
let app = Application(
    router: router,
    server: .http1(configuration: .init(idleTimeout: .seconds(30))),
    configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
    onServerRunning: { channel in portContinuation.yield(channel.localAddress?.port ?? 0) })
try await withThrowingTaskGroup(of: Void.self) { group in
    group.addTask { try await app.runService() }
    var waiting = ports.makeAsyncIterator()
    guard let port = await waiting.next(), port > 0, let baseURL = URL(string: "http://127.0.0.1:\(port)") else { throw NoPort() }
    let greeting = try await Greeter.router(baseURL: baseURL, transport: .asyncHTTPClient()).perform(.greeting(name: "ada"))
    print(greeting.text)
    group.cancelAll()
}
EOF

start=$(now)
(cd "$greeter" && swift package resolve) >"$work/greeter-resolve.log" 2>&1 || { cat "$work/greeter-resolve.log" >&2; fail "Greeter: swift package resolve"; }
resolve_seconds=$(since "$start")
for needed in hummingbird swift-nio async-http-client; do
  [ -d "$greeter/.build/checkouts/$needed" ] || fail "Greeter (traits Server, AsyncHTTPClient) did not check out $needed"
done
pass "Greeter (traits Server and AsyncHTTPClient) resolved in ${resolve_seconds}s: $(ls "$greeter/.build/checkouts" | wc -l) packages checked out"

start=$(now)
(cd "$greeter" && swift build) >"$work/greeter-build.log" 2>&1 || { cat "$work/greeter-build.log" >&2; fail "Greeter: swift build"; }
build_seconds=$(since "$start")
answer="$(cd "$greeter" && timeout 120 .build/debug/greeter 2>"$work/greeter-run.log")" || { cat "$work/greeter-run.log" >&2; fail "Greeter's tool failed"; }
[ "$answer" = "hello, ada" ] || { cat "$work/greeter-run.log" >&2; fail "Greeter answered '$answer'"; }
pass "Greeter built in ${build_seconds}s (clean, debug), served its generated route on 127.0.0.1 and performed it through AsyncHTTPClient: $answer"
