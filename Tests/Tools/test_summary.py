#!/usr/bin/env python3
"""What a `swift test` run did, from its xUnit report (`--xunit-output`): the tests skipped
here with their reasons, then one line of counts, printed last by `make test`.

Under CI (CI=true) a skipped test fails the run: the Makefile's DEPS install every tool a
test waits for, so a skip there means a package is missing or a test's condition is wrong,
and a smaller suite must not pass for the whole one.

Usage: test_summary.py REPORT.xml
"""
import os
import sys
import xml.etree.ElementTree as ElementTree


def main(arguments):
    if len(arguments) != 1:
        print("usage: test_summary.py REPORT.xml", file=sys.stderr)
        return 2
    try:
        root = ElementTree.parse(arguments[0]).getroot()
    except (OSError, ElementTree.ParseError) as error:
        print(f"test: no report of the run ({error})")
        return 1
    tests = failures = errors = 0
    seconds = 0.0
    skipped = []
    for suite in root.iter("testsuite"):
        tests += int(suite.get("tests", 0))
        failures += int(suite.get("failures", 0))
        errors += int(suite.get("errors", 0))
        seconds += float(suite.get("time", 0))
    for case in root.iter("testcase"):
        reason = case.find("skipped")
        if reason is not None:
            skipped.append(f"  {case.get('classname')}.{case.get('name')}: {(reason.text or reason.get('message') or '').strip()}")
    if skipped:
        print("test: skipped here:")
        print("\n".join(skipped))
    passed = tests - failures - errors - len(skipped)
    print(f"test: {tests} tests: {passed} passed, {failures + errors} failed, {len(skipped)} skipped, in {seconds:.1f} s")
    if skipped and os.environ.get("CI") == "true":
        print(f"test: CI runs every test, and {len(skipped)} were skipped (above): a package of the Makefile's DEPS "
              "is missing or a test's condition is wrong")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
