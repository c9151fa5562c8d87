@testable import foldpreview
import Foundation
import Testing

/// `foldpreview --version` prints the one version (Version.swift), which the Makefile reads
/// for the package's name and control file.
@Suite struct VersionTests {
    @Test func versionPrintsTheOneVersion() throws {
        let run = try BinaryProcess.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == Version.current + "\n")
        // Semantic: three dot-separated numbers (dpkg compares it as an upstream version).
        let parts = Version.current.split(separator: ".")
        #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(Version.current)")
    }

    @Test func theMakefileReadsTheSameVersion() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let make = Process()
        make.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        make.arguments = ["make", "--no-print-directory", "-s", "-C", root.path, "print-version"]
        let out = Pipe()
        make.standardOutput = out
        try BinaryProcess.start(make)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        make.waitUntilExit()
        #expect(String(decoding: data, as: UTF8.self) == Version.current + "\n")
    }

    /// The FFmpeg sonames the loader dlopens (the package's Depends is computed from them):
    /// one per library, each built from a header's major version.
    @Test func runTimeFilesNameEachFFmpegLibrary() throws {
        let run = try BinaryProcess.run(["params", "--run-time-files"])
        #expect(run.status == 0, "\(run.stderr)")
        let sonames = run.lines.filter { !$0.hasPrefix("/") }
        let libraries = sonames.map { $0.split(separator: ".").first.map(String.init) ?? "" }
        #expect(libraries == ["libavutil", "libswscale", "libavcodec", "libavformat", "libavfilter"], "\(run.stdout)")
        #expect(sonames.allSatisfy { $0.split(separator: ".").last.flatMap { Int($0) } != nil }, "\(run.stdout)")
    }
}
