@testable import foldpreview
import Foundation
import Media
import Raster
import Scenes
import Testing

/// The person's pictures on the command line (issue 24 §1): `--image`/`--from`, `--to`,
/// `--images`, `--fit`, `--cell`, each refused in one line where it does not apply.
@Suite(.serialized)
struct ContentCLITests {
    /// A temporary folder with `one.png` (60 × 40, red-ish), `two.png` (30 × 60,
    /// blue-ish) and `cards/` of five 70 × 42 pictures named so that name order is not
    /// byte order ("card 2" before "card 10").
    static func pictures() throws -> URL {
        let dir = try CLITests.temporaryDirectory()
        try Output.png(Bitmap(width: 60, height: 40, fill: .opaque(208, 64, 48)), to: dir.appendingPathComponent("one.png").path)
        try Output.png(Bitmap(width: 30, height: 60, fill: .opaque(48, 80, 192)), to: dir.appendingPathComponent("two.png").path)
        let cards = dir.appendingPathComponent("cards")
        try FileManager.default.createDirectory(at: cards, withIntermediateDirectories: true)
        for (k, number) in [1, 2, 3, 10, 11].enumerated() {
            try Output.png(Bitmap(width: 70, height: 42, fill: cardColour(k)),
                           to: cards.appendingPathComponent("card \(number).png").path)
        }
        try Data("not a picture".utf8).write(to: cards.appendingPathComponent("notes.txt"))
        return dir
    }

    /// The colour of the k-th card in name order.
    static func cardColour(_ k: Int) -> Pixel {
        let step = UInt32(k)
        return .opaque(30 + 50 * step, 220 - 40 * step, 90 + 30 * step)
    }

    static func close(_ p: Pixel, _ q: Pixel, _ tolerance: Int = 2) -> Bool {
        abs(Int(p.r) - Int(q.r)) <= tolerance && abs(Int(p.g) - Int(q.g)) <= tolerance && abs(Int(p.b) - Int(q.b)) <= tolerance
    }

    /// fold from one picture to the other: the page's middle is the first at progress 0
    /// and the second at 1; `--from` is `--image`'s other spelling.
    @Test func theFoldGoesFromTheFirstPictureToTheSecond() throws {
        let dir = try Self.pictures()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.png")
        for (spelling, progress, expected) in [("--image", "0", Pixel.opaque(208, 64, 48)), ("--from", "1", .opaque(48, 80, 192))] {
            let result = try CLITests.run(["render", "--mode", "fold", "--size", "160x100", "--progress", progress,
                                           spelling, dir.appendingPathComponent("one.png").path,
                                           "--to", dir.appendingPathComponent("two.png").path, "--out", out.path])
            #expect(result.status == 0, "\(result.stderr)")
            let frame = try ImageFile.load(path: out.path).bitmap
            #expect(Self.close(frame[80, 50], expected), "\(spelling) at \(progress): \(frame[80, 50])")
        }
    }

