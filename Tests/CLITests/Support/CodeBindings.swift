import Foundation
@testable import CodeGen

/// One statement of generated code as its compiler's parse tree reads it: the names it binds
/// (a declared name, an assigned property or variable, the parts of a selector it sends), the
/// literal values in it (numbers; identifiers such as `.linear` or `UIViewAnimationCurveLinear`,
/// `true`/`YES` as words), and the source lines it spans, which is where its
/// `// original:` note stands (a comment is no part of the tree).
struct CodeBinding {
    var names: Set<String> = []
    var numbers: [Double] = []
    var words: [String] = []
    var lines: ClosedRange<Int>

    /// The statements of Swift text, from `swiftc -dump-parse -dump-ast-format json`'s tree:
    /// every `let`/`var` declaration and every assignment, however deep.
    static func swift(tree: Any, source: String) -> [CodeBinding] {
        let text = Array(source.utf8)
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func line(atOffset offset: Int) -> Int { text.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count + 1 }
        var found: [CodeBinding] = []
        func walk(_ node: Any) {
            if let list = node as? [Any] { list.forEach(walk); return }
            guard let node = node as? [String: Any] else { return }
            let kind = node["_kind"] as? String
            if kind == "pattern_binding_decl", let range = node["range"] as? [String: Any],
               let start = range["start"] as? Int, let end = range["end"] as? Int {
                var binding = CodeBinding(lines: line(atOffset: start)...line(atOffset: end))
                for entry in node["pattern_entries"] as? [Any] ?? [] {
                    guard let entry = entry as? [String: Any] else { continue }
                    binding.names.formUnion(names(in: entry["pattern"] as Any))
                    binding.collect(swift: entry["original_init"] as Any)
                }
                found.append(binding)
            }
            if kind == "sequence_expr", let elements = node["elements"] as? [Any],
               let assign = elements.firstIndex(where: { ($0 as? [String: Any])?["_kind"] as? String == "assign_expr" }),
               let target = elements.first as? [String: Any],
               let name = (target["field"] as? String) ?? (target["name"] as? String) {
                // An expression has no range in the tree: the assignment's line is the first
                // whose code (before any comment) assigns the name.
                let at = sourceLines.firstIndex { full in
                    let code = full.components(separatedBy: "//")[0]
                    return code.range(of: "\\b\(name) = ", options: .regularExpression) != nil
                }
                var binding = CodeBinding(names: [name], lines: (at ?? 0) + 1...(at ?? 0) + 1)
                for element in elements[(assign + 1)...] { binding.collect(swift: element) }
                found.append(binding)
            }
            for (key, value) in node where key != "_kind" { walk(value) }
        }
        walk(tree)
        return found
    }

    /// The `pattern_named` names under a Swift pattern.
    private static func names(in pattern: Any) -> Set<String> {
        if let list = pattern as? [Any] { return list.reduce(into: []) { $0.formUnion(names(in: $1)) } }
        guard let node = pattern as? [String: Any] else { return [] }
        if node["_kind"] as? String == "pattern_named", let name = node["name"] as? [String: Any],
           let base = name["base_name"] as? [String: Any], let text = base["name"] as? String {
            return [text]
        }
        return node.values.reduce(into: []) { $0.formUnion(names(in: $1)) }
    }

    /// The literals under a Swift expression, in source order.
    private mutating func collect(swift node: Any) {
        if let list = node as? [Any] { list.forEach { collect(swift: $0) }; return }
        guard let node = node as? [String: Any] else { return }
        switch node["_kind"] as? String {
        case "float_literal_expr", "integer_literal_expr":
            if let text = node["value"] as? String, let value = Double(text) {
                numbers.append(node["negative"] as? Bool == true ? -value : value)
            }
        case "boolean_literal_expr":
            if let value = node["value"] as? Bool { words.append(String(value)) }
            if let value = node["value"] as? String { words.append(value) }
        case "unresolved_member_expr", "unresolved_decl_ref_expr":
            if let name = node["name"] as? String { words.append(name) }
        case "unresolved_dot_expr":
            if let field = node["field"] as? String { words.append(field) }
        default: break
        }
        // A sequence's, an array's and a call's parts are JSON lists, so in source order.
        for (key, value) in node where key != "_kind" && key != "range" { collect(swift: value) }
    }

