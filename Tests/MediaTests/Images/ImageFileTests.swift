import Foundation
import Media
import Raster
import Testing
import TestSupport

extension MediaSuite {
    @Suite struct ImageFileTests {
        /// A 16×9 bitmap mixing opaque, transparent and half-transparent premultiplied pixels.
        static func sample() -> Bitmap {
            var bitmap = Bitmap(width: 16, height: 9)
            for y in 0..<9 {
                for x in 0..<16 {
                    let alpha = UInt8([255, 0, 128, 1, 200, 37][(x + y) % 6])
                    bitmap[x, y] = Pixel.premultiplying(r: UInt8(x * 16), g: UInt8(y * 28),
                                                        b: UInt8(255 - x * 7), a: alpha)
                }
            }
            return bitmap
        }

        /// A picture whose pixels did not fit (SDL_image's "Out of memory", under `ulimit -v`)
    /// is not called "not an image": the room failed, not the file.
    @Test func aDecodeOutOfMemoryIsNotCalledABadImage() {
        let said = MediaError.notAnImage(path: "photo.png", detail: "Out of memory").description
        #expect(said.hasPrefix("cannot decode 'photo.png': out of memory (SDL_image: Out of memory)"), "\(said)")
        #expect(!said.contains("not an image"))
        #expect(MediaError.notAnImage(path: "x.png", detail: "Unsupported image format").description
                    .contains("not an image, or a corrupt or unsupported one"))
    }

    @Test func pngRoundTripKeepsPremultipliedPixelsWithinOne() throws {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let original = Self.sample()
            let path = dir.file("round.png")
            try ImageFile.savePNG(original, to: path)
            let loaded = try ImageFile.load(path: path)
            #expect(loaded.note == nil)
            #expect(loaded.bitmap.width == 16 && loaded.bitmap.height == 9)
            #expect(loaded.originalWidth == 16 && loaded.originalHeight == 9)
            var worst: UInt32 = 0
            for y in 0..<9 {
                for x in 0..<16 {
                    let a = original[x, y], b = loaded.bitmap[x, y]
                    #expect(a.a == b.a, "alpha at (\(x), \(y))")
                    for (p, q) in [(a.r, b.r), (a.g, b.g), (a.b, b.b)] {
                        worst = max(worst, p > q ? p - q : q - p)
                    }
                    #expect(b.r <= b.a && b.g <= b.a && b.b <= b.a)
                }
            }
            #expect(worst <= 1, "largest channel difference \(worst)")
            #expect(try dir.contents() == ["round.png"], "no temporary file is left behind")
        }

        @Test func savingReplacesAnExistingFile() throws {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let path = dir.file("out.png")
            try ImageFile.savePNG(Bitmap(width: 3, height: 3, fill: .opaque(255, 0, 0)), to: path)
            try ImageFile.savePNG(Bitmap(width: 2, height: 5, fill: .opaque(0, 0, 255)), to: path)
            let loaded = try ImageFile.load(path: path)
            #expect(loaded.bitmap == Bitmap(width: 2, height: 5, fill: .opaque(0, 0, 255)))
        }

        @Test func missingFileIsNamed() throws {
            let path = "/nonexistent-\(UUID().uuidString)/photo.png"
            #expect(throws: MediaError.fileNotFound(path: path)) { try ImageFile.load(path: path) }
            #expect(MediaError.fileNotFound(path: path).description.contains(path))
        }

