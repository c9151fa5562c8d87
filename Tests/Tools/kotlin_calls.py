#!/usr/bin/env python3
"""Lists the calls of the named functions in Kotlin files, parsed with tree-sitter's Kotlin grammar.

Usage: kotlin_calls.py NAME[,NAME...] FILE.kt...
Prints one line per call of a NAME (a call `name(...)`, `name { }` or `receiver.name { }`), in
document order: `file:line: name in FUNCTION` where FUNCTION is the innermost named function
declaration around it (`-` at the top level), followed by ` under key` when the call sits inside
the lambda of a `key(...) { }` call (Compose's keyed group). Exit status 0, or 2 on bad use.
The tests use it to count how often generated Compose code composes each screen.
"""
import sys

import tree_sitter_kotlin
from tree_sitter import Language, Parser


def callee(node, source):
    """The called name of a call_expression: its identifier, or the last name of a navigation."""
    target = node.children[0]
    while target.type == "call_expression":  # `key(state) { }`: a call whose callee is a call
        target = target.children[0]
    if target.type == "navigation_expression":
        target = target.children[-1]
        names = [child for child in target.children if child.type == "identifier"] or [target]
        target = names[-1]
    return source[target.start_byte:target.end_byte].decode("utf-8", "replace")


def calls(node, source, names, function, keyed, found):
    """Appends (line, name, function, keyed) for every call of a name in `names` under `node`."""
    if node.type == "function_declaration":
        for child in node.children:
            if child.type == "identifier":
                function = source[child.start_byte:child.end_byte].decode("utf-8", "replace")
                break
    inner_keyed = keyed
    if node.type == "call_expression":
        name = callee(node, source)
        if name in names:
            found.append((node.start_point[0] + 1, name, function, keyed))
        if name == "key":
            inner_keyed = True
    for child in node.children:
        calls(child, source, names, function, inner_keyed, found)


def main(arguments):
    if len(arguments) < 2:
        print("usage: kotlin_calls.py NAME[,NAME...] FILE.kt...", file=sys.stderr)
        return 2
    names = set(arguments[0].split(","))
    parser = Parser(Language(tree_sitter_kotlin.language()))
    for path in arguments[1:]:
        with open(path, "rb") as handle:
            source = handle.read()
        found = []
        calls(parser.parse(source).root_node, source, names, "-", False, found)
        for line, name, function, keyed in found:
            print(f"{path}:{line}: {name} in {function}" + (" under key" if keyed else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
