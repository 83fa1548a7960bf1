#!/usr/bin/env python3
"""The public API of RouteGen's runtime modules, as text, against the recorded baseline.

Reads the symbol graphs `swift package dump-symbol-graph` wrote (Scripts/public-api.sh) and
writes each module's public declarations and conformances, one a line, sorted: what an app can
name. Symbols behind `@_spi` are not in the graphs, so what only generated code calls is not
API. With --record the lines replace Docs/API/<module>.txt; without, any difference fails,
with the removed or changed lines and the new enum cases (a new case breaks an app's
exhaustive `switch`) listed as breaking and the rest as additions to record
(Docs/Versioning.md).
"""
import glob
import json
import os
import sys

MODULES = ["RouteKit", "RouteKitTesting", "RouteKitServer", "RouteKitAsyncHTTPClient"]


def api_lines(graph_dir, module):
    """The module's public declarations and conformances, one a line, sorted."""
    lines = set()
    for path in sorted(glob.glob(os.path.join(graph_dir, module + ".symbols.json"))
                       + glob.glob(os.path.join(graph_dir, module + "@*.symbols.json"))):
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        extended = os.path.basename(path)[len(module):-len(".symbols.json")]
        prefix = extended[1:] + ":" if extended.startswith("@") else ""
        names = {}
        for symbol in graph["symbols"]:
            if symbol.get("spi") or symbol.get("accessLevel") not in ("public", "open"):
                continue
            name = prefix + ".".join(symbol["pathComponents"])
            names[symbol["identifier"]["precise"]] = name
            declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
            lines.add(f"{name} | {' '.join(declaration.split())}")
        for relation in graph.get("relationships", []):
            if relation["kind"] != "conformsTo" or relation["source"] not in names:
                continue
            target = relation.get("targetFallback") or names.get(relation["target"]) or relation["target"]
            lines.add(f"{names[relation['source']]} | conforms to {target}")
    return sorted(lines)


def main():
    graph_dir, baseline_dir = sys.argv[1], sys.argv[2]
    record = "--record" in sys.argv[3:]
    failed = False
    for module in MODULES:
        current = api_lines(graph_dir, module)
        if not current:
            print(f"public-api: no symbol graph of {module} in {graph_dir}", file=sys.stderr)
            return 1
        baseline_path = os.path.join(baseline_dir, module + ".txt")
        if record:
            os.makedirs(baseline_dir, exist_ok=True)
            with open(baseline_path, "w", encoding="utf-8") as file:
                file.write("\n".join(current) + "\n")
            print(f"public-api: recorded {len(current)} lines of {module} in {baseline_path}")
            continue
        try:
            with open(baseline_path, encoding="utf-8") as file:
                baseline = [line for line in file.read().split("\n") if line]
        except FileNotFoundError:
            baseline = []
        removed = sorted(set(baseline) - set(current))
        added = sorted(set(current) - set(baseline))
        new_cases = [line for line in added if line.split(" | ", 1)[1].startswith("case ")]
        additions = [line for line in added if line not in new_cases]
        if not removed and not added:
            print(f"public-api: {module}: {len(current)} lines, as recorded")
            continue
        failed = True
        print(f"public-api: {module} differs from {baseline_path}:", file=sys.stderr)
        for line in removed:
            print(f"  breaking, removed or changed: {line}", file=sys.stderr)
        for line in new_cases:
            print(f"  breaking, a new enum case: {line}", file=sys.stderr)
        for line in additions:
            print(f"  added: {line}", file=sys.stderr)
    if failed:
        print("public-api: if the change is meant, list it in CHANGELOG.md (a break under Breaking) and run "
              "Scripts/public-api.sh --record (Docs/Versioning.md)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