    /// cards from a folder of five: five cards in name order; card K selected fills the
    /// middle with picture K; --selected stops at the fifth; a folder's picture may not be
    /// the output.
    @Test func theCardsAreTheFolder() throws {
        let dir = try Self.pictures()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("cards.png"), dump = dir.appendingPathComponent("dump.json")
        let base = ["render", "--mode", "cards", "--size", "375x667", "--images", dir.appendingPathComponent("cards").path]
        var result = try CLITests.run(base + ["--progress", "1", "--out", out.path, "--dump", dump.path])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try CLITests.layerNames(dump)
        #expect(["card-0", "card-1", "card-2", "card-3", "card-4"].allSatisfy(names.contains) && !names.contains("card-5"),
                "\(names)")
        for k in [1, 3] {
            result = try CLITests.run(base + ["--selected", "\(k)", "--out", out.path])
            #expect(result.status == 0, "\(result.stderr)")
            let frame = try ImageFile.load(path: out.path).bitmap
            #expect(Self.close(frame[187, 333], Self.cardColour(k)), "card \(k): \(frame[187, 333])")
        }
        let refused = dir.appendingPathComponent("refused.png")
        try CLITests().expectRefused(base + ["--selected", "5", "--out", refused.path], mentioning: ["--selected", "0…4"],
                                     out: refused)
        let input = dir.appendingPathComponent("cards/card 10.png")
        try CLITests().expectRefused(base + ["--out", input.path], mentioning: ["--images", "card 10.png"])
    }

    /// The cell's face and content, on one cell (counted from 1).
    @Test func oneCellShowsThePictures() throws {
        let dir = try Self.pictures()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("cell.png")
        let result = try CLITests.run(["render", "--mode", "cell", "--size", "375x667", "--progress", "0", "--cell", "2",
                                       "--fit", "cover", "--image", dir.appendingPathComponent("one.png").path,
                                       "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let frame = try ImageFile.load(path: out.path).bitmap
        // Row 2's card (its top at 12 + 179 + 7 points) is the picture; row 1's is drawn.
        #expect(Self.close(frame[187, 12 + 179 + 7 + 80], .opaque(208, 64, 48)))
        #expect(!Self.close(frame[187, 12 + 7 + 80], .opaque(208, 64, 48), 30))
    }

    /// Each refusal is one line: an option given twice, a slot the mode does not have,
    /// an empty folder, a bad --fit or --cell.
    @Test func misplacedPicturesAreRefused() throws {
        let dir = try Self.pictures()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.png")
        let one = dir.appendingPathComponent("one.png").path, two = dir.appendingPathComponent("two.png").path
        let empty = dir.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let cli = CLITests()
        func render(_ mode: String, _ options: [String]) -> [String] {
            ["render", "--mode", mode, "--size", "64x40", "--out", out.path] + options
        }
        try cli.expectRefused(render("fold", ["--image", one, "--image", two]), mentioning: ["--image", "2 times", "once"], out: out)
        try cli.expectRefused(render("fold", ["--image", one, "--from", two]), mentioning: ["--from", "once"], out: out)
        try cli.expectRefused(render("fold", ["--to", one, "--to", two]), mentioning: ["--to", "once"], out: out)
        try cli.expectRefused(render("pop", ["--to", two]), mentioning: ["--to applies to --mode fold, cubic, cell, page", "pop takes --image"],
                              out: out)
        try cli.expectRefused(render("fold", ["--images", dir.appendingPathComponent("cards").path]),
                              mentioning: ["--images applies to --mode cards", "fold takes --image (first page), --to (second page)"], out: out)
        try cli.expectRefused(render("flip", ["--image", one]), mentioning: ["--image applies to", "flip takes no pictures"], out: out)
        try cli.expectRefused(render("cards", ["--image", one]), mentioning: ["--image applies to", "cards takes --images"], out: out)
        try cli.expectRefused(render("cards", ["--images", empty.path]), mentioning: ["empty", "no pictures"], out: out)
        try cli.expectRefused(render("fold", ["--image", one, "--fit", "stretch"]), mentioning: ["--fit", "contain or cover"], out: out)
        try cli.expectRefused(render("fold", ["--fit", "cover"]), mentioning: ["--fit", "--image"], out: out)
        try cli.expectRefused(render("fold", ["--image", one, "--cell", "1"]), mentioning: ["--cell applies to --mode cell"], out: out)
        try cli.expectRefused(render("cell", ["--image", one, "--cell", "11"]), mentioning: ["--cell must be 1…10", "11"], out: out)
        try cli.expectRefused(render("cell", ["--image", one, "--cell", "0"]), mentioning: ["--cell must be 1…10"], out: out)
        try cli.expectRefused(render("cell", ["--cell", "2"]), mentioning: ["--cell", "--image"], out: out)
    }

    /// `--to` is an input: --out may not overwrite it.
    @Test func theSecondPictureIsAnInput() throws {
        let dir = try Self.pictures()
        defer { try? FileManager.default.removeItem(at: dir) }
        let two = dir.appendingPathComponent("two.png")
        let before = try Data(contentsOf: two)
        try CLITests().expectRefused(["render", "--mode", "page", "--size", "64x40", "--to", two.path, "--out", two.path],
                                     mentioning: ["--to", "two.png"])
        #expect(try Data(contentsOf: two) == before)
    }

    /// Pictures are inputs, not settings: `params` lists none of them (nor does its JSON
    /// preset); `render`'s help says what --fit does.
    @Test func paramsListsNoPicturesAndHelpSaysWhatFitDoes() throws {
        for arguments in [["params"], ["params", "--json"]] {
            let params = try CLITests.run(arguments)
            #expect(params.status == 0)
            for word in ["--image", "--to", "--images", "--fit", "--cell", "picture"] {
                #expect(!params.stdout.contains(word), "\(arguments) lists \(word)")
            }
        }
        let help = try CLITests.run(["render", "--help"])
        #expect(help.stdout.contains("--fit") && help.stdout.contains("letterboxed") && help.stdout.contains("--from"))
    }
}
