#!/usr/bin/env python3
"""What a `swift test` run did, from its xUnit report (`--xunit-output`): the tests skipped
here with their reasons, then one line of counts, printed last by `make test`.

Usage: test_summary.py REPORT.xml
"""
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
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
