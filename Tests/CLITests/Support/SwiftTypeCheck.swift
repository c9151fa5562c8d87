import Foundation

/// Type-checks generated Swift against the stub modules in Fixtures/SwiftStubs.
enum SwiftTypeCheck {
    /// The stub modules' sources: Tests/CLITests/Fixtures/SwiftStubs/<Module>.swift.
    static let stubFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SwiftStubs")

    /// The toolchain's `swiftc`: /opt/swift/usr/bin/swiftc, else the one beside `swift` on PATH.
    static var compiler: String? {
        let fixed = "/opt/swift/usr/bin/swiftc"
        if FileManager.default.isExecutableFile(atPath: fixed) { return fixed }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The compiled stub modules' folder, built once per test process (nil until then).
    nonisolated(unsafe) private static var modules: URL?
    private static let lock = NSLock()

    /// Builds every stub module once per test process (file name = module name, `swiftc
    /// -emit-module -parse-as-library`, in dependency order: QuartzCore, UIKit, then the rest
    /// alphabetically) into a temporary folder, then runs `swiftc -typecheck -I that folder` over
    /// `sources` (file name → text) as one module. Returns swiftc's error output ("" when clean).
    /// The check is whole-module (`-wmo`), so every file's errors are reported.
    static func errors(in sources: [String: String]) throws -> String {
        guard let swiftc = compiler else { throw TypeCheckError("no swiftc: neither /opt/swift/usr/bin/swiftc nor one on PATH") }
        let modules = try builtModules(swiftc)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            let file = folder.appendingPathComponent(name.hasSuffix(".swift") ? name : name + ".swift")
            try Data(text.utf8).write(to: file)
            files.append(file.path)
        }
        // Whole-module: one frontend reports every file's errors (in batch mode a failing job
        // can cancel the others', and their errors go unreported).
        let result = try run(swiftc, ["-typecheck", "-wmo", "-parse-as-library", "-module-name", "Generated", "-I", modules.path] + files)
        return result.status == 0 ? "" : (result.output.isEmpty ? "swiftc failed with status \(result.status)" : result.output)
    }

    /// The stub modules, compiled on first use.
    private static func builtModules(_ swiftc: String) throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let modules { return modules }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-stubs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: stubFolder.path)
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }
        let first = ["QuartzCore", "UIKit"].filter(names.contains)
        for name in first + names.filter({ !first.contains($0) }).sorted() {
            let source = stubFolder.appendingPathComponent(name + ".swift").path
            let result = try run(swiftc, ["-emit-module", "-parse-as-library", "-module-name", name, "-I", folder.path,
                                          "-emit-module-path", folder.appendingPathComponent(name + ".swiftmodule").path, source])
            guard result.status == 0 else { throw TypeCheckError("stub module \(name) does not compile:\n\(result.output)") }
        }
        modules = folder
        return folder
    }

    /// Runs `tool` with `arguments`; its status and everything it printed.
    private static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// A harness failure (no compiler, a stub that does not compile), as one line.
    struct TypeCheckError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
