import Foundation
@preconcurrency import Glibc
import Media
import Testing
import TestSupport

extension MediaSuite {
    /// Names that are not UTF-8 travel in a `String` and come back as the same bytes; a
    /// message shows each such byte as `\xNN`.
    @Suite struct PathBytesTests {
        @Test func everyByteStringComesBackAsItWas() {
            // Fixed-seed random names of bytes 1…255 (no NUL: a name cannot hold one),
            // weighted to the high half so that broken and valid sequences both occur,
            // and the edge cases written out.
            var generator = SplitMix64(seed: 34)
            var names: [[UInt8]] = [[0xFF, 0xFE], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80] /* a surrogate */,
                                    [0xC0, 0xAF] /* overlong "/" */, [0xF4, 0x90, 0x80, 0x80] /* past U+10FFFF */,
                                    Array("é/ü.png".utf8), Array("\u{10FF80}\u{10FFFF}".utf8)]
            for _ in 0..<2_000 {
                names.append((0..<Int(generator.next() % 12)).map { _ in
                    let byte = UInt8(truncatingIfNeeded: generator.next())
                    return byte == 0 ? 0x80 : (generator.next() % 3 == 0 ? byte & 0x7F | 1 : byte | 0x80)
                })
            }
            for name in names {
                let text = PathBytes.string(name)
                #expect(PathBytes.bytes(of: text) == name, "\(name)")
                #expect(!text.unicodeScalars.contains("\u{FFFD}"), "\(name)")
            }
        }

        @Test func validUTF8StaysTheTextItIs() {
            let text = "Ünïcödé 名前 🎞️.png"
            #expect(PathBytes.string(Array(text.utf8)) == text)
            #expect(PathBytes.bytes(of: text) == Array(text.utf8))
            #expect(PathBytes.shown(text) == text)
        }

        @Test func aMessageShowsEachStrayByteAsAnEscape() {
            let text = PathBytes.string([0x78, 0xFF, 0xFE, 0x2E, 0x70, 0x6E, 0x67] as [UInt8])
            #expect(PathBytes.shown(text) == "x\\xff\\xfe.png")
            // A name that really holds a stand-in scalar keeps it: its bytes are escaped one
            // by one, and come back whole.
            let standIn = PathBytes.string(Array("a\u{10FF80}".utf8))
            #expect(PathBytes.shown(standIn) == "a\\xf4\\x8f\\xbe\\x80")
            // Text that already holds stand-ins (the decoder child's arguments) keeps them.
            #expect(PathBytes.string(Array(text.utf8), escapingStandIns: false) == text)
        }

        @Test func aFileNamedInLatin1IsWrittenAndReadUnderItsOwnBytes() throws {
            let scratch = try ScratchDirectory()
            let name: [UInt8] = [0x70, 0x72, 0xE9, 0x73, 0x65, 0x74]   // "préset" in Latin-1
            let path = scratch.path + "/" + PathBytes.string(name)
            // FileManager cannot remove that name (it repairs it): unlinked by its bytes first.
            defer { FileSystem.remove(path); scratch.remove() }
            try OutputFile(path).write("{}")
            // The directory holds exactly those bytes (read with readdir, not FileManager,
            // which repairs names).
            let stream = try #require(opendir(scratch.path))
            defer { closedir(stream) }
            var found: [[UInt8]] = []
            while let entry = readdir(stream) {
                let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix(while: { $0 != 0 })) }
                if bytes != [0x2E], bytes != [0x2E, 0x2E] { found.append(bytes) }
            }
            #expect(found == [name])
            #expect(FileSystem.names(in: scratch.path) == [PathBytes.string(name)])
            #expect(try TextInput.contents(of: path) == Data("{}".utf8))
            // Folders too (the settings' folder under a $XDG_CONFIG_HOME named so).
            let folder = scratch.path + "/" + PathBytes.string([0xFF] as [UInt8])
            #expect(FileSystem.makeDirectories(folder + "/presets") == nil)
            defer { FileSystem.removeDirectory(folder + "/presets"); FileSystem.removeDirectory(folder) }
            let made = PathBytes.withCString(folder + "/presets") { opendir($0) }
            #expect(made != nil)
            if let made { closedir(made) }
            #expect(Set(FileSystem.names(in: scratch.path)) == [PathBytes.string(name), PathBytes.string([0xFF] as [UInt8])])
        }
    }
}

