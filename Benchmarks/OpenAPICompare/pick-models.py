#!/usr/bin/env python3
"""Chooses the models Benchmarks/edit-loop.sh edits in a spec, by fan-in, so the loop is measured
on the models that cost most to edit as well as on the friendly ones.

Usage: pick-models.py DOCUMENT

Prints one line per role, `role schema fan-in`, for the schemas under components/schemas that
add-property.py can edit (those with a `properties` block of their own or in an inline allOf
member). A schema's fan-in is the number of other schemas and operations whose text refers to it
by `$ref` (each counted once), which is what decides how many generated declarations, and so
files, use it. The roles, each a different schema where the spec has enough:

- most-used: the largest fan-in;
- median: the median fan-in of the schemas used at least once;
- leaf: used once, referring to no other schema;
- union-member: named by a oneOf or anyOf;
- request-body: named by an operation's request body.

Ties go to the first name in sorted order, so the choice is the same on every run. Needs PyYAML
(Debian: python3-yaml) for a YAML document. Exits 1, saying why, when the document has no
components/schemas.
"""
import json
import statistics
import sys

METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace", "query"}
PREFIX = "#/components/schemas/"


def load(path):
    text = open(path, encoding="utf-8").read()
    if path.endswith(".json"):
        return json.loads(text)
    import yaml

    return yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


def refs(node, found, in_union=None, union_members=None):
    """Collects every schema name `node` refers to; records those named directly by a union."""
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith(PREFIX):
            name = ref[len(PREFIX):]
            found.add(name)
            if in_union is not None and union_members is not None:
                union_members.add(name)
        for key, value in node.items():
            if key in ("oneOf", "anyOf") and isinstance(value, list):
                for member in value:
                    refs(member, found, True, union_members)
            else:
                refs(value, found, None, union_members)
    elif isinstance(node, list):
        for item in node:
            refs(item, found, None, union_members)


def editable(schema):
    if not isinstance(schema, dict):
        return False
    if isinstance(schema.get("properties"), dict):
        return True
    return any(
        isinstance(member, dict) and "$ref" not in member and isinstance(member.get("properties"), dict)
        for member in schema.get("allOf", [])
    )


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.split("\n\n")[1])
    document = load(sys.argv[1])
    schemas = (document.get("components") or {}).get("schemas")
    if not isinstance(schemas, dict) or not schemas:
        sys.exit(f"pick-models: no components/schemas in {sys.argv[1]}")
    users = {name: set() for name in schemas}
    outgoing = {}
    union_members = set()
    for name, schema in schemas.items():
        found = set()
        refs(schema, found, None, union_members)
        found.discard(name)
        outgoing[name] = found
        for target in found:
            if target in users:
                users[target].add(("schema", name))
    body_schemas = set()
    for path, item in (document.get("paths") or {}).items():
        if not isinstance(item, dict):
            continue
        for method, operation in item.items():
            if method not in METHODS or not isinstance(operation, dict):
                continue
            found = set()
            refs(operation, found, None, union_members)
            for target in found:
                if target in users:
                    users[target].add(("operation", f"{method} {path}"))
            body = set()
            refs(operation.get("requestBody"), body)
            body_schemas |= body
    fan_in = {name: len(users[name]) for name in schemas}
    candidates = sorted(name for name in schemas if editable(schemas[name]))
    chosen = []

    def pick(role, pool, key=None):
        pool = [name for name in pool if name not in [c[1] for c in chosen]]
        if not pool:
            print(f"pick-models: no schema for {role}", file=sys.stderr)
            return
        name = min(pool, key=key) if key else pool[0]
        chosen.append((role, name))

    pick("most-used", candidates, key=lambda n: (-fan_in[n], n))
    used = [n for n in candidates if fan_in[n] > 0]
    if used:
        middle = statistics.median_low(sorted(fan_in[n] for n in used))
        pick("median", used, key=lambda n: (abs(fan_in[n] - middle), n))
    pick("leaf", [n for n in candidates if fan_in[n] == 1 and not outgoing[n]])
    pick("union-member", [n for n in candidates if n in union_members], key=lambda n: (-fan_in[n], n))
    pick("request-body", [n for n in candidates if n in body_schemas], key=lambda n: (-fan_in[n], n))
    for role, name in chosen:
        print(role, name, fan_in[name])


main()
