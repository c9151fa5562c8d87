import Foundation
import Media
import Raster
import Scenes
import Testing

/// The preview window as a person drives it, replayed from a script under SDL's dummy
/// video driver (no display needed): a drag changes the picture, `2` switches to cubic,
/// Esc quits with status 0.
@Suite(.serialized)
struct WindowTests {
    static func run(_ arguments: [String], in directory: URL, environment: [String: String?]) throws
        -> BinaryProcess.Result {
        try BinaryProcess.run(arguments, in: directory, environment: environment, timeout: 30)
    }

    /// The paths of the screenshots the window printed ("saved PATH"), in order.
    static func screenshots(_ result: BinaryProcess.Result) -> [String] {
        result.lines.filter { $0.hasPrefix("saved ") }.map { String($0.dropFirst(6)) }
    }

    /// What `foldpreview render` draws for `arguments` (no --out), as pixels.
    static func rendered(_ arguments: [String], in directory: URL) throws -> Bitmap {
        let path = directory.appendingPathComponent("reference.png").path
        let render = try CLITests.run(["render"] + arguments + ["--out", path])
        #expect(render.status == 0, "\(render.stderr)")
        return try ImageFile.load(path: path).bitmap
    }

    static func script(_ entries: [String], in directory: URL) throws -> String {
        let url = directory.appendingPathComponent("script.json")
        try Data(("[" + entries.joined(separator: ",\n") + "]").utf8).write(to: url)
        return url.path
    }

