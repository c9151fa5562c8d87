import Foundation
import Media
import Raster
import Testing

/// `render --size native`: the page drawn at the picture's own pixels, so `--crop content`
/// at rest writes the picture itself; and what the word does not apply to.
@Suite(.serialized)
struct NativeSizeTests {
    /// The largest difference of any channel (alpha included) between two images of one size.
    static func largestDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        var largest = 0
        for (p, q) in zip(a.pixels, b.pixels) {
            for shift in stride(from: UInt32(0), to: 32, by: 8) {
                let (x, y) = (Int((p >> shift) & 0xFF), Int((q >> shift) & 0xFF))
                largest = max(largest, abs(x - y))
            }
        }
        return largest
    }

    /// Two phone-shaped pictures of odd width (pop on a transparent ground, so alpha is
    /// compared too, and the cards) made by the program; the fold's crop at progress 0 is
    /// the first, at 1 the second, within a level.
    @Test func theNativeFoldsCropIsThePicture() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let first = dir.appendingPathComponent("first.png").path, second = dir.appendingPathComponent("second.png").path
        let (_, _) = try CropAndSizeTests.render(["--mode", "pop", "--size", "151x326", "--background", "transparent",
                                                  "--progress", "0.2"], to: "first.png", in: dir)
        let (_, _) = try CropAndSizeTests.render(["--mode", "cards", "--size", "151x326"], to: "second.png", in: dir)
        for (progress, picture) in [("0", first), ("1", second)] {
            let (out, line) = try CropAndSizeTests.render(["--mode", "fold", "--image", first, "--to", second, "--size", "native",
                                                           "--crop", "content", "--background", "transparent",
                                                           "--progress", progress], to: "fold\(progress).png", in: dir)
            #expect(line.contains("cropped to 151x326"), "\(line)")
            let (written, expected) = (try CropAndSizeTests.image(out), try CropAndSizeTests.image(URL(fileURLWithPath: picture)))
            #expect(written.width == expected.width && written.height == expected.height)
            if progress == "0" { #expect(expected.pixels.contains { $0 >> 24 < 255 }, "the first picture has no transparent pixel") }
            #expect(Self.largestDifference(written, expected) <= 1, "progress \(progress)")
        }
    }

    /// Pop's fold view is the picture at its own pixels: at rest `--crop content` writes it
    /// (its corners unrounded at `pop.cornerRadius=0`, alpha included), and without a
    /// picture `native` is the built-in square of 650 pixels.
    @Test func popsNativeCropIsThePictureAtRest() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (picture, _) = try CropAndSizeTests.render(["--mode", "fold", "--size", "151x326", "--background", "transparent",
                                                        "--progress", "0.3"], to: "picture.png", in: dir)
        let (out, line) = try CropAndSizeTests.render(["--mode", "pop", "--image", picture.path, "--size", "native",
                                                       "--crop", "content", "--background", "transparent", "--progress", "0",
                                                       "--set", "pop.cornerRadius=0"], to: "pop.png", in: dir)
        #expect(line.contains("cropped to 151x326"), "\(line)")
        let (written, expected) = (try CropAndSizeTests.image(out), try CropAndSizeTests.image(picture))
        #expect(written.width == expected.width && written.height == expected.height)
        #expect(expected.pixels.contains { $0 >> 24 < 255 }, "the picture has no transparent pixel")
        #expect(Self.largestDifference(written, expected) <= 1)
        let (_, square) = try CropAndSizeTests.render(["--mode", "pop", "--size", "native", "--crop", "content", "--progress", "0"],
                                                      to: "square.png", in: dir)
        #expect(square.contains("cropped to 650x650"), "\(square)")
    }

    /// `--versus` without `--size` holds two pages at the pictures' own pixels: two
    /// phone-shaped ones side by side, a landscape one stacked.
    @Test func theVersusDefaultHoldsTwoPagesAtThePicturesPixels() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (picture, expected) in [("31x66", (62, 66)), ("66x31", (66, 62))] {
            let (file, _) = try CropAndSizeTests.render(["--mode", "cards", "--size", picture], to: "\(picture).png", in: dir)
            let (out, _) = try CropAndSizeTests.render(["--mode", "fold", "--image", file.path, "--to", file.path, "--versus", "original",
                                                        "--set", "fold.eyeDistance=3", "--progress", "0.4"], to: "ab\(picture).png", in: dir)
            let image = try CropAndSizeTests.image(out)
            #expect((image.width, image.height) == expected, "\(picture): \(image.width)x\(image.height)")
        }
    }

    /// The word is refused in one line where it has no meaning: a mode without a page, a
    /// scale beside a picture (drawn at its own pixels), a web page.
    @Test(arguments: [(["--mode", "cards", "--size", "native"], "applies to the page modes"),
                      (["--mode", "fold", "--size", "native@2x", "--image", "PICTURE"], "at its own pixels"),
                      (["--mode", "fold", "--size", "native", "--out", "x.html"], "a web page"),
                      (["--mode", "fold", "--size", "native@9x"], "1…4")])
    func whereNativeHasNoMeaning(arguments: [String], words: String) throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let picture = dir.appendingPathComponent("p.png").path
        if arguments.contains("PICTURE") {
            _ = try CropAndSizeTests.render(["--mode", "cards", "--size", "40x80"], to: "p.png", in: dir)
        }
        var given = ["render"] + arguments.map { $0 == "PICTURE" ? picture : $0 }
        if !given.contains("--out") { given += ["--out", dir.appendingPathComponent("x.png").path] }
        let result = try BinaryProcess.run(given, in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("foldpreview: ") && result.stderr.contains(words), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}