        @Test func corruptPNGReportsSDLImageError() throws {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            var rng = SystemRandomNumberGenerator()
            let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &rng) }
            // A real PNG signature, then garbage: the decoder has to notice the damage.
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            for (name, data) in [("garbage.png", bytes), ("bad-header.png", signature + bytes)] {
                let file = try dir.write(data, to: name)
                let error = #expect(throws: MediaError.self) { try ImageFile.load(path: file) }
                guard case .notAnImage(let at, let detail)? = error else {
                    Issue.record("expected notAnImage, got \(String(describing: error))")
                    continue
                }
                #expect(at == file)
                #expect(!detail.isEmpty, "SDL_image's reason is included")
                #expect(error!.description.contains(file) && error!.description.contains(detail))
            }
        }

        @Test func textFileIsNotAnImage() throws {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let path = dir.file("notes.txt")
            try "This is not a picture.\n".write(toFile: path, atomically: true, encoding: .utf8)
            let error = #expect(throws: MediaError.self) { try ImageFile.load(path: path) }
            guard case .notAnImage? = error else {
                Issue.record("expected notAnImage, got \(String(describing: error))")
                return
            }
        }

        @Test func emptyFileAndDirectoryAreRefused() throws {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let empty = try dir.write([], to: "empty.png")
            #expect(throws: MediaError.emptyFile(path: empty)) { try ImageFile.load(path: empty) }
            #expect(throws: MediaError.notAFile(path: dir.path)) { try ImageFile.load(path: dir.path) }
        }

        /// Root reads and writes anything: as root, the permission checks run with another
        /// user's permissions (`AnotherUser`).
        @Test(.enabled(if: AnotherUser.canCheckPermissions, "root, and this kernel keeps root's file permissions on every thread"))
        func unreadableFileIsReported() throws {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let path = dir.file("secret.png")
            try ImageFile.savePNG(Self.sample(), to: path)
            chmod(path, 0o000)
            let error = #expect(throws: MediaError.self) { try AnotherUser.accessingFiles { try ImageFile.load(path: path) } }
            guard case .unreadable? = error else {
                Issue.record("expected unreadable, got \(String(describing: error))")
                return
            }
        }

        @Test func missingOutputDirectoryIsNamedAndNothingIsWritten() throws {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let path = dir.file("no-such-dir/out.png")
            #expect(throws: MediaError.missingDirectory(path: path, directory: dir.file("no-such-dir"))) {
                try ImageFile.savePNG(Self.sample(), to: path)
            }
            // A file where a directory should be.
            try dir.write([1], to: "plain")
            #expect(throws: MediaError.self) { try ImageFile.savePNG(Self.sample(), to: dir.file("plain/out.png")) }
            #expect(try dir.contents() == ["plain"])
        }

        @Test func failedRenameLeavesNoTemporaryFile() throws {
            // The target is a non-empty directory: the PNG is encoded to the temporary file,
            // rename(2) refuses, and the temporary must be gone afterwards.
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let target = dir.file("taken.png")
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
            try dir.write([1], to: "taken.png/keep")
            let error = #expect(throws: MediaError.self) { try ImageFile.savePNG(Self.sample(), to: target) }
            guard case .unwritable(let at, _)? = error else {
                Issue.record("expected unwritable, got \(String(describing: error))")
                return
            }
            #expect(at == target)
            #expect(try dir.contents() == ["taken.png"])
        }

        /// /proc refuses new files even for root.
        @Test func aDirectoryThatRefusesFilesIsReported() throws {
            let proc = "/proc/foldpreview-\(UUID().uuidString).png"
            #expect(throws: MediaError.self) { try ImageFile.savePNG(Self.sample(), to: proc) }
            #expect(!FileManager.default.fileExists(atPath: proc))
        }

        /// A read-only directory refuses its writers.
        @Test(.enabled(if: AnotherUser.canCheckPermissions, "root, and this kernel keeps root's file permissions on every thread"))
        func unwritableDirectoryIsReportedAndNothingIsWritten() throws {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let locked = dir.file("locked")
            try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
            chmod(locked, 0o555)
            defer { chmod(locked, 0o755) }
            let error = #expect(throws: MediaError.self) {
                try AnotherUser.accessingFiles { try ImageFile.savePNG(Self.sample(), to: locked + "/out.png") }
            }
            guard case .unwritable? = error else {
                Issue.record("expected unwritable, got \(String(describing: error))")
                return
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: locked).isEmpty)
        }

        @Test func emptyBitmapIsRefused() throws {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let path = dir.file("empty.png")
            #expect(throws: MediaError.emptyBitmap(path: path, width: 0, height: 4)) {
                try ImageFile.savePNG(Bitmap(width: 0, height: 4), to: path)
            }
            #expect(try dir.contents().isEmpty)
        }

        @Test func hugeImageIsDownscaledToFit() throws {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let path = dir.file("wide.png")
            // Left half opaque red, right half half-transparent white.
            var wide = Bitmap(width: 8200, height: 10, fill: .opaque(255, 0, 0))
            let half = Pixel.premultiplying(r: 255, g: 255, b: 255, a: 128)
            for y in 0..<10 { for x in 4100..<8200 { wide[x, y] = half } }
            try ImageFile.savePNG(wide, to: path)
            let loaded = try ImageFile.load(path: path)
            #expect(loaded.bitmap.width == 8192 && loaded.bitmap.height == 10)
            #expect(loaded.originalWidth == 8200 && loaded.originalHeight == 10)
            #expect(loaded.note == "wide.png is 8200×10; downscaled to 8192×10")
            #expect(loaded.bitmap[0, 0] == .opaque(255, 0, 0))
            #expect(loaded.bitmap[8191, 9] == half)
            // The boundary pixel mixes both sides, premultiplied (never colour above alpha).
            for x in 4090..<4100 {
                let p = loaded.bitmap[x, 5]
                #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a)
            }
        }

        @Test func downscaleKeepsAspectRatio() throws {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let path = dir.file("tall.png")
            try ImageFile.savePNG(Bitmap(width: 3, height: 8300, fill: .opaque(10, 20, 30)), to: path)
            let loaded = try ImageFile.load(path: path)
            #expect(loaded.bitmap.width == 3 && loaded.bitmap.height == 8192)
            #expect(loaded.bitmap.pixels.allSatisfy { $0 == Pixel.opaque(10, 20, 30).bits })
            #expect(loaded.note == "tall.png is 3×8300; downscaled to 3×8192")
        }
    }
}