    /// Runs the window invisibly (dummy driver) at `size` on the script `entries` and
    /// returns its screenshots as pixels, after checking it exited cleanly and saved
    /// `expected` of them.
    static func screenshots(of entries: [String], size: String, expected: Int, in directory: URL,
                            arguments: [String] = [],
                            sourceLocation: SourceLocation = #_sourceLocation) throws -> [Bitmap] {
        let script = try script(entries, in: directory)
        let result = try run(arguments + ["--size", size, "--script", script, "--verbose"], in: directory,
                             environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
        let saved = screenshots(result)
        try #require(saved.count == expected, "\(result.stdout)", sourceLocation: sourceLocation)
        return try saved.map { try ImageFile.load(path: $0).bitmap }
    }

    /// The rest pose `render` draws for each mode, as the window first shows it.
    static func restPose(_ mode: Mode) -> [String] {
        mode == .cards ? ["--mode", "cards", "--offset", "400"] : ["--mode", mode.rawValue, "--progress", "0"]
    }

    /// The largest difference of any colour channel between two pictures of one size.
    static func maxChannelDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { m, pair in
            let (p, q) = (Pixel(bits: pair.0), Pixel(bits: pair.1))
            return max(m, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
        }
    }

    /// The real binary under the dummy driver, end to end: a scripted drag changes the
    /// picture, `2` switches to cubic (its repeat ignored), Esc quits with status 0. Script
    /// times may be frames; a scripted run steps 1/60 s a frame whatever the machine does,
    /// so the same script gives the same pictures run after run.
    @Test func scriptedDragChangesThePictureAndKeysSwitchModeAndQuit() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = try WindowTests.script([
            #"{"frame": 3, "type": "key", "key": "f12"}"#,
            #"{"t": 0.10, "type": "down", "x": 160, "y": 60}"#,
            #"{"t": 0.15, "type": "move", "x": 160, "y": 90}"#,
            #"{"frame": 12, "type": "move", "x": 160, "y": 110}"#,
            #"{"t": 0.25, "type": "key", "key": "ctrl+s"}"#,
            #"{"t": 0.30, "type": "up", "x": 160, "y": 110}"#,
            #"{"t": 0.35, "type": "key", "key": "2"}"#,
            #"{"t": 0.36, "type": "key", "key": "2", "repeat": true}"#,
            #"{"t": 0.40, "type": "key", "key": "f12"}"#,
            #"{"t": 0.60, "type": "key", "key": "esc"}"#,
        ], in: dir)
        var runs: [[String]] = []
        for _ in 0..<2 {
            let result = try WindowTests.run(["--size", "320x200", "--script", script, "--verbose", "--stats"],
                                             in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            #expect(result.stderr.isEmpty, "stderr: \(result.stderr)")
            #expect(result.stdout.contains("video driver: dummy"), "\(result.stdout)")
            // Three screenshots, before, during and after the drag: saved, printed, different.
            let saved = WindowTests.screenshots(result)
            let checksums = result.lines.filter { $0.hasPrefix("frame checksum ") }
            #expect(saved.count == 3 && checksums.count == 3, "\(result.stdout)")
            for path in saved {
                #expect(FileManager.default.fileExists(atPath: path))
                #expect((path as NSString).lastPathComponent.hasPrefix("foldpreview-"))
                try FileManager.default.removeItem(atPath: path)
            }
            if checksums.count == 3 { #expect(checksums[0] != checksums[1], "the drag did not change the picture") }
            runs.append(checksums.map(String.init))
            // `2` switched to cubic, once (the repeat is ignored), after the fold start.
            let modes = result.lines.filter { $0.hasPrefix("mode: ") }
            #expect(modes == ["mode: fold", "mode: cubic"], "\(result.stdout)")
            #expect(result.stdout.contains("frames "), "--stats missing: \(result.stdout)")
        }
        #expect(runs[0] == runs[1], "the same script drew other pictures the second time")
    }

    @Test func framesLimitExitsAndTabCyclesTheModes() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 7 is page, the last mode: Tab wraps round to fold, Shift-Tab back to page.
        let script = try WindowTests.script([
            #"{"t": 0.0, "type": "key", "key": "7"}"#,
            #"{"t": 0.02, "type": "key", "key": "tab"}"#,
            #"{"t": 0.04, "type": "key", "key": "shift+tab"}"#,
            #"{"t": 0.06, "type": "key", "key": "d"}"#,
            #"{"t": 0.08, "type": "key", "key": "f1"}"#,
        ], in: dir)
        let result = try WindowTests.run(["--size", "200x120", "--frames", "12", "--script", script, "--verbose"],
                                         in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let modes = result.lines.filter { $0.hasPrefix("mode: ") }
        #expect(modes == ["mode: fold", "mode: page", "mode: fold", "mode: page"], "\(result.stdout)")
    }

    @Test func droppedImageIsShownAndANonImageIsOneLine() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let image = dir.appendingPathComponent("page.png"), notes = dir.appendingPathComponent("notes.txt")
        let rendered = try CLITests.run(["render", "--mode", "cubic", "--size", "96x64", "--out", image.path])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        try Data("just words".utf8).write(to: notes)
        let script = try WindowTests.script([
            #"{"t": 0.05, "type": "drop", "path": "\#(notes.path)"}"#,
            #"{"t": 0.10, "type": "key", "key": "f12"}"#,
            #"{"t": 0.15, "type": "drop", "path": "\#(image.path)"}"#,
            // The image is decoded in a child process while the window draws on; the
            // script's clock stands until it is shown, so the next step sees it however
            // long the decode takes.
            #"{"t": 0.2, "type": "key", "key": "f12"}"#,
            // Dropped on the right half: the second page.
            #"{"t": 0.22, "type": "drop", "path": "\#(image.path)", "x": 200, "y": 20}"#,
            #"{"t": 0.25, "type": "key", "key": "q"}"#,
        ], in: dir)
        let result = try WindowTests.run(["--size", "240x160", "--script", script, "--verbose"],
                                         in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let errors = result.stderr.split(separator: "\n")
        #expect(errors.count == 1 && errors.first?.contains("notes.txt") == true, "stderr: \(result.stderr)")
        #expect(result.lines.contains("image: \(image.path) as first page"), "\(result.stdout)")
        #expect(result.lines.contains("image: \(image.path) as second page"), "\(result.stdout)")
        #expect(result.lines.contains("message: second page: page.png"), "\(result.stdout)")
        let checksums = result.lines.filter { $0.hasPrefix("frame checksum ") }
        #expect(checksums.count == 2 && checksums[0] != checksums[1], "the dropped image is not shown: \(result.stdout)")
        #expect(result.lines.filter { $0.hasPrefix("mode: ") } == ["mode: fold"])
    }

    /// Without a display and without SDL_VIDEODRIVER, SDL either fails or falls back to an
    /// invisible driver: both must be refused in one line. (A machine with a usable console
    /// framebuffer could open a KMS window there.)
    @Test(.disabled(if: FileManager.default.fileExists(atPath: "/dev/dri"), "a console framebuffer (/dev/dri) could open a window"))
    func noDisplayIsOneLineAndNonZero() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try WindowTests.run(["--frames", "1"], in: dir,
                                         environment: ["SDL_VIDEODRIVER": nil, "DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        #expect(result.status != 0)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("no display available") && result.stderr.contains("xvfb-run"), "\(result.stderr)")
    }

    @Test func badScriptIsOneLine() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = try WindowTests.script([#"{"t": 0.1, "type": "key", "key": "hyper+x"}"#], in: dir)
        let result = try WindowTests.run(["--script", script], in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("entry 0"), "\(result.stderr)")
    }
}

/// The window on a real X server: Xvfb, driven by xdotool like a person, the screen read
/// back with ImageMagick's `import`. Runs only where those tools exist (`make test`
/// installs xvfb, xauth and xdotool; `import` comes with imagemagick).
@Suite(.serialized)
struct XvfbWindowTests {
    static func tool(_ name: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
    }

    static let available = ["xvfb-run", "xdotool", "import", "timeout"].allSatisfy(tool)

    /// Runs the program (`--size 640x400 --verbose`) on a fresh Xvfb screen of `screen`
    /// pixels and the shell `steps` against it, once its window shows (as $W) in fold mode;
    /// `until_seen TEXT N` waits for the program's N-th line starting with TEXT. Checks that
    /// the driver and the program exited 0 and returns the program's stdout and stderr.
    /// Each step waits for the program's own output rather than for a fixed time, so a slow
    /// machine is slow, not flaky.
    static func drive(_ steps: String, screen: String, in dir: URL,
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> (out: String, err: String) {
        let driver = """
            set -u
            "$1" --size 640x400 --verbose > out.txt 2> err.txt &
            P=$!
            until_seen() { i=0; while [ "$(grep -c "$1" out.txt)" -lt "$2" ]; do
                i=$((i+1)); [ $i -gt 300 ] && { echo "timeout waiting for $1" >> err.txt; kill $P; exit 3; }; sleep 0.05; done; }
            W=$(timeout 20 xdotool search --sync --onlyvisible --name 'FoldPreview' | head -1)
            [ -n "$W" ] || { kill $P; exit 4; }
            until_seen '^mode: fold' 1
            \(steps)
            wait $P
            echo $? > status.txt
            """
        try Data(driver.utf8).write(to: dir.appendingPathComponent("drive.sh"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xvfb-run", "-a", "-s", "-screen 0 \(screen)x24", "sh", "drive.sh", BinaryProcess.binary.path]
        process.currentDirectoryURL = dir
        var env = ProcessInfo.processInfo.environment
        env["SDL_VIDEODRIVER"] = nil
        // The window remembers its settings: in the test's folder, never the user's.
        env["XDG_CONFIG_HOME"] = dir.appendingPathComponent("config").path
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()

        func text(_ name: String) -> String {
            (try? String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)) ?? ""
        }
        let out = text("out.txt"), err = text("err.txt")
        #expect(process.terminationStatus == 0, "driver: \(process.terminationStatus) out: \(out) err: \(err)",
                sourceLocation: sourceLocation)
        #expect(text("status.txt").trimmingCharacters(in: .whitespacesAndNewlines) == "0", "out: \(out) err: \(err)",
                sourceLocation: sourceLocation)
        return (out, err)
    }

    /// A press that leaves the window, comes back, leaves again and is let go outside ends
    /// that drag cleanly: the next drag folds the page (issue 13, item 11). Under Xvfb the
    /// server's implicit grab brings the release back even without our capture, so this
    /// guards the behaviour rather than reproducing the report's window manager.
    @Test(.enabled(if: XvfbWindowTests.available, "needs xvfb-run, xdotool, import (imagemagick)"))
    func aDragThatLeavesTheWindowTwiceStillLetsTheNextOneFold() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let steps = """
            move() { xdotool mousemove --window "$W" "$1" "$2"; sleep 0.03; }
            move 320 120; xdotool mousedown 1
            move 320 160; move 320 200; move 900 600; move 320 200; move 900 600
            xdotool mouseup 1
            sleep 0.8
            xdotool key F12
            until_seen '^saved ' 1
            move 320 120; xdotool mousedown 1
            move 320 150; move 320 190; move 320 230
            xdotool key F12
            until_seen '^saved ' 2
            xdotool mouseup 1
            sleep 0.5
            xdotool key Escape
            """
        let (out, err) = try Self.drive(steps, screen: "1280x800", in: dir)
        #expect(err.isEmpty, "stderr: \(err)")
        let checksums = out.split(separator: "\n").filter { $0.hasPrefix("frame checksum ") }
        #expect(checksums.count == 2 && checksums[0] != checksums[1], "the second drag did not fold: \(out)")
    }

    /// A window made larger under an address space limit (set on the running window with
    /// prlimit, 120 MB above what it maps) draws at the size its art has room for and
    /// stretches it; it used to trap the runtime building the art for the new size. (No
    /// screenshot: it maps FFmpeg, for which that limit may leave no room, and says so.)
    @Test(.enabled(if: XvfbWindowTests.available && DesktopPackagingTests.tool("prlimit") != nil,
                   "needs xvfb-run, xdotool, import (imagemagick) and prlimit"))
    func aWindowMadeLargerUnderAnAddressSpaceLimitDrawsWhatFits() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let steps = """
            until_seen '^art ready: page ' 1
            V=$(awk '/VmSize/{print $2}' /proc/$P/status)
            prlimit --pid $P --as=$(( (V + 120000) * 1024 ))
            xdotool windowsize "$W" 1900 1150
            until_seen '^drawable ' 1
            # Every mode's art at the last size drawn (the page's is built last).
            i=0; while :; do D=$(grep '^drawable ' out.txt | tail -1 | cut -d' ' -f2)
                grep -q "^art ready: page $D " out.txt && break
                i=$((i+1)); [ $i -gt 300 ] && { echo "timeout waiting for the art at $D" >> err.txt; kill $P; exit 3; }
                kill -0 $P 2>/dev/null || { echo "the window ended" >> err.txt; exit 3; }; sleep 0.05; done
            xdotool key Escape
            """
        let (out, err) = try Self.drive(steps, screen: "1920x1200", in: dir)
        #expect(err.isEmpty, "stderr: \(err)")
        let drawn = out.split(separator: "\n").filter { $0.hasPrefix("drawable ") }.last.map { line in
            line.dropFirst("drawable ".count).split(separator: "x").compactMap { Int($0) }
        }
        #expect(drawn.map { $0.count == 2 && $0[0] * $0[1] < 1900 * 1150 && $0[0] > 640 } == true,
                "the drawable was not kept to what fits: \(out)")
    }

    @Test(.enabled(if: XvfbWindowTests.available, "needs xvfb-run, xdotool, import (imagemagick)"))
    func dragKeysAndScreenshotUnderXvfb() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let steps = """
            xdotool mousemove 320 120 key F12
            until_seen '^saved ' 1
            import -window root -depth 8 rgb:before.rgb
            xdotool mousedown 1
            for y in 140 160 180 200 220 240; do xdotool mousemove 320 $y; sleep 0.02; done
            xdotool key F12
            until_seen '^saved ' 2
            import -window root -depth 8 rgb:during.rgb
            xdotool mouseup 1 key 2
            until_seen '^mode: cubic' 1
            xdotool key Escape
            """
        let (out, err) = try Self.drive(steps, screen: "640x400", in: dir)
        #expect(out.contains("video driver: x11"), "\(out)")
        #expect(err.isEmpty, "stderr: \(err)")
        let checksums = out.split(separator: "\n").filter { $0.hasPrefix("frame checksum ") }
        #expect(checksums.count == 2 && checksums[0] != checksums[1], "\(out)")

        // The X server's own pixels: the window shows a picture (not black or one colour),
        // and the drag changed it.
        let before = try Data(contentsOf: dir.appendingPathComponent("before.rgb"))
        let during = try Data(contentsOf: dir.appendingPathComponent("during.rgb"))
        #expect(before.count == 640 * 400 * 3 && during.count == before.count)
        #expect(before != during, "the drag did not change the screen")
        var colours = Set<UInt32>()
        before.withUnsafeBytes { raw in
            for i in stride(from: 0, to: raw.count - 2, by: 3 * 97) {
                colours.insert(UInt32(raw[i]) << 16 | UInt32(raw[i + 1]) << 8 | UInt32(raw[i + 2]))
            }
        }
        #expect(colours.count > 50, "the screen looks empty: \(colours.count) colours")
    }
}