    /// The statements of Objective-C text, from `clang -Xclang -ast-dump`'s tree: every
    /// file-scope variable and every statement of a block (a child of a `CompoundStmt`),
    /// however deep; only what stands in `file` (not the headers).
    static func objc(dump: String, file: String) -> [CodeBinding] {
        struct Node { let depth: Int, text: Substring, lines: ClosedRange<Int>, inFile: Bool }
        var nodes: [Node] = []
        var current = 0, currentFile = ""
        let location = #/line:(?<line>\d+):\d+|(?<path>[^<>\s,]+\.[mh]):(?<fileLine>\d+):\d+/#
        for raw in dump.split(separator: "\n") {
            guard let start = raw.firstIndex(where: { $0.isLetter || $0 == "<" }) else { continue }
            let depth = raw.distance(from: raw.startIndex, to: start) / 2
            let text = raw[start...]
            var first: Int?
            if let open = text.firstIndex(of: "<"), let close = text[open...].firstIndex(of: ">") {
                for match in text[open...close].matches(of: location) {
                    if let path = match.output.path, let line = match.output.fileLine.flatMap({ Int($0) }) {
                        currentFile = String(path)
                        current = line
                    } else if let line = match.output.line.flatMap({ Int($0) }) {
                        current = line
                    }
                    if first == nil { first = current }
                }
            }
            // A node's own location after the range (`line:3:23`) moves the line too.
            if let close = text.firstIndex(of: ">"), let match = text[close...].prefix(40).firstMatch(of: location),
               let line = match.output.line.flatMap({ Int($0) }) {
                current = line
            }
            let begin = first ?? current
            nodes.append(Node(depth: depth, text: text, lines: min(begin, current)...max(begin, current),
                              inFile: currentFile.hasSuffix(file)))
        }
        var found: [CodeBinding] = []
        for (index, node) in nodes.enumerated() where node.inFile {
            let isUnit = (node.depth == 1 && node.text.hasPrefix("VarDecl "))
                || nodes[..<index].last(where: { $0.depth == node.depth - 1 })?.text.hasPrefix("CompoundStmt ") == true
            guard isUnit else { continue }
            var binding = CodeBinding(lines: node.lines)
            // A property set is written again as its setter's message: read its first form only.
            var pseudo: (depth: Int, sawFirst: Bool)?
            var skipBelow: Int?
            var negate = false
            for child in nodes[index...].prefix(while: { $0.depth > node.depth || $0.text == node.text }) {
                if let skip = skipBelow {
                    if child.depth > skip { continue }
                    skipBelow = nil
                }
                if let open = pseudo, child.depth <= open.depth { pseudo = nil }
                if let open = pseudo, child.depth == open.depth + 1 {
                    if open.sawFirst { skipBelow = child.depth; continue }
                    pseudo = (open.depth, true)
                }
                if child.text.hasPrefix("PseudoObjectExpr ") { pseudo = (child.depth, false) }
                binding.lines = min(binding.lines.lowerBound, child.lines.lowerBound)...max(binding.lines.upperBound, child.lines.upperBound)
                binding.collect(objc: child.text, negate: &negate)
            }
            found.append(binding)
        }
        return found
    }

    /// What one line of clang's dump adds: a declared name, a property, a selector's parts, a
    /// number (negated after a prefix minus) or a named constant.
    private mutating func collect(objc line: Substring, negate: inout Bool) {
        if line.hasPrefix("VarDecl "), let match = line.firstMatch(of: #/> (?:line:\d+:\d+|col:\d+) (?:used |referenced )*(\w+) '/#) {
            names.insert(String(match.output.1))
        }
        if let match = line.firstMatch(of: #/Property="(\w+)"/#) { names.insert(String(match.output.1)) }
        if line.hasPrefix("ObjCMessageExpr "), let match = line.firstMatch(of: #/selector=([\w:]+)/#) {
            names.formUnion(match.output.1.split(separator: ":").map(String.init))
        }
        if line.hasPrefix("UnaryOperator "), line.contains("prefix '-'") { negate = true; return }
        if line.hasPrefix("FloatingLiteral ") || line.hasPrefix("IntegerLiteral "),
           let value = line.split(separator: " ").last.flatMap({ Double($0) }) {
            numbers.append(negate ? -value : value)
        } else if line.hasPrefix("DeclRefExpr "), let match = line.firstMatch(of: #/(?:EnumConstant|Var) 0x\w+ '(\w+)'/#) {
            words.append(String(match.output.1))
        }
        if !line.hasPrefix("ImplicitCastExpr ") && !line.hasPrefix("ParenExpr ") { negate = false }
    }

    /// The note on its lines: what follows `// original: `, nil when there is none.
    func note(in source: String) -> String? {
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines where line >= 1 && line <= sourceLines.count {
            if let range = sourceLines[line - 1].range(of: "// original: ") {
                return String(sourceLines[line - 1][range.upperBound...])
            }
        }
        return nil
    }
}

/// Results set from concurrent work, each at its index.
final class ResultBox: @unchecked Sendable {
    private var results: [Result<(out: String, err: String), any Error>?]
    private let lock = NSLock()

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<(out: String, err: String), any Error>) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    func get(_ index: Int) throws -> (out: String, err: String) {
        lock.lock()
        defer { lock.unlock() }
        guard let result = results[index] else { throw CocoaError(.fileReadUnknown) }
        return try result.get()
    }
}

extension CodeBinding {
    /// True when the statement holds `value`: its number, each of its numbers in order, its
    /// colour's components, a flag as the language writes it, or a named curve's name (as the
    /// end of an identifier: `.linear`, `UIViewAnimationCurveLinear`, `kCAMediaTimingFunctionEaseOut`).
    func holds(_ value: CodeConstant.Value) -> Bool {
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(b)) }
        func contains(_ xs: [Double]) -> Bool {
            guard xs.count <= numbers.count else { return false }
            return (0...(numbers.count - xs.count)).contains { start in
                zip(numbers[start...], xs).allSatisfy { near($0, $1) }
            }
        }
        switch value {
        case .number(let x): return numbers.contains { near($0, x) }
        case .numbers(let xs):
            // The last step repeats for more panels: the list may stop at its first repeat.
            var short = xs
            while short.count > 1, short[short.count - 2] == short.last { short.removeLast() }
            return contains(xs) || contains(short)
        case .count(let n): return numbers.contains { near($0, Double(n)) }
        case .flag(let b): return words.contains(String(b)) || numbers.contains(b ? 1 : 0)
        case .colour(let c):
            // Written to four places.
            return (0...max(0, numbers.count - 3)).contains { start in
                numbers.count >= 3 && zip(numbers[start...], [c.r, c.g, c.b]).allSatisfy { abs($0 - $1) < 6e-5 }
            }
        case .curve(let t):
            let name = t.settingText.lowercased()
            if words.contains(where: { $0.lowercased().hasSuffix(name) }) { return true }
            guard case .bezier(let b) = t else { return false }
            return contains([b.x1, b.y1, b.x2, b.y2])
        }
    }
}
