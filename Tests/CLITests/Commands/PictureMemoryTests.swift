import Foundation
@testable import foldpreview
import Media
import Raster
import Scenes
import Testing

/// The person's pictures are kept at the size they are drawn and counted in the memory
/// check: a folder of large pictures that would not fit beside the frame is refused in one
/// line before any is decoded, and a picture larger than its page or card is decoded
/// straight to the size that covers it.
@Suite struct PictureMemoryTests {
    /// A 2048×1536 picture (horizontal bands, so a downscale is visible as an average).
    static func largePicture(in dir: URL) throws -> String {
        let width = 2048, height = 1536
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let red = UInt32(y * 255 / (height - 1))
            for x in 0..<width { pixels[y * width + x] = 0xFF00_0000 | (UInt32(x & 0xFF) << 8) | red }
        }
        let path = dir.appendingPathComponent("large.png").path
        try ImageFile.savePNG(Bitmap(width: width, height: height, pixels: pixels), to: path)
        return path
    }

    /// 40 links to one 2048×1536 picture for the cards, under a memory limit the frame alone
    /// fits in (750×1334 needs about 99 MB): the pictures, even kept at card size, do not,
    /// and the run says so in one line, naming the option, and writes nothing.
    @Test func cardPicturesAreCountedInTheMemoryCheck() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let picture = try Self.largePicture(in: dir)
        let folder = dir.appendingPathComponent("cards")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for n in 1...40 {
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("c\(n).png").path,
                                                       withDestinationPath: picture)
        }
        let out = dir.appendingPathComponent("c.png")
        let arguments = ["render", "--mode", "cards", "--images", folder.path, "--progress", "0.5", "--out", out.path]
        let refused = try BinaryProcess.run(arguments, environment: ["FOLDPREVIEW_MEMORY_LIMIT": "150"])
        #expect(refused.status == 1 && refused.stderrLines.count == 1, "\(refused.stderr)")
        #expect(refused.stderr.hasPrefix("foldpreview: --images: its 40 pictures would need about")
                && refused.stderr.contains("of memory beside the 750x1334 frame's"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// A picture larger than its card or page is kept at the size that covers the box it is
    /// drawn in, no larger (the decoder's own downscale, as the decoding child runs it); a
    /// picture smaller than its box is kept as it is.
    @Test func aLoadedPictureIsKeptAtTheSizeItIsDrawn() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try Self.largePicture(in: dir)
        let frame = (width: 750, height: 1334)
        let card = PictureSizes.box(for: .cards, frame: frame)
        #expect(card.width <= frame.width && card.height < frame.height / 2, "a card is \(card)")
        let kept = try ImageFile.load(path: path, covering: card)
        // Covers the card (cropped to fill it or shown whole) and no more: one side is the box's.
        #expect(kept.bitmap.width >= card.width && kept.bitmap.height >= card.height)
        #expect(kept.bitmap.width == card.width || kept.bitmap.height == card.height,
                "kept \(kept.bitmap.width)x\(kept.bitmap.height) for a \(card) card")
        #expect((kept.originalWidth, kept.originalHeight) == (2048, 1536) && kept.note == nil)
        // A page of a 1280×800 render: the same picture is kept at the frame's cover size.
        let page = try ImageFile.load(path: path, covering: PictureSizes.box(for: .first, frame: (1280, 800)))
        #expect(page.bitmap.width == 1280 && page.bitmap.height == 960)
        // A larger frame than the picture: kept whole.
        let whole = try ImageFile.load(path: path, covering: PictureSizes.box(for: .second, frame: (4096, 4096)))
        #expect(whole.bitmap.width == 2048 && whole.bitmap.height == 1536)
        // Read before decoding, the bytes counted match what is kept (three bitmaps of it).
        let counted = PictureSizes.keptBytes(path: path, box: (1280, 800))
        #expect(counted == PictureSizes.bitmapsPerPicture * 1280 * 960 * 4)
    }
}