/// Ctrl-R records what the window shows of the scene: a scripted drag under the dummy
/// driver gives a video whose frames hold the window's screenshots at the same moments,
/// in order. E's panel tunes the scene live under the same driver.
@Suite(.serialized)
struct RecordingWindowTests {
    @Test(arguments: ["mp4", "gif"])
    func aRecordedDragHoldsWhatTheWindowShowed(format: String) throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = try WindowTests.script([
            #"{"t": 0.1, "type": "key", "key": "ctrl+r"}"#,
            #"{"t": 0.3, "type": "down", "x": 320, "y": 120}"#,
            #"{"t": 0.4, "type": "move", "x": 320, "y": 160}"#,
            #"{"t": 0.5, "type": "key", "key": "f12"}"#,
            #"{"t": 0.6, "type": "move", "x": 320, "y": 220}"#,
            #"{"t": 0.7, "type": "key", "key": "f12"}"#,
            #"{"t": 0.8, "type": "up", "x": 320, "y": 220}"#,
            #"{"t": 1.4, "type": "key", "key": "f12"}"#,
            #"{"t": 1.5, "type": "key", "key": "ctrl+r"}"#,
            #"{"t": 1.6, "type": "quit"}"#,
        ], in: dir)
        let result = try WindowTests.run(["--size", "640x400", "--script", script, "--verbose", "--record-format", format],
                                         in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let saved = WindowTests.screenshots(result)
        try #require(saved.count == 4, "\(result.stdout)")
        let shots = try saved.filter { $0.hasSuffix(".png") }.map { try ImageFile.load(path: $0).bitmap }
        let video = try DecodedVideo(path: try #require(saved.first { $0.hasSuffix("." + format) }))
        #expect(video.width == 640 && video.height == 400 && video.frames.count >= 3)
        // Each screenshot is a frame of the video, later than the one before (and the HUD,
        // drawn at this size, is in neither).
        let floor = format == "gif" ? 28.0 : 35.0
        var after = -1
        for (n, shot) in shots.enumerated() {
            let scores = video.frames.map { ExportTests.psnr($0, shot) }
            let match = scores.indices.filter { $0 > after }.max { scores[$0] < scores[$1] }
            let best = try #require(match, "screenshot \(n): no frame after \(after)")
            #expect(scores[best] >= floor, "screenshot \(n): best \(scores[best]) dB at frame \(best)")
            after = best
        }
    }




    /// E opens the tuning panel beside the scene (which shrinks to make room); a click on
    /// a slider changes that setting and the picture at once; "reset all" restores the
    /// original pixels exactly. The panel is drawn by SDL over the window, never into the
    /// screenshots. Rows are ImGui's at 13 px: the cards' spacing slider is the first.
    @Test func thePanelTunesLiveAndResetsExactly() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = try WindowTests.script([
            #"{"t": 0.05, "type": "key", "key": "d"}"#,
            #"{"t": 0.1, "type": "key", "key": "e"}"#,
            #"{"t": 1.6, "type": "key", "key": "f12"}"#,
            #"{"t": 1.7, "type": "down", "x": 520, "y": 76}"#,
            #"{"t": 1.75, "type": "up", "x": 520, "y": 76}"#,
            #"{"t": 1.9, "type": "key", "key": "f12"}"#,
            #"{"t": 2.0, "type": "down", "x": 535, "y": 33}"#,
            #"{"t": 2.05, "type": "up", "x": 535, "y": 33}"#,
            #"{"t": 2.2, "type": "key", "key": "f12"}"#,
            #"{"t": 2.3, "type": "quit"}"#,
        ], in: dir)
        let result = try WindowTests.run(["--mode", "cards", "--size", "800x500", "--script", script, "--verbose"],
                                         in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "\(result.stderr)")
        let sets = result.lines.filter { $0.hasPrefix("set ") }
        #expect(sets.first?.hasPrefix("set cards.spacing=") == true, "\(result.stdout)")
        #expect(sets.last == "set cards.spacing=140", "reset all did not restore: \(sets)")
        let shots = try WindowTests.screenshots(result).map { try ImageFile.load(path: $0).bitmap }
        try #require(shots.count == 3)
        #expect(shots[0].width == 420 && shots[0].height == 466, "the scene did not make room for the panel and the timeline")
        #expect(WindowTests.maxChannelDifference(shots[1], shots[0]) > 50, "the slider changed nothing")
        #expect(shots[2].pixels == shots[0].pixels, "reset all did not restore the pixels")
    }


}
