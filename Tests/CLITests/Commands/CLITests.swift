import Foundation
import Testing

/// The command line as a person uses it: the built `foldpreview` binary run as a process.
/// Bad input must give exactly one line on stderr, a non-zero exit and no output file.
@Suite(.serialized)
struct CLITests {
    typealias Result = BinaryProcess.Result

    static func run(_ arguments: [String]) throws -> Result { try BinaryProcess.run(arguments) }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("foldpreview-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The layer names of a `--dump` file, in draw order.
    static func layerNames(_ dump: URL) throws -> [String] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: dump)) as? [String: Any]
        let layers = json?["layers"] as? [[String: Any]] ?? []
        return layers.compactMap { $0["name"] as? String }
    }

    /// Runs a bad command line and checks the contract: non-zero, one line naming the
    /// problem, nothing written at `out`.
    func expectRefused(_ arguments: [String], mentioning words: [String], out: URL? = nil,
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try CLITests.run(arguments)
        #expect(!result.timedOut, "\(arguments) hung", sourceLocation: sourceLocation)
        #expect(result.status != 0, "exit status for \(arguments)", sourceLocation: sourceLocation)
        #expect(result.stderrLines.count == 1, "stderr for \(arguments): \(result.stderr)",
                sourceLocation: sourceLocation)
        for word in words {
            #expect(result.stderr.lowercased().contains(word.lowercased()),
                    "'\(word)' missing from: \(result.stderr)", sourceLocation: sourceLocation)
        }
        if let out {
            #expect(!FileManager.default.fileExists(atPath: out.path), "partial output left at \(out.path)",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func badModeSizeAndProgressAreRefused() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.png")
        let base = ["render", "--out", out.path]
        try expectRefused(base + ["--mode", "origami"], mentioning: ["unknown mode", "origami"], out: out)
        for size in ["0x0", "-5x10", "99999x10", "abc", "100x"] {
            try expectRefused(base + ["--mode", "fold", "--size", size], mentioning: ["--size"], out: out)
        }
        for progress in ["1.5", "-0.1", "nan"] {
            try expectRefused(base + ["--mode", "fold", "--progress", progress], mentioning: ["--progress"], out: out)
        }
        try expectRefused(base + ["--mode", "fold", "--perspective", "fisheye"], mentioning: ["perspective"], out: out)
        try expectRefused(base + ["--mode", "fold", "--orientation", "diagonal"], mentioning: ["orientation"], out: out)
        try expectRefused(base + ["--workload", "teapot"], mentioning: ["workload"], out: out)
        try expectRefused(base + ["--workload", "mpfold", "--frame", "600"], mentioning: ["--frame"], out: out)
        try expectRefused(["render", "--mode", "fold"], mentioning: ["--out"])
        try expectRefused(["frobnicate"], mentioning: ["frobnicate"])
    }

    @Test func badFlightsFilesAndBoardOptionsAreRefused() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.png")
        // A small board: a refused pose is refused once the board is built, so its size
        // is what each refusal costs.
        let base = ["render", "--mode", "flip", "--size", "90x160", "--out", out.path]
        let typo = dir.appendingPathComponent("typo.json")
        try Data(#"{"flights": [{"sourcePlace": "A", "targetPlace": "B", "terminalGate": "T1", "flightNo": "X1", "departureTime": "1", "landTime": "2", "status": "DEPATURE", "background": "dusk"}]}"#.utf8)
            .write(to: typo)
        try expectRefused(base + ["--flights", typo.path], mentioning: ["typo.json", "entry 1", "status", "DEPATURE"],
                          out: out)
        let broken = dir.appendingPathComponent("broken.json")
        try Data("{\"flights\": [".utf8).write(to: broken)
        try expectRefused(base + ["--flights", broken.path], mentioning: ["broken.json", "not valid JSON"], out: out)
        try expectRefused(base + ["--flights", dir.appendingPathComponent("none.json").path],
                          mentioning: ["none.json", "no such file"], out: out)
        try expectRefused(base + ["--flight", "4"], mentioning: ["--flight", "1…3"], out: out)
        try expectRefused(base + ["--flight", "3", "--progress", "0.5"], mentioning: ["last", "1…2"], out: out)
        try expectRefused(["render", "--mode", "fold", "--true3d", "--out", out.path], mentioning: ["--mode flip"], out: out)
        // The good case: a board mid-swipe with a dump naming its elements.
        let dump = dir.appendingPathComponent("board.json")
        let good = try CLITests.run(["render", "--mode", "flip", "--out", out.path, "--flight", "2", "--progress", "0.3",
                                     "--true3d", "--size", "240x400", "--dump", dump.path])
        #expect(good.status == 0, "\(good.stderr)")
        let text = try String(contentsOf: dump, encoding: .utf8)
        for name in ["\"flightNo\"", "\"flightNo-next\"", "\"plane\"", "\"background-next\"", "\"status\""] {
            #expect(text.contains(name), "\(name) missing from the dump")
        }
    }

    @Test func theCellListRendersAndRefusesBadPanelCounts() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.png")
        let base = ["render", "--mode", "cell", "--out", out.path]
        for items in ["1", "9", "0"] {
            try expectRefused(base + ["--items", items], mentioning: ["--items", "2…8"], out: out)
        }
        try expectRefused(["render", "--mode", "fold", "--items", "4", "--out", out.path], mentioning: ["--mode cell"],
                          out: out)
        let dump = dir.appendingPathComponent("cells.json")
        let good = try CLITests.run(base + ["--items", "6", "--progress", "0.4", "--size", "240x400",
                                           "--dump", dump.path])
        #expect(good.status == 0, "\(good.stderr)")
        let text = try String(contentsOf: dump, encoding: .utf8)
        for name in ["\"cell-1-panel-0\"", "\"cell-1-panel-1\"", "\"cell-2-foreground\""] {
            #expect(text.contains(name), "\(name) missing from the dump")
        }
    }

    @Test func popRendersAnglesAndTheSpringAndRefusesBadPoses() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.png")
        let base = ["render", "--mode", "pop", "--size", "160x160", "--out", out.path]
        for angle in ["-181", "200", "nan"] {
            try expectRefused(base + ["--angle", angle], mentioning: ["--angle", "−180…180"], out: out)
        }
        try expectRefused(base + ["--angle", "-90", "--progress", "0.5"], mentioning: ["--angle", "--progress"], out: out)
        try expectRefused(base + ["--after", "poke"], mentioning: ["--after", "--time"], out: out)
        try expectRefused(base + ["--time", "0.2", "--after", "wiggle"], mentioning: ["--after", "release or poke"],
                          out: out)
        try expectRefused(base + ["--time", "-1"], mentioning: ["--time", "0…3600"], out: out)
        try expectRefused(["render", "--mode", "cell", "--angle", "-90", "--out", out.path], mentioning: ["--mode pop"],
                          out: out)

        // Past −90° the back face is up and the top shadow gone; before it, both shadows.
        let dump = dir.appendingPathComponent("pop.json")
        var result = try CLITests.run(base + ["--angle", "-120", "--dump", dump.path])
        #expect(result.status == 0, "\(result.stderr)")
        var text = try String(contentsOf: dump, encoding: .utf8)
        for name in ["\"bottom\"", "\"bottom-shadow\"", "\"top\"", "\"top-back\""] {
            #expect(text.contains(name), "\(name) missing from the dump at −120°")
        }
        #expect(!text.contains("\"top-shadow\""))
        result = try CLITests.run(base + ["--progress", "0.25", "--dump", dump.path])
        #expect(result.status == 0, "\(result.stderr)")
        text = try String(contentsOf: dump, encoding: .utf8)
        #expect(text.contains("\"top-shadow\"") && !text.contains("\"top-back\""))

        // Long after a release or a poke the view is at rest: the same picture as angle 0.
        let rest = dir.appendingPathComponent("rest.png"), later = dir.appendingPathComponent("later.png")
        #expect(try CLITests.run(base.dropLast() + [rest.path, "--angle", "0"]).status == 0)
        for after in ["release", "poke"] {
            result = try CLITests.run(base.dropLast() + [later.path, "--time", "5", "--after", after])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try Data(contentsOf: later) == Data(contentsOf: rest), "not at rest 5 s after a \(after)")
        }
        // A sequence films the spring over 0…T.
        let frames = dir.appendingPathComponent("spring")
        result = try CLITests.run(["render", "--mode", "pop", "--size", "64x64", "--frames", "4", "--time", "0.6",
                                   "--out", frames.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames.path).count == 4)
    }

    @Test func cardsRenderOffsetsAndSelectionsAndRefuseBadOnes() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.png")
        let base = ["render", "--mode", "cards", "--size", "150x267", "--out", out.path]
        for offset in ["-1", "5321", "nan"] {
            try expectRefused(base + ["--offset", offset], mentioning: ["--offset", "0…5320"], out: out)
        }
        for card in ["-1", "39"] {
            try expectRefused(base + ["--selected", card], mentioning: ["--selected", "0…38"], out: out)
        }
        try expectRefused(base + ["--progress", "0.5", "--offset", "10"], mentioning: ["--offset", "--progress"], out: out)
        try expectRefused(["render", "--mode", "fold", "--offset", "100", "--out", out.path],
                          mentioning: ["--mode cards"], out: out)

        // The demo's start (offset 400) shows cards 0…4, lowest drawn last.
        let dump = dir.appendingPathComponent("cards.json")
        var result = try CLITests.run(base + ["--dump", dump.path])
        #expect(result.status == 0, "\(result.stderr)")
        var names = try CLITests.layerNames(dump)
        #expect(names == ["backdrop", "card-0", "card-1", "card-2", "card-3", "card-4"])
        // Further on the top cards are darkened.
        result = try CLITests.run(base + ["--offset", "1500", "--dump", dump.path])
        #expect(result.status == 0, "\(result.stderr)")
        names = try CLITests.layerNames(dump)
        #expect(names.contains("card-7-overlay") && !names.contains("card-8-overlay") && names.contains("card-12"))
        // Selected all the way: only that card is in the view.
        result = try CLITests.run(base + ["--selected", "3", "--dump", dump.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try CLITests.layerNames(dump) == ["backdrop", "card-3"])
    }

    @Test func badImagesAreRefused() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.png")
        let base = ["render", "--mode", "fold", "--size", "64x40", "--out", out.path]
        try expectRefused(base + ["--image", dir.appendingPathComponent("missing.jpg").path],
                          mentioning: ["missing.jpg", "no such file"], out: out)
        let corrupt = dir.appendingPathComponent("corrupt.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3, 4, 5]).write(to: corrupt)
        try expectRefused(base + ["--image", corrupt.path], mentioning: ["corrupt.png"], out: out)
        let text = dir.appendingPathComponent("notes.txt")
        try Data("just words".utf8).write(to: text)
        try expectRefused(base + ["--image", text.path], mentioning: ["notes.txt"], out: out)
        try expectRefused(base + ["--image", dir.path], mentioning: ["directory"], out: out)
    }

    @Test func unwritableOutputIsRefused() throws {
        try expectRefused(["render", "--mode", "fold", "--size", "64x40", "--out", "/nonexistent-dir/x.png"],
                          mentioning: ["/nonexistent-dir"])
        try expectRefused(["render", "--workload", "mpfold", "--out", "/proc/foldpreview-cli-test.png"],
                          mentioning: ["foldpreview-cli-test.png"])
        #expect(!FileManager.default.fileExists(atPath: "/proc/foldpreview-cli-test.png"))
    }

    @Test func rendersAFrameAndItsDrawList() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("fold.png"), dump = dir.appendingPathComponent("fold.json")
        let result = try CLITests.run(["render", "--mode", "fold", "--progress", "0.5", "--size", "160x100",
                                       "--out", out.path, "--dump", dump.path])
        #expect(result.status == 0, "\(result.stderr)")
        // PNG signature and the IHDR size.
        let png = try Data(contentsOf: out)
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 160 && height == 100)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: dump)) as? [String: Any]
        #expect((json?["size"] as? [Int]) == [160, 100])
        let layers = json?["layers"] as? [[String: Any]] ?? []
        let names = Set(layers.compactMap { $0["name"] as? String })
        #expect(names.isSuperset(of: ["A", "B", "C", "D", "B-shadow", "C-shadow"]), "\(names)")
        for layer in layers {
            let corners = layer["corners"] as? [[Double]] ?? []
            #expect(corners.count == 4 && corners.allSatisfy { $0.count == 3 && $0.allSatisfy(\.isFinite) })
        }
    }

    @Test func rendersASequenceAndAWorkload() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let frames = dir.appendingPathComponent("frames")
        let sequence = try CLITests.run(["render", "--mode", "cubic", "--frames", "3", "--size", "80x50",
                                         "--out", frames.path])
        #expect(sequence.status == 0, "\(sequence.stderr)")
        for i in 0..<3 {
            #expect(FileManager.default.fileExists(atPath: frames.appendingPathComponent("frame-000\(i).png").path))
        }
        // The progress bar is for a terminal: a pipe gets none, and the result's one line.
        #expect(sequence.stderr.isEmpty, "progress bar in a pipe: \(sequence.stderr)")
        #expect(sequence.stdout.contains("wrote 3 frames"), "\(sequence.stdout)")
        let workload = try CLITests.run(["render", "--workload", "fullquad", "--frame", "10",
                                         "--out", dir.appendingPathComponent("w.png").path])
        #expect(workload.status == 0, "\(workload.stderr)")
    }

    @Test func benchPrintsJSONLines() throws {
        let result = try CLITests.run(["bench", "--mode", "fold", "--size", "64x40", "--frames", "3", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            for key in ["name", "size", "threads", "frames", "median_ms", "p95_ms", "ns_per_px"] {
                #expect(object?[key] != nil, "missing \(key) in \(line)")
            }
            #expect(object?["ns_per_px"] is NSNull)
            #expect(object?["frames"] as? Int == 3)
        }
    }
}
