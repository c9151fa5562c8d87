#!/usr/bin/env python3
"""Parses Kotlin files with tree-sitter's Kotlin grammar (tree-sitter-kotlin from PyPI) in one
process and prints every ERROR or MISSING node as `file:line:column: ERROR|MISSING <text>`.

Usage: kotlin_parse.py FILE.kt...   Exit status 0 when no file has one, 1 when some do, 2 on bad use.
`make test` installs both packages into .build-tools/venv; the Swift tests run this with that
venv's python.
"""
import sys

import tree_sitter_kotlin
from tree_sitter import Language, Parser


def problems(tree, source):
    """Yields (node, kind) for every ERROR and MISSING node, in document order."""
    cursor = tree.walk()
    visited_children = False
    while True:
        node = cursor.node
        if not visited_children:
            if node.is_missing:
                yield node, "MISSING"
            elif node.is_error:
                yield node, "ERROR"
            if cursor.goto_first_child():
                continue
        if cursor.goto_next_sibling():
            visited_children = False
            continue
        if not cursor.goto_parent():
            return
        visited_children = True


def main(paths):
    if not paths:
        print("usage: kotlin_parse.py FILE.kt...", file=sys.stderr)
        return 2
    parser = Parser(Language(tree_sitter_kotlin.language()))
    failed = False
    for path in paths:
        with open(path, "rb") as handle:
            source = handle.read()
        tree = parser.parse(source)
        for node, kind in problems(tree, source):
            failed = True
            row, column = node.start_point
            text = source[node.start_byte:node.end_byte].decode("utf-8", "replace").splitlines()
            shown = (text[0][:60] if text else node.type)
            print(f"{path}:{row + 1}:{column + 1}: {kind} {shown}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
