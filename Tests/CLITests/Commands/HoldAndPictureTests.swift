import Foundation
import Media
import Raster
import TestSupport
import Testing

/// `render --hold-start/--hold-end` (an animation's first and last frames held) and
/// `render --background IMAGE` (a picture behind the animation, fitted, cropped with it).
@Suite(.serialized)
struct HoldAndPictureTests {
    /// The fold at 60 fps is 19 frames; 0.1 s held first is 6 frames more, 0.125 s held
    /// last is 7.5, rounded up to 8: 33 frames, the first 7 the fold's first frame and the
    /// last 9 its last, the frames between moving.
    @Test func holdsAddTheirFramesOfTheFirstAndLastFrame() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = try ExportTests.export(["--mode", "fold", "--size", "160x100", "--hold-start", "0.1", "--hold-end", "0.125"],
                                         to: "held.apng", in: dir)
        let frames = try DecodedVideo(path: out.path).frames
        try #require(frames.count == 6 + 19 + 8, "\(frames.count) frames")
        for k in 0..<6 { #expect(frames[k].pixels == frames[6].pixels, "start hold frame \(k)") }
        #expect(frames[7].pixels != frames[6].pixels, "the fold does not move after the hold")
        for k in 25..<33 { #expect(frames[k].pixels == frames[24].pixels, "end hold frame \(k)") }
        #expect(frames[23].pixels != frames[24].pixels, "the fold does not move before the hold")
    }

    /// A picture 200×100, its left half red and its right half blue.
    static func halves(in dir: URL) throws -> String {
        var picture = Bitmap(width: 200, height: 100, fill: .opaque(255, 0, 0))
        for y in 0..<100 { for x in 100..<200 { picture.pixels[y * 200 + x] = Pixel.opaque(0, 0, 255).bits } }
        let path = dir.appendingPathComponent("halves.png").path
        try ImageFile.savePNG(picture, to: path)
        return path
    }

    /// Where the fold leaves the frame transparent (its corners), the picture shows: fitted
    /// to cover 160×100 it is cut 20 columns each side, so column 0 is red and 159 blue;
    /// `contain` shows all of it 160×80 between bands of the fold's own backdrop; a crop
    /// of the frame's top-right is the picture's blue there, not the picture fitted anew to
    /// the crop (which would be red at its left); each `--versus` half has its own picture,
    /// red at its left edge.
    @Test func thePictureShowsWhereTheFrameIsTransparentAndIsCroppedWithIt() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let picture = try Self.halves(in: dir)
        let (red, blue) = (Pixel.opaque(255, 0, 0), Pixel.opaque(0, 0, 255))
        let base = ["--mode", "fold", "--size", "160x100", "--progress", "0.4"]
        let cover = try BackgroundTests.still(base + ["--background", picture], "cover.png", in: dir)
        #expect(cover[0, 0] == red && cover[0, 99] == red, "\(cover[0, 0]) \(cover[0, 99])")
        #expect(cover[159, 0] == blue && cover[159, 99] == blue, "\(cover[159, 0]) \(cover[159, 99])")
        let plain = try BackgroundTests.still(base, "plain.png", in: dir)
        let contain = try BackgroundTests.still(base + ["--background", picture, "--background-fit", "contain"],
                                                "contain.png", in: dir)
        #expect(contain[0, 0] == plain[0, 0] && contain[0, 50] == red && contain[159, 50] == blue,
                "\(contain[0, 0]) \(plain[0, 0]) \(contain[0, 50]) \(contain[159, 50])")
        let cropped = try BackgroundTests.still(base + ["--background", picture, "--crop", "40x30+120+0"], "crop.png", in: dir)
        #expect(cropped.width == 40 && cropped[0, 0] == blue && cropped[0, 0] == cover[120, 0], "\(cropped[0, 0])")
        let versus = try BackgroundTests.still(["--mode", "fold", "--size", "320x100", "--progress", "0.4",
                                                "--versus", "original", "--background", picture], "versus.png", in: dir)
        #expect(versus[0, 0] == red && versus[161, 0] == red && versus[319, 0] == blue,
                "\(versus[0, 0]) \(versus[161, 0]) \(versus[319, 0])")
    }

    /// A hold on a still, a negative, non-number or too long hold, and a picture that is
    /// missing or is not an image: each one line, nothing written.
    @Test func badHoldsAndPicturesAreOneLine() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cli = CLITests()
        let (png, mp4) = (dir.appendingPathComponent("x.png"), dir.appendingPathComponent("x.mp4"))
        let fold = ["render", "--mode", "fold", "--size", "64x40"]
        try cli.expectRefused(fold + ["--progress", "0.5", "--hold-end", "1", "--out", png.path],
                              mentioning: ["--hold-end", "--progress poses one still"], out: png)
        try cli.expectRefused(fold + ["--hold-start", "1", "--out", dir.appendingPathComponent("x.jpg").path],
                              mentioning: ["a .jpg is one still"])
        for bad in ["-1", "nan"] {
            try cli.expectRefused(fold + ["--hold-start", bad, "--out", mp4.path],
                                  mentioning: ["--hold-start must be 0…60 seconds, got \(bad)"], out: mp4)
        }
        try cli.expectRefused(fold + ["--background", dir.appendingPathComponent("none.jpg").path, "--out", png.path],
                              mentioning: ["--background", "none.jpg"], out: png)
        let text = dir.appendingPathComponent("notes.png")
        try Data("not a picture".utf8).write(to: text)
        try cli.expectRefused(fold + ["--background", text.path, "--out", png.path], mentioning: ["--background", "notes.png"],
                              out: png)
        try cli.expectRefused(fold + ["--background-fit", "contain", "--out", png.path], mentioning: ["--background-fit"],
                              out: png)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["notes.png"])
    }
}
