#!/usr/bin/env bash
# The cycle a user of RouteGenPlugin lives in, on a copy of Examples/Bookshelf (checked-in files
# are never edited), asserting each step from the build output and the mtimes of the generated
# files in the plugin's work directory:
#   1. a fresh build generates the routes, compiles warning-free, and the tool runs — including
#      LoansAPI, a target in the minimal form (an OpenAPI spec, a routegen.yml setting api-name
#      and open-enums, a comment-only Swift file);
#   2. the next build rewrites and compiles nothing (it may rerun routegen once, see below);
#   3. adding a route to one spec (and calling it) regenerates: the route exists, and only that
#      spec's file is rewritten;
#   4. a build with no edit does not run routegen, relinks nothing, rewrites nothing, compiles
#      nothing;
#   5. changing one route's path recompiles that spec's file (and code using the route), not
#      the other generated files;
#   6. adding a spec file generates and compiles its file, leaving the others untouched;
#   7. a spec error fails the build with file:line:column: error: at the user's YAML, and the
#      previous output stays as it was;
#   8. an edit to routegen.yml takes effect in the next plain build: an unknown key is an error at
#      its line naming the keys it knows, models: [hashable] makes the models Hashable, and a
#      fallback's warning goes quiet once routegen.yml acknowledges its cause; only a key that
#      decides which files are read and written (namespace-file:) asks for a new plan, by name; the
#      build after that, with no edit, runs and compiles nothing;
#   9. a description spread over three files by $ref (an entry document listed in specs:, a path
#      item and a schema in subfolders) builds without SwiftPM's "unhandled file" warning, and an
#      edit to the deepest file is in the next plain build;
#  10. the description grows by 110 operations whose response schemas are files of their own
#      (under 1 KB each): the plugin splits its code over the entry document's file and two models
#      files, none empty; a property added to one schema file rewrites one generated file, which
#      recompiles with at most the file of the route returning it;
#  11. generate-routes refuses a target that applies RouteGenPlugin, and writes nothing;
#  12. once the targets no longer apply the plugin and exclude their specs, generate-routes writes
#      their files into the package — also into LoansAPI, now only specs, which SwiftPM skips
#      until then — the package builds from them, and routegen generate --check passes, then
#      names the stale file after a spec edit;
#  13. applying RouteGenPlugin again to a target with checked-in routes fails the build with one
#      error naming the checked-in folder, not one "ambiguous" error per use.
# Usage: Scripts/plugin-cycle.sh   (from anywhere; needs only swift)
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/routegen-plugin-cycle.XXXXXX")"
trap 'rm -rf "$work"' EXIT
package="$work/Bookshelf"
mkdir "$package"
(cd "$repo/Examples/Bookshelf" && tar --exclude=.build --exclude=.swiftpm -cf - .) | (cd "$package" && tar -xf -)
sed -i.orig "s|path: \"../..\"|path: \"$repo\"|" "$package/Package.swift" && rm "$package/Package.swift.orig"
grep -q "path: \"$repo\"" "$package/Package.swift"

spec="$package/Sources/BookshelfClient/Specs/Books.yaml"
catalogue="$package/Sources/BookshelfClient/Catalogue.swift"
log="$work/build.log"
step=0

fail() { echo "plugin-cycle: FAIL (step $step): $*" >&2; echo "--- last build output:" >&2; cat "$log" >&2; exit 1; }
pass() { echo "plugin-cycle: ok (step $step): $*"; }

# Builds the copy; records the output in $log and the seconds taken in $seconds.
build() {
  local start end
  start=$(date +%s.%N)
  status=0
  swift build --package-path "$package" >"$log" 2>&1 || status=$?
  if [ "$status" -eq 0 ]; then built=yes; else built=no; fi
  end=$(date +%s.%N)
  seconds=$(awk "BEGIN { printf \"%.2f\", $end - $start }")
  # swift build itself was seen to crash once, after printing the expected errors: say so.
  if [ "$status" -gt 128 ]; then echo "plugin-cycle: note (step $step): swift build ended by signal $((status - 128))"; fi
}

