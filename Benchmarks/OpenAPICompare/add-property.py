#!/usr/bin/env python3
"""Adds an optional string property to one schema of an OpenAPI document, in place: the edit
Benchmarks/edit-loop.sh times the regenerate-and-rebuild loop after.

Usage: add-property.py DOCUMENT SCHEMA PROPERTY

DOCUMENT is YAML (.yaml, .yml) or JSON (.json); SCHEMA a key under components/schemas. A YAML
document is edited as text, a line pair inserted under the schema's `properties:`, so the rest of
the file stays as it was; a JSON document is read and written again (2-space indentation). A
schema without properties of its own adds to the first member of its allOf that has some.
Exits 1, saying why, when the schema or a place for the property is not found.
"""
import json
import re
import sys


def fail(message):
    sys.exit(f"add-property: {message}")


def add_to_yaml(path, schema, prop):
    lines = open(path, encoding="utf-8").read().split("\n")
    header = re.compile(r"^(\s*)" + re.escape(schema) + r":\s*$")
    in_schemas = False
    for index, line in enumerate(lines):
        if re.match(r"^\s*schemas:\s*$", line):
            in_schemas = True
        match = header.match(line) if in_schemas else None
        if not match:
            continue
        indent = len(match.group(1))
        for inner in range(index + 1, len(lines)):
            text = lines[inner]
            if text.strip() and len(text) - len(text.lstrip()) <= indent:
                break
            found = re.match(r"^(\s*)properties:\s*$", text)
            if found:
                child = found.group(1) + "  "
                lines.insert(inner + 1, f"{child}{prop}:\n{child}  type: string")
                open(path, "w", encoding="utf-8").write("\n".join(lines))
                return
        fail(f"schema {schema} in {path} has no block 'properties:' to add to")
    fail(f"no schema {schema} under components/schemas in {path}")


def add_to_json(path, schema, prop):
    document = json.load(open(path, encoding="utf-8"))
    target = document.get("components", {}).get("schemas", {}).get(schema)
    if target is None:
        fail(f"no schema {schema} under components/schemas in {path}")
    candidates = [target] + [member for member in target.get("allOf", []) if "$ref" not in member]
    for candidate in candidates:
        if isinstance(candidate.get("properties"), dict):
            candidate["properties"][prop] = {"type": "string"}
            with open(path, "w", encoding="utf-8") as out:
                json.dump(document, out, indent=2, ensure_ascii=False)
                out.write("\n")
            return
    fail(f"schema {schema} in {path} has no properties to add to")


def main():
    if len(sys.argv) != 4:
        fail("usage: add-property.py DOCUMENT SCHEMA PROPERTY")
    path, schema, prop = sys.argv[1:]
    (add_to_json if path.endswith(".json") else add_to_yaml)(path, schema, prop)


main()
