import Foundation
@testable import Media
import Raster
import Testing

extension MediaSuite {
    /// A JPEG cut short is refused, not filled with grey; EXIF orientation is honoured; a
    /// header that declares too many pixels is refused before decoding.
    @Suite struct JPEGFactsTests {
        /// Tests/MediaTests/Fixtures/NAME: a 160 × 80 gradient, red at the top, blue at the
        /// bottom, with EXIF orientation 6 or 3, or cut at 30 % and 70 % of its bytes.
        static func fixture(_ name: String) -> String {
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/\(name)").path
        }

        @Test(arguments: ["truncated30.jpg", "truncated70.jpg"])
        func aJPEGCutShortIsRefused(name: String) {
            do {
                _ = try ImageFile.load(path: Self.fixture(name))
                Issue.record("\(name) was decoded")
            } catch {
                #expect(error.description.contains("cut short"), "\(error.description)")
            }
        }

        /// Orientation 6 is shown turned 90° clockwise: 80 × 160, the red top on the right.
        /// Orientation 3 is shown upside down: red at the bottom.
        @Test func exifOrientationIsHonoured() throws {
            let six = try ImageFile.load(path: Self.fixture("rotated6.jpg"))
            #expect(six.bitmap.width == 80 && six.bitmap.height == 160)
            #expect(six.originalWidth == 80 && six.originalHeight == 160)
            let left = six.bitmap[2, 80], right = six.bitmap[77, 80]
            #expect(right.r > right.b && left.b > left.r, "left \(left), right \(right)")
            let three = try ImageFile.load(path: Self.fixture("rotated3.jpg"))
            #expect(three.bitmap.width == 160 && three.bitmap.height == 80)
            let top = three.bitmap[80, 2], bottom = three.bitmap[80, 77]
            #expect(bottom.r > bottom.b && top.b > top.r, "top \(top), bottom \(bottom)")
        }

        @Test func everyOrientationMapsBackToTheStoredPixels() {
            // A 3 × 2 bitmap of distinct pixels; each orientation then its inverse is the identity.
            let stored = Bitmap(width: 3, height: 2, pixels: (0..<6).map { UInt32($0) | 0xFF00_0000 })
            let inverse = [1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 8, 7: 7, 8: 6]
            for o in 1...8 {
                let upright = stored.oriented(o)
                #expect(upright.oriented(inverse[o]!).pixels == stored.pixels, "orientation \(o)")
                #expect((upright.width, upright.height) == (o >= 5 ? (2, 3) : (3, 2)))
            }
        }

        @Test func headersDeclareTheirSizes() {
            let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
                + [0, 0, 0xFF, 0xFF, 0, 0, 0xFF, 0xFF]
            #expect(ImageHeader.declaredSize(png)! == (65535, 65535))
            let gif = Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00]
            #expect(ImageHeader.declaredSize(gif)! == (320, 240))
            let jpeg = FileManager.default.contents(atPath: Self.fixture("rotated6.jpg")).map { [UInt8]($0) } ?? []
            #expect(ImageHeader.declaredSize(jpeg)! == (160, 80))
            #expect(ImageHeader.declaredSize(Array("hello".utf8)) == nil)
            #expect(ImageHeader.declaredSize([0x89, 0x50]) == nil)
        }
    }
}