# "name mtime" of every Swift file generated for BookshelfClient, sorted.
generated() {
  find "$package/.build/plugins/outputs" -path '*/BookshelfClient/*RouteGenPlugin/Routes/*.swift' -exec stat -c '%n %.9Y' {} + | sort
}
mtime() { generated | awk -v f="/$1" 'index($1, f) == length($1) - length(f) + 1 { print $2 }'; }
compiled() { grep -E "Compiling BookshelfClient [^ ]+\.swift" "$log" | sed -E 's/.*Compiling BookshelfClient //' | sort | tr '\n' ' ' || true; }
ran_routegen() { grep -q "Generating routes for BookshelfClient" "$log"; }
# A build with no edit, after WHAT: routegen does not run, routegen-tool is not relinked, no
# generated file is rewritten and nothing compiles.
noop_build() {
  local what=$1 before
  before="$(generated)"
  build
  [ "$built" = yes ] || fail "the no-op build after $what failed"
  ! ran_routegen || fail "routegen ran after $what although nothing changed"
  ! grep -q "Linking routegen-tool" "$log" || fail "routegen-tool was relinked after $what"
  [ "$(generated)" = "$before" ] || fail "a generated file was rewritten by the no-op build after $what"
  [ -z "$(compiled)" ] || fail "recompiled after $what: $(compiled)"
}
run_tool() { "$package/.build/debug/bookshelf"; }

step=1
build
[ "$built" = yes ] || fail "the fresh build failed"
ran_routegen || fail "routegen did not run on the fresh build"
! grep -E "warning:" "$log" || fail "the fresh build printed warnings"
[ "$(generated | wc -l)" -eq 3 ] || fail "expected RouteGenAPI.swift, Books.swift and Bookshelf.swift"
run_tool | grep -qx "GET https://api.bookshelf.example/v1/books?genre=history&page=2" || fail "the tool did not print the listBooks request"
grep -q "Generating routes for LoansAPI" "$log" || fail "routegen did not run for LoansAPI"
run_tool | grep -qx "GET https://loans.bookshelf.example/v1/loans/3" || fail "the tool did not print the Loans.getLoan request (api-name: Loans)"
run_tool | grep -qxF 'loan 3: unknown("lost")' || fail "an unlisted loan status did not decode as .unknown (open-enums: true)"
pass "fresh build in ${seconds}s: routegen ran, 3 files generated, no warning, the tool runs; LoansAPI (api-name, open-enums) works"

# SwiftPM links routegen-tool in two build graphs (plugin tools, then the build), so the build
# after a clean one relinks it once and reruns the command that declares it as input: routegen
# then finds every file unchanged and writes nothing. Step 4 shows the steady state.
step=2
before="$(generated)"
build
[ "$built" = yes ] || fail "the no-op build failed"
[ "$(generated)" = "$before" ] || fail "a generated file was rewritten"
[ -z "$(compiled)" ] || fail "recompiled: $(compiled)"
if ran_routegen; then
  grep -q "Linking routegen-tool" "$log" || fail "routegen ran although neither it nor a spec changed"
  pass "first build after a clean one in ${seconds}s: routegen-tool relinked, so routegen ran, wrote nothing; nothing compiled"
else
  pass "first build after a clean one in ${seconds}s: routegen did not run, nothing rewritten, nothing compiled"
fi

step=3
before_api="$(mtime RouteGenAPI.swift)"; before_shared="$(mtime Bookshelf.swift)"; before_books="$(mtime Books.swift)"
cat >>"$spec" <<'EOF'

  authorBooks: { GET: "/authors/{authorID: Int}/books", response: [Book] }
EOF
sed -i.orig 's|try router.request(for: .book(id: 7)),|&\n            try router.request(for: .authorBooks(authorID: 3)),|' "$catalogue" && rm "$catalogue.orig"
grep -q "authorBooks" "$catalogue"
build
[ "$built" = yes ] || fail "the build after adding a route failed"
ran_routegen || fail "routegen did not run after a spec edit"
[ "$(mtime Books.swift)" != "$before_books" ] || fail "Books.swift was not rewritten"
[ "$(mtime Bookshelf.swift)" = "$before_shared" ] || fail "Bookshelf.swift was rewritten though its code did not change"
[ "$(mtime RouteGenAPI.swift)" = "$before_api" ] || fail "RouteGenAPI.swift was rewritten though its code did not change"
run_tool | grep -qx "GET https://api.bookshelf.example/v1/authors/3/books" || fail "the new route is not used"
pass "route added in ${seconds}s: routegen ran, only Books.swift rewritten; compiled: $(compiled)"

