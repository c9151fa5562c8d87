import Foundation
@preconcurrency import Glibc
import Media
import Raster
import Scenes
import Testing

/// Exports, read back with FFmpeg's own libraries (`DecodedVideo`): the container, codec,
/// size, frame count and duration, the GIF's and WebP's loop, and every frame against the
/// scene drawn at that moment.
@Suite(.serialized)
struct ExportTests {
    /// Peak signal-to-noise ratio of two same-size opaque pictures over R, G and B, dB
    /// (infinity when they are identical).
    static func psnr(_ a: Bitmap, _ b: Bitmap) -> Double {
        precondition(a.width == b.width && a.height == b.height)
        // R, G and B are the low three bytes. Buffer pointers and the channels written out
        // keep this fast in the unoptimised test build (the window's test compares some 130
        // frames of 640×400).
        var squared = 0
        a.pixels.withUnsafeBufferPointer { first in
            b.pixels.withUnsafeBufferPointer { second in
                for i in 0..<first.count {
                    let p = first[i], q = second[i]
                    let r = Int(p & 0xFF) - Int(q & 0xFF)
                    let g = Int((p >> 8) & 0xFF) - Int((q >> 8) & 0xFF)
                    let b = Int((p >> 16) & 0xFF) - Int((q >> 16) & 0xFF)
                    squared += r * r + g * g + b * b
                }
            }
        }
        let mean = Double(squared) / Double(a.pixels.count * 3)
        return mean == 0 ? .infinity : 10 * log10(255 * 255 / mean)
    }

    static func export(_ arguments: [String], to name: String, in dir: URL) throws -> URL {
        let out = dir.appendingPathComponent(name)
        let result = try CLITests.run(["render"] + arguments + ["--out", out.path])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return out
    }

    /// The frames of a PNG-folder export (lossless: what the encoders were given).
    static func folderFrames(_ arguments: [String], in dir: URL) throws -> [Bitmap] {
        let folder = try export(arguments, to: "frames-\(UUID().uuidString)/", in: dir)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        return try names.map { try ImageFile.load(path: folder.appendingPathComponent($0).path).bitmap }
    }

