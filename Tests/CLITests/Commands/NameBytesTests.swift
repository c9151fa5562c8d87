import Foundation
@preconcurrency import Glibc
import Media
import Raster
import Testing

/// Names are kept as given (issue 34): a name that is not UTF-8 (`\xff\xfe.png`, a
/// Latin-1 `préset.json`) is written, read and found under its own bytes, never as U+FFFD,
/// and a message shows each such byte as `\xNN`.
///
/// `Process` can only pass a `String`'s UTF-8 as an argument, so each run goes through
/// `/bin/sh`, whose `printf` makes the bytes (octal escapes); the names made are read back
/// with readdir, since FileManager would repair them too.
@Suite struct NameBytesTests {
    /// What a script printed and how it ended, the output as raw bytes.
    struct Run {
        let status: Int32
        let stdout: Data
        let stderr: Data
        var out: String { String(decoding: stdout, as: UTF8.self) }
        var err: String { String(decoding: stderr, as: UTF8.self) }
    }

    /// Runs `script` with `/bin/sh` in `directory`, `$FP` naming the binary, a fresh
    /// `XDG_CONFIG_HOME` (its hidden `.config`), and `environment` added.
    static func shell(_ script: String, in directory: URL, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["FP"] = BinaryProcess.binary.path
        env["XDG_CONFIG_HOME"] = directory.appendingPathComponent(".config").path
        for (name, value) in environment { env[name] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try BinaryProcess.start(process)
        nonisolated(unsafe) var errData = Data()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: outData, stderr: errData)
    }

    /// The names in the folder whose path is the bytes `path`, as bytes, sorted (hidden
    /// ones left out).
    static func names(in path: [UInt8]) throws -> [[UInt8]] {
        let stream = try #require((path.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { opendir($0.baseAddress!) },
                                  "cannot list \(path)")
        defer { closedir(stream) }
        var names: [[UInt8]] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) }
            if name.first != 0x2E { names.append(name) }   // hidden ones (".", "..", ".config") left out
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// A scratch folder; removed with `rm -rf`, which takes names as bytes (FileManager
    /// cannot remove a name it repairs).
    static func scratch() throws -> URL { try CLITests.temporaryDirectory() }
    static func remove(_ dir: URL) { _ = try? shell("rm -rf \"$D\"", in: URL(fileURLWithPath: "/"), environment: ["D": dir.path]) }

    /// True when `bytes` is well-formed UTF-8 without U+FFFD: no raw invalid byte and no
    /// repaired one reached the output.
    static func isCleanText(_ bytes: Data) -> Bool {
        String(validatingUTF8: Array(bytes.map { CChar(bitPattern: $0) }) + [0]).map { !$0.contains("\u{FFFD}") } ?? false
    }

    @Test func outputsAreWrittenUnderTheBytesGivenAndNamedWithEscapes() throws {
        let dir = try Self.scratch()
        defer { Self.remove(dir) }
        let run = try Self.shell("""
            small="--mode fold --size 32x20"
            "$FP" render $small --progress 0.5 --out "$(printf 'x\\377\\376.png')" &&
            "$FP" render $small --frames 3 --out "$(printf 'nu/\\377-dir')" &&
            "$FP" render $small --duration 0.05 --out "$(printf 'v\\351.gif')"
            """, in: dir)
        #expect(run.status == 0, "\(run.err)")
        #expect(Self.isCleanText(run.stdout) && Self.isCleanText(run.stderr), "\(run.out) \(run.err)")
        let lines = run.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 3 && lines[0] == "wrote x\\xff\\xfe.png" && lines[1] == "wrote 3 frames to nu/\\xff-dir"
                && lines[2].hasPrefix("wrote v\\xe9.gif (gif"), "\(lines)")
        // The very bytes given, not EF BF BD (U+FFFD's UTF-8).
        let base = Array(dir.path.utf8)
        #expect(try Self.names(in: base) == [Array("nu".utf8), [0x76, 0xE9] + Array(".gif".utf8),
                                              [0x78, 0xFF, 0xFE] + Array(".png".utf8)])
        #expect(try Self.names(in: base + Array("/nu".utf8)) == [[0xFF] + Array("-dir".utf8)])
        let frames = try Self.names(in: base + Array("/nu/".utf8) + [0xFF] + Array("-dir".utf8))
        #expect(frames == (0..<3).map { Array("frame-000\($0).png".utf8) })
    }

    @Test func inputsNamedInLatin1AreRead() throws {
        let dir = try Self.scratch()
        defer { Self.remove(dir) }
        try ImageFile.savePNG(Bitmap(width: 30, height: 20, fill: .opaque(230, 20, 20)), to: dir.appendingPathComponent("p.png").path)
        let run = try Self.shell("""
            small="--size 32x20 --progress 0.5"
            image=$(printf '\\351t\\351.png') preset=$(printf 'pr\\351set.json') folder=$(printf 'd\\377')
            cp p.png "$image" && mkdir "$folder" && cp p.png "$folder/$(printf '\\3761.png')" && cp p.png "$folder/2.png" &&
            printf '{"fold.duration": 0.9}' > "$preset" || exit 9
            "$FP" render --mode fold $small --image "$image" --preset "$preset" --out a.png || exit 1
            "$FP" render --mode cubic $small --image p.png --to "$image" --versus "$preset" --out b.png || exit 2
            "$FP" render --mode cards $small --images "$folder" --out c.png || exit 3
            "$FP" render --mode fold $small --image "$(printf 'gone\\377.png')" --out d.png; echo "missing: $?"
            """, in: dir)
        #expect(run.status == 0, "\(run.err)")
        #expect(Self.isCleanText(run.stdout) && Self.isCleanText(run.stderr), "\(run.out) \(run.err)")
        #expect(run.out.contains("wrote a.png\nwrote b.png\nwrote c.png\nmissing: 1\n"), "\(run.out)")
        // A name that is not there is named with its byte escaped, never U+FFFD.
        #expect(run.err == "foldpreview: cannot open 'gone\\xff.png': no such file\n", "\(run.err)")
    }

    @Test func theDesktopEntryOpensAPresetNamedInLatin1() throws {
        let dir = try Self.scratch()
        defer { Self.remove(dir) }
        // `Exec=foldpreview %f`: the file manager hands over the name's bytes.
        let run = try Self.shell("""
            preset=$(printf 'l\\344ngst.json')
            printf '{"fold.duration": 0.9}' > "$preset" && exec "$FP" "$preset" --size 160x100 --frames 1 --verbose
            """, in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("preset: l\\xe4ngst.json: fold.duration=0.9\n"), "\(run.out)")
        #expect(Self.isCleanText(run.stdout), "\(run.out)")
    }
}