step=4
noop_build "a spec edit"
pass "no-op build in ${seconds}s: routegen did not run, nothing rewritten, nothing compiled"

step=5
sed -i.orig 's|/authors/{authorID: Int}/books|/authors/{authorID: Int}/titles|' "$spec" && rm "$spec.orig"
build
[ "$built" = yes ] || fail "the build after changing a path failed"
ran_routegen || fail "routegen did not run after a spec edit"
case " $(compiled)" in
  *" Books.swift "*) ;;
  *) fail "Books.swift was not recompiled" ;;
esac
case " $(compiled)" in
  *" Bookshelf.swift "* | *" RouteGenAPI.swift "*) fail "files of the unchanged spec recompiled: $(compiled)" ;;
esac
run_tool | grep -qx "GET https://api.bookshelf.example/v1/authors/3/titles" || fail "the changed path is not used"
pass "path changed in ${seconds}s: Bookshelf.swift and RouteGenAPI.swift not recompiled; compiled: $(compiled)"

step=6
before_books="$(mtime Books.swift)"
cat >"$package/Sources/BookshelfClient/Specs/Reviews.yaml" <<'EOF'
# A spec added to the target: SwiftPM plans again because the file list changed.
models:
  Review: { fields: { book: Book, stars: Int, text: String? } }
routes:
  reviews: { GET: "/books/{bookID: Int}/reviews", response: [Review] }
EOF
build
[ "$built" = yes ] || fail "the build after adding a spec file failed"
ran_routegen || fail "routegen did not run after a spec file was added"
[ -n "$(mtime Reviews.swift)" ] || fail "Reviews.swift was not generated"
[ "$(mtime Books.swift)" = "$before_books" ] || fail "Books.swift was rewritten though its code did not change"
case " $(compiled)" in *" Reviews.swift "*) ;; *) fail "Reviews.swift was not compiled" ;; esac
pass "spec file added in ${seconds}s: Reviews.swift generated, Books.swift untouched; compiled: $(compiled)"

step=7
before="$(generated)"
line=$(grep -n "response: \[Book\] }" "$spec" | tail -1 | cut -d: -f1)
sed -i.orig "${line}s|response: \[Book\]|response: [Boook]|" "$spec" && rm "$spec.orig"
build
[ "$built" = no ] || fail "the build succeeded despite a spec error"
diagnostic="$(grep -E "^$spec:$line:[0-9]+: error: unknown type \"Boook\"" "$log" | head -1 || true)"
[ -n "$diagnostic" ] || fail "no diagnostic located at $spec:$line"
[ "$(generated)" = "$before" ] || fail "the failed run touched the previous output"
pass "spec error in ${seconds}s: build failed with \"$diagnostic\", previous output intact"

# SwiftPM plans plugin commands again when files are added or removed or Package.swift changes,
# not when a file's content changes; but routegen reads routegen.yml itself each time it runs, so
# an edit to it takes effect at once. Only the keys the plan is made of ask for a new plan.
step=8
sed -i.orig "${line}s|response: \[Boook\]|response: [Book]|" "$spec" && rm "$spec.orig"
config="$package/Sources/BookshelfClient/routegen.yml"
cp "$config" "$work/routegen.yml"
printf 'acces: internal\n' >>"$config"
config_line=$(grep -n "^acces:" "$config" | cut -d: -f1)
build
[ "$built" = no ] || fail "the build succeeded despite a routegen.yml error"
grep -qF "$config:$config_line:1: error: unknown key \"acces\"; routegen.yml knows access, api-name, open-enums," "$log" \
  || fail "no error located at $config:$config_line naming the known keys"
