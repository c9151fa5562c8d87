#!/usr/bin/env python3
"""Lists the Compose previews in Kotlin files, parsed with tree-sitter's Kotlin grammar.

Usage: kotlin_previews.py FILE.kt...
Prints one line per function declaration annotated `@Preview`: `file:line: NAME
[annotations] -> CALLS`, where annotations are the function's annotation names
(`Preview,Composable`) and CALLS the distinct functions its body calls, in document order.
Exit status 0, or 2 on bad use. The tests use it to see that each generated Compose form has
a preview that composes it.
"""
import sys

import tree_sitter_kotlin
from tree_sitter import Language, Parser


def text(node, source):
    return source[node.start_byte:node.end_byte].decode("utf-8", "replace")


def called(node, source, found):
    """Appends the callee name of every call under `node` (an identifier or a navigation's last name)."""
    if node.type == "call_expression":
        target = node.children[0]
        while target.type == "call_expression":
            target = target.children[0]
        if target.type == "navigation_expression":
            target = target.children[-1]
        name = text(target, source).lstrip(".")
        if name not in found:
            found.append(name)
    for child in node.children:
        called(child, source, found)


def previews(node, source, out):
    """Appends (line, name, annotations, calls) for every @Preview function under `node`."""
    if node.type == "function_declaration":
        modifiers = [child for child in node.children if child.type == "modifiers"]
        annotations = []
        for modifier in modifiers:
            for child in modifier.children:
                if child.type == "annotation":
                    annotations.append(text(child, source).lstrip("@").split("(")[0].strip())
        if "Preview" in annotations:
            name = next((text(child, source) for child in node.children if child.type == "identifier"), "-")
            calls = []
            for child in node.children:
                if child.type == "function_body":
                    called(child, source, calls)
            out.append((node.start_point[0] + 1, name, annotations, calls))
    for child in node.children:
        previews(child, source, out)


def main(arguments):
    if not arguments:
        print("usage: kotlin_previews.py FILE.kt...", file=sys.stderr)
        return 2
    parser = Parser(Language(tree_sitter_kotlin.language()))
    for path in arguments:
        with open(path, "rb") as handle:
            source = handle.read()
        out = []
        previews(parser.parse(source).root_node, source, out)
        for line, name, annotations, calls in out:
            print(f"{path}:{line}: {name} [{','.join(annotations)}] -> {','.join(calls)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