    /// The fold's MP4 is the fold in real time: 19 frames for 0.3 s at 60 fps (both ends
    /// counted), frame k the page folded to the fold curve's value at k/18, to 35 dB.
    @Test func theFoldsMP4IsTheFoldInRealTime() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = try Self.export(["--mode", "fold", "--size", "320x200"], to: "fold.mp4", in: dir)
        let video = try DecodedVideo(path: file.path)
        #expect(video.container.contains("mp4") && video.codec == "h264")
        #expect(video.width == 320 && video.height == 200 && video.framesPerSecond == 60)
        #expect(video.frames.count == 19)
        #expect(abs(video.duration - 19.0 / 60) < 0.02, "duration \(video.duration)")
        // Frame k, drawn independently of the export: the fold at the curve's value.
        let text = try TextRenderer()
        let scene = SceneCatalog.make(mode: .fold, viewSize: [320, 200], resources: SceneResources(text: text))
        let curve = SettingValues()[FoldSettings.foldCurve]
        let frames = SceneRenderer()
        for (k, decoded) in video.frames.enumerated() {
            scene.progress = curve.value(at: Double(k) / 18)
            frames.render(scene)
            let quality = Self.psnr(decoded, frames.bitmap)
            #expect(quality >= 35, "frame \(k): \(quality) dB")
        }
    }

    /// Every format: its codec, size and frame count, and its frames against the lossless
    /// PNGs of the same recording (MP4 and WebM ≥ 35 dB, GIF ≥ 28 dB, APNG exact).
    @Test(arguments: [("mp4", "h264", 35.0), ("webm", "vp9", 35.0), ("gif", "gif", 28.0), ("apng", "apng", .infinity)])
    func everyFormatHoldsTheRecording(ext: String, codec: String, quality: Double) throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = ["--mode", "cubic", "--size", "320x200"]
        let fps = ext == "gif" ? "50" : "60"
        let file = try Self.export(base, to: "cubic.\(ext)", in: dir)
        let lossless = try Self.folderFrames(base + ["--fps", fps], in: dir)
        #expect(lossless.count == (ext == "gif" ? 16 : 19))
        let video = try DecodedVideo(path: file.path)
        #expect(video.codec == codec && video.width == 320 && video.height == 200, "\(video.codec)")
        try #require(video.frames.count == lossless.count, "\(video.frames.count) frames")
        for (k, (decoded, original)) in zip(video.frames, lossless).enumerated() {
            let measured = Self.psnr(decoded, original)
            #expect(measured >= quality, "\(ext) frame \(k): \(measured) dB")
        }
        if ext == "gif" {
            // The NETSCAPE2.0 application extension with a loop count of 0: forever.
            let bytes = [UInt8](try Data(contentsOf: file))
            let marker = Array("NETSCAPE2.0".utf8)
            let at = (0...(bytes.count - marker.count)).first { Array(bytes[$0..<$0 + marker.count]) == marker }
            let found = try #require(at, "no loop extension")
            #expect(bytes[found + 11] == 3 && bytes[found + 12] == 1 && bytes[found + 13] == 0 && bytes[found + 14] == 0)
        }
    }

    /// Animated WebP (FFmpeg 5.1 does not decode it): the RIFF chunks say animated,
    /// looping forever, and hold one ANMF frame per frame of the recording.
    @Test func theWebPIsAnimatedAndLoops() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = try Self.export(["--mode", "fold", "--size", "240x160"], to: "fold.webp", in: dir)
        let bytes = [UInt8](try Data(contentsOf: file))
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<16]) == Array("WEBPVP8X".utf8))
        #expect(bytes[20] & 0x02 != 0, "the animation flag is off")
        var chunks: [String: Int] = [:], loop: Int?
        var at = 12
        while at + 8 <= bytes.count {
            let name = String(decoding: bytes[at..<at + 4], as: UTF8.self)
            let size = Int(bytes[at + 4]) | Int(bytes[at + 5]) << 8 | Int(bytes[at + 6]) << 16 | Int(bytes[at + 7]) << 24
            chunks[name, default: 0] += 1
            if name == "ANIM" { loop = Int(bytes[at + 12]) | Int(bytes[at + 13]) << 8 }
            at += 8 + size + size % 2
        }
        #expect(loop == 0, "loop count \(String(describing: loop))")
        #expect(chunks["ANMF"] == 19, "\(chunks)")
    }

    /// --loop plays forward then back without repeating an end; --time-scale slows the
    /// animation; --duration cuts it or holds its last frame; an APNG is exact.
    @Test func loopTimeScaleAndDurationShapeTheRecording() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = ["--mode", "fold", "--size", "160x100"]
        let forward = try DecodedVideo(path: try Self.export(base, to: "f.apng", in: dir).path).frames
        #expect(forward.count == 19)
        let looped = try DecodedVideo(path: try Self.export(base + ["--loop"], to: "l.apng", in: dir).path).frames
        try #require(looped.count == 36)
        for k in 0..<36 { #expect(looped[k].pixels == forward[k < 19 ? k : 36 - k].pixels, "loop frame \(k)") }
        let slow = try DecodedVideo(path: try Self.export(base + ["--time-scale", "2"], to: "s.apng", in: dir).path).frames
        #expect(slow.count == 37)
        #expect(slow[36].pixels == forward[18].pixels && slow[0].pixels == forward[0].pixels)
        let held = try DecodedVideo(path: try Self.export(base + ["--duration", "0.5"], to: "h.apng", in: dir).path).frames
        #expect(held.count == 31)
        #expect(held[18].pixels == forward[18].pixels && held[30].pixels == forward[18].pixels)
        let cut = try DecodedVideo(path: try Self.export(base + ["--duration", "0.1"], to: "c.apng", in: dir).path).frames
        #expect(cut.count == 7 && cut[6].pixels == forward[6].pixels)
    }

    /// `.png` is one frame; with --frames (or timing) it is an animated PNG; `.jpg` is a
    /// JPEG. A scrub spaces its frames in progress.
    @Test func stillsAndScrubs() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let still = try Self.export(["--mode", "flip", "--size", "120x200"], to: "one.png", in: dir)
        #expect(try ImageFile.load(path: still.path).bitmap.width == 120)
        let jpeg = try Self.export(["--mode", "flip", "--size", "120x200"], to: "one.jpg", in: dir)
        let head = [UInt8](try Data(contentsOf: jpeg).prefix(3))
        #expect(head == [0xFF, 0xD8, 0xFF], "not a JPEG")
        let scrub = try Self.export(["--mode", "fold", "--size", "96x60", "--frames", "5"], to: "scrub.png", in: dir)
        let video = try DecodedVideo(path: scrub.path)
        #expect(video.codec == "apng" && video.frames.count == 5)
        let scene = SceneCatalog.make(mode: .fold, viewSize: [96, 60], resources: SceneResources(text: try TextRenderer()))
        let frames = SceneRenderer()
        scene.progress = 0.25
        frames.render(scene)
        #expect(video.frames[1].pixels == frames.bitmap.pixels, "scrub frame 1 is not progress 0.25")
    }

    @Test func badExportsAreOneLineAndLeaveNothing() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cli = CLITests()
        let out = dir.appendingPathComponent("x.mp4")
        try cli.expectRefused(["render", "--mode", "fold", "--out", dir.appendingPathComponent("x.avi").path],
                              mentioning: ["'.avi' is not a format", ".mp4", ".gif", ".webp", ".apng"])
        try cli.expectRefused(["render", "--mode", "fold", "--fps", "0", "--out", out.path], mentioning: ["--fps must be 1…240, got 0"], out: out)
        try cli.expectRefused(["render", "--mode", "fold", "--duration", "-1", "--out", out.path], mentioning: ["--duration must be"], out: out)
        try cli.expectRefused(["render", "--mode", "fold", "--fps", "60", "--out", dir.appendingPathComponent("x.gif").path],
                              mentioning: ["50 at most"])
        try cli.expectRefused(["render", "--mode", "fold", "--progress", "0.5", "--out", out.path], mentioning: ["--scrub"], out: out)
        try cli.expectRefused(["render", "--mode", "fold", "--loop", "--out", dir.appendingPathComponent("x.png").path + "x"],
                              mentioning: ["is not a format"])
        try cli.expectRefused(["render", "--mode", "fold", "--out", "/dev/full"], mentioning: ["no extension"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    /// SIGINT during a long export: exit 130, one line, no video and no temporary file.
    @Test func anInterruptedExportLeavesNothing() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let process = Process()
        process.executableURL = BinaryProcess.binary
        process.arguments = ["render", "--mode", "flip", "--size", "640x400", "--time-scale", "20", "--out",
                             dir.appendingPathComponent("long.mp4").path]
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try BinaryProcess.start(process)
        // Interrupt once the encoder has written into its temporary file (mid-export: the
        // film is 44 s long); the 30 s bound is a watchdog.
        let deadline = Date().addingTimeInterval(30)
        func written() -> Bool {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            return names.contains { name in
                let size = try? FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent(name).path)[.size]
                return (size as? Int ?? 0) > 0
            }
        }
        while process.isRunning, !written(), Date() < deadline { usleep(5_000) }
        #expect(written(), "the export never wrote into its temporary file")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 130, "\(said)")
        #expect(said.split(separator: "\n").filter { $0.contains("interrupted") }.count == 1, "\(said)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "left behind")
    }
}