sed -i.orig "${config_line}s|.*|models: [hashable]|" "$config" && rm "$config.orig"
build
[ "$built" = yes ] || fail "the build failed after routegen.yml was corrected"
ran_routegen || fail "routegen did not run after a routegen.yml edit"
grep -q "struct Book: Codable, Hashable, Sendable" "$(generated | awk '/Books.swift/ { print $1 }')" \
  || fail "models: [hashable] did not reach the next build"
printf 'namespace-file: Namespace.swift\n' >>"$config"
planned_line=$(grep -n "^namespace-file:" "$config" | cut -d: -f1)
build
[ "$built" = no ] || fail "the build succeeded on a plan made with another namespace-file:"
replan="$config:$planned_line:1: error: namespace-file: changed since the build was planned"
grep -qF "$replan" "$log" || fail "the outdated plan did not name namespace-file: at its line"
cp "$work/routegen.yml" "$config"
build
[ "$built" = yes ] || fail "the build failed after routegen.yml was restored"
noop_build "a routegen.yml edit"
pass "routegen.yml edited: an unknown key fails at its line, models: takes effect in the next build; namespace-file: says \"$replan…\"; the next build with no edit ran nothing (${seconds}s)"

# A fallback the user accepts, acknowledged in routegen.yml, leaves the next build quiet.
loans="$package/Sources/LoansAPI/loans.yaml"
loans_config="$package/Sources/LoansAPI/routegen.yml"
cp "$loans" "$work/loans.yaml"
cp "$loans_config" "$work/loans-routegen.yml"
sed -i.orig 's|^          description: The loan.$|          description: The loan.\n          headers: { X-Rate-Limit: { content: { text/plain: { schema: { type: integer } } } } }|' "$loans" && rm "$loans.orig"
grep -q "X-Rate-Limit" "$loans" || fail "could not add a response header to loans.yaml"
build
[ "$built" = yes ] || fail "a response header failed the build"
grep -q "warning: .*response header described by \"content\" is generated as a String.*\[response-headers\]" "$log" || fail "no [response-headers] warning for the response header described by content"
printf 'acknowledge: [response-headers]\n' >>"$loans_config"
build
[ "$built" = yes ] || fail "the build failed with acknowledge: [response-headers]"
! grep -E "warning:" "$log" || fail "the acknowledged warning was still printed"
cp "$work/loans.yaml" "$loans"
cp "$work/loans-routegen.yml" "$loans_config"
build
[ "$built" = yes ] || fail "the build failed after loans.yaml and its routegen.yml were restored"
pass "a response header described by content warns [response-headers]; acknowledge: [response-headers] in routegen.yml quiets the next build"

# A description spread over files by $ref, as large public ones are: the entry document is listed
# in specs:, and reaches a path item and, from there, a schema in subfolders.
step=9
things="$package/Sources/ThingsAPI"
mkdir -p "$things/spec/resources/models"
echo "// RouteGenPlugin generates this target's code from spec/api.yaml and the files it reaches." >"$things/ThingsAPI.swift"
printf 'specs: [spec/api.yaml]\napi-name: Things\n' >"$things/routegen.yml"
cat >"$things/spec/api.yaml" <<'EOF'
openapi: 3.1.0
info: { title: Things, version: 1.0.0 }
servers: [{ url: "https://things.example" }]
paths:
  /things/{id}: { $ref: "resources/things.yml" }
EOF
cat >"$things/spec/resources/things.yml" <<'EOF'
get:
  operationId: getThing
  parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
  responses:
    "200":
      description: The thing.
      content: { application/json: { schema: { $ref: "models/thing.yml" } } }
EOF
cat >"$things/spec/resources/models/thing.yml" <<'EOF'
title: Thing
type: object
required: [id]
properties:
  id: { type: integer }
EOF
sed -i.orig 's|        // Builds requests through the generated routes and prints them.|        .target(\n            name: "ThingsAPI",\n            dependencies: [.product(name: "RouteKit", package: "RouteGen")],\n            plugins: [.plugin(name: "RouteGenPlugin", package: "RouteGen")]\n        ),\n&|' "$package/Package.swift" && rm "$package/Package.swift.orig"
grep -q '"ThingsAPI"' "$package/Package.swift" || fail "could not add the ThingsAPI target"
things_file() { find "$package/.build/plugins/outputs" -path '*/ThingsAPI/*RouteGenPlugin/Routes/api.swift' | head -1; }
build
[ "$built" = yes ] || fail "the three-file description did not build"
! grep -qi "unhandled" "$log" || fail "SwiftPM called files the description reads unhandled: $(grep -i unhandled "$log")"
grep -q "let id: Int" "$(things_file)" || fail "the generated Thing lacks its id"
cat >>"$things/spec/resources/models/thing.yml" <<'EOF'
  color: { type: string }
