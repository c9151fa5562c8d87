import Foundation
@testable import Media
import Raster
import Testing

extension MediaSuite {
    @Suite struct TextRendererTests {
        @Test func rendersNonEmptyPremultipliedText() throws {
            let text = try TextRenderer()
            let image = text.image(of: "Fold 90°", pointSize: 20, bold: false, color: .white)
            let size = text.size(of: "Fold 90°", pointSize: 20, bold: false)
            #expect(image.width == size.width && image.height == size.height)
            #expect((40...200).contains(image.width), "width \(image.width)")
            #expect((18...32).contains(image.height), "height \(image.height)")
            let inked = image.pixels.filter { $0 >> 24 != 0 }.count
            #expect(inked > 50, "\(inked) inked pixels")
            #expect(image.pixels.contains { $0 >> 24 == 255 }, "some pixels fully covered")
            for bits in image.pixels {
                let p = Pixel(bits: bits)
                #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a)
            }
        }

        @Test func colourAndAlphaArePremultiplied() throws {
            let text = try TextRenderer()
            let color = Color(r: 1, g: 0.5, b: 0, a: 0.5)
            let image = text.image(of: "Hg", pointSize: 32, bold: true, color: color)
            let alphas = image.pixels.map { $0 >> 24 }
            #expect(alphas.max() == 128, "half-transparent ink peaks at alpha 128")
            for bits in image.pixels where bits >> 24 == 128 {
                #expect(Pixel(bits: bits) == color.pixel)
            }
        }

        @Test func boldIsWiderAndSizesRound() throws {
            let text = try TextRenderer()
            let regular = text.size(of: "Departure", pointSize: 18, bold: false)
            let bold = text.size(of: "Departure", pointSize: 18, bold: true)
            #expect(bold.width > regular.width)
            #expect(text.size(of: "Departure", pointSize: 17.6, bold: false) == regular)
            #expect(TextRenderer.pixelSize(for: 12.5) == 13)
            #expect(TextRenderer.pixelSize(for: .nan) == 1)
            #expect(TextRenderer.pixelSize(for: -4) == 1)
            #expect(TextRenderer.pixelSize(for: 1e9) == TextRenderer.largestPixelSize)
        }

        @Test func emptyAndMultiLineTextDoNotBreak() throws {
            let text = try TextRenderer()
            let empty = text.image(of: "", pointSize: 14, bold: false, color: .black)
            #expect(empty.width == 0 && empty.height > 0)
            let joined = text.image(of: "a\nb", pointSize: 14, bold: false, color: .black)
            #expect(joined.width == text.size(of: "a b", pointSize: 14, bold: false).width)
        }

        @Test func cachedImagesAreIdentical() throws {
            let text = try TextRenderer()
            let first = text.image(of: "LANDED", pointSize: 15, bold: true, color: .black)
            let second = text.image(of: "LANDED", pointSize: 15, bold: true, color: .black)
            #expect(first == second)
        }

        @Test func missingFontNamesFileAndPackage() {
            let path = "/nonexistent/NoSuchFont.ttf"
            let error = #expect(throws: MediaError.fontMissing(path: path, role: "regular")) {
                try TextRenderer(fontPath: path)
            }
            #expect(error?.description.contains(path) == true)
            #expect(error?.description.contains("fonts-dejavu-core") == true)
        }

        /// A long window session meets many sizes (every resize scales the HUD and the
        /// art's text); the font files must not stay open once per size.
        @Test(.enabled(if: OpenFiles.canList, "needs /proc/self/fd"))
        func manySizesOpenNoFontFiles() throws {
            let text = try TextRenderer()
            let before = OpenFiles.fontFiles()
            for size in 6..<66 {
                for bold in [false, true] {
                    let image = text.image(of: "Size \(size)", pointSize: Double(size), bold: bold, color: .white)
                    #expect(image.width > 0, "size \(size) bold \(bold) drew nothing")
                }
            }
            let after = OpenFiles.fontFiles()
            // Two to spare: another suite's renderer may be reading its file at that moment.
            #expect(after.count <= before.count + 2,
                    "font files open: \(before.count) before 60 sizes × 2 weights, \(after.count) after")
            #expect(text.openFontCount <= TextRenderer.fontLimit)
        }

        /// A size closed to make room (least recently used) opens again and measures the same.
        @Test func aClosedSizeReopensTheSame() throws {
            let text = try TextRenderer()
            let first = text.size(of: "Departure 14:05", pointSize: 30, bold: true)
            for size in 100..<(100 + TextRenderer.fontLimit) { _ = text.size(of: "x", pointSize: Double(size), bold: false) }
            #expect(text.openFontCount == TextRenderer.fontLimit)
            #expect(text.size(of: "Departure 14:05", pointSize: 30, bold: true) == first)
        }

        @Test func explicitFontWithoutBoldSynthesisesBold() throws {
            let regular = try TextRenderer()
            let text = try TextRenderer(fontPath: regular.fontPath)
            #expect(text.boldFontPath == nil)
            let image = text.image(of: "Bold", pointSize: 16, bold: true, color: .black)
            #expect(image.width > 0)
        }
    }
}

/// The process's open files, as /proc/self/fd shows them.
enum OpenFiles {
    /// True where /proc/self/fd can be listed (Linux).
    static let canList = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) != nil

    /// Where each open descriptor leads (its symbolic link's target).
    static func targets() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0) }
    }

    /// The open descriptors on TrueType files.
    static func fontFiles() -> [String] { targets().filter { $0.lowercased().hasSuffix(".ttf") } }
}