EOF
build
[ "$built" = yes ] || fail "the build after editing the deepest file failed"
grep -q "Generating routes for ThingsAPI" "$log" || fail "routegen did not run after the deepest file changed"
grep -q "let color: String?" "$(things_file)" || fail "the generated Thing lacks the property added to resources/models/thing.yml"
pass "a description over three files: no unhandled file; a property added to the deepest one is in the next build"

# A description spread over many files is split like a single file of its size: the plugin counts
# the bytes of every file the entry document could read (ModelFileRule, 32 KiB a file). Each model
# lands in the file a hash of its name picks, so an edit to one rewrites and recompiles that file.
step=10
models="$things/spec/resources/models"
description="This property is described at length, as the properties of large public descriptions are, so the files add up."
for index in $(seq 1 110); do
  {
    printf 'title: Part%d\ntype: object\nproperties:\n' "$index"
    for property in a b c d e; do printf '  %s%d: { type: string, description: "%s" }\n' "$property" "$index" "$description"; done
  } >"$models/part$index.yml"
  printf '  /parts/%d: { get: { operationId: getPart%d, responses: { "200": { description: The part., content: { application/json: { schema: { $ref: "resources/models/part%d.yml" } } } } } } }\n' \
    "$index" "$index" "$index" >>"$things/spec/api.yaml"
done
things_outputs() { find "$package/.build/plugins/outputs" -path '*/ThingsAPI/*RouteGenPlugin/Routes/*.swift' -exec stat -c '%n %.9Y' {} + | LC_ALL=C sort; }
build
[ "$built" = yes ] || fail "the description of 110 more files did not build"
! grep -qi "unhandled" "$log" || fail "SwiftPM called files the description reads unhandled: $(grep -i unhandled "$log")"
names="$(things_outputs | awk '{ n = $1; sub(".*/", "", n); print n }' | tr '\n' ' ')"
[ "$names" = "RouteGenAPI.swift api+Models1.swift api+Models2.swift api.swift " ] || fail "expected the entry document's file and two models files, found: $names"
for file in api.swift api+Models1.swift api+Models2.swift; do
  grep -q "struct Part" "$(things_outputs | awk -v f="/$file" 'index($1, f) { print $1 }')" || fail "$file holds no model: the split left it empty"
done
before="$(things_outputs)"
sed -i.orig 's|^properties:$|properties:\n  added: { type: integer }|' "$models/part7.yml" && rm "$models/part7.yml.orig"
build
[ "$built" = yes ] || fail "the build after a property was added to part7.yml failed"
changed="$({ diff <(echo "$before") <(things_outputs) || true; } | grep '^>' | awk '{ n = $2; sub(".*/", "", n); print n }' | tr '\n' ' ')"
[ "$(echo "$changed" | wc -w)" -eq 1 ] || fail "expected one generated file rewritten, found: $changed"
grep -q "let added: Int?" $(things_outputs | awk '{ print $1 }') || fail "the property added to part7.yml is not in the generated code"
# What recompiles is the compiler's choice: the rewritten file, and the one holding the route that
# returns the model when the hash put it elsewhere; never all three.
compiled_things="$(grep -E "Compiling ThingsAPI " "$log" | grep -oE "api(\+Models[0-9]+)?\.swift" | sort -u | tr '\n' ' ')"
case " $compiled_things" in *" ${changed% }"*) ;; *) fail "the rewritten $changed was not recompiled: $compiled_things" ;; esac
[ "$(echo "$compiled_things" | wc -w)" -le 2 ] || fail "every generated file recompiled after one property was added: $compiled_things"
pass "a description of 113 files split over 3 generated files; a property added to one model in ${seconds}s rewrote ${changed}only; recompiled: $compiled_things"

step=11
generate_routes() { (cd "$package" && swift package --allow-writing-to-package-directory generate-routes "$@") >"$log" 2>&1; }
checked_in="$package/Sources/BookshelfClient/Generated"
if generate_routes --target BookshelfClient; then fail "generate-routes wrote routes for a target that applies RouteGenPlugin"; fi
refusal="error: target BookshelfClient applies RouteGenPlugin, which generates its routes during the build"
grep -qF "$refusal" "$log" || fail "generate-routes did not say why it refused"
[ ! -e "$checked_in" ] || fail "the refused generate-routes wrote $checked_in"
pass "generate-routes on a target that applies RouteGenPlugin: \"$refusal…\", nothing written"

# The checked-in form of the package: no plugin, specs excluded. LoansAPI loses its comment-only
# Swift file too, so until generate-routes writes its routes, SwiftPM skips it (no Swift file).
step=12
cp "$package/Package.swift" "$work/Package.swift"
cat >"$package/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Bookshelf",
    dependencies: [.package(name: "RouteGen", path: "$repo")],
    targets: [
        .target(name: "BookshelfClient", dependencies: [.product(name: "RouteKit", package: "RouteGen")],
                exclude: ["Specs", "routegen.yml"]),
        .target(name: "LoansAPI", dependencies: [.product(name: "RouteKit", package: "RouteGen")],
                exclude: ["loans.yaml", "routegen.yml"]),
        .executableTarget(name: "bookshelf", dependencies: ["BookshelfClient", "LoansAPI", .product(name: "RouteKit", package: "RouteGen")]),
    ]
)
EOF
rm "$package/Sources/LoansAPI/LoansAPI.swift"
generate_routes || fail "generate-routes failed"
[ -f "$checked_in/Bookshelf.swift" ] && [ -f "$checked_in/Bookshelf+Spec.swift" ] && [ -f "$checked_in/Books.swift" ] \
  && [ -f "$checked_in/Reviews.swift" ] \
  || fail "generate-routes did not write the CLI's file set: $(ls -A "$checked_in" 2>/dev/null)"
[ -f "$package/Sources/LoansAPI/Generated/Loans.swift" ] || fail "generate-routes did not write LoansAPI, a target of specs only"
grep -q "^// Generated by routegen from Books.yaml.$" "$checked_in/Books.swift" \
  || fail "the checked-in files name machine paths"
build
[ "$built" = yes ] || fail "the package does not build from the checked-in routes"
run_tool | grep -qxF 'loan 3: unknown("lost")' || fail "the checked-in LoansAPI lost api-name or open-enums"
check() { (cd "$package" && swift run routegen generate Sources/BookshelfClient/Specs/Books.yaml \
  Sources/BookshelfClient/Specs/Bookshelf.yaml Sources/BookshelfClient/Specs/Reviews.yaml --output Sources/BookshelfClient/Generated --check) >"$log" 2>&1; }
check || fail "routegen generate --check reports the fresh files as stale"
echo "  reprint: { GET: /reprints, response: [Book] }" >>"$spec"
if check; then fail "routegen generate --check passed although Books.yaml changed"; fi
grep -qF "Sources/BookshelfClient/Generated/Books.swift: error: out of date" "$log" || fail "--check did not name Books.swift"
pass "generate-routes wrote BookshelfClient's 4 files and LoansAPI's (specs only); the package builds; --check passes, then names Books.swift after an edit"

step=13
cp "$work/Package.swift" "$package/Package.swift"
rm -r "$package/Sources/LoansAPI/Generated"
cp "$repo/Examples/Bookshelf/Sources/LoansAPI/LoansAPI.swift" "$package/Sources/LoansAPI/"
build
[ "$built" = no ] || fail "the build succeeded with both checked-in and generated routes"
conflict="error: RouteGenPlugin: target BookshelfClient already compiles the routes checked in at $checked_in"
grep -qF "$conflict" "$log" || fail "the build did not name the checked-in routes"
! grep -q "ambiguous" "$log" || fail "the build went on to compile both copies"
pass "RouteGenPlugin applied again beside checked-in routes: \"$conflict…\""
