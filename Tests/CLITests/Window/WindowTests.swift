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

    /// The largest difference of any colour channel between two pictures of one size.
    static func maxChannelDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { m, pair in
            let (p, q) = (Pixel(bits: pair.0), Pixel(bits: pair.1))
            return max(m, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
        }
    }

    @Test func scriptedDragChangesThePictureAndKeysSwitchModeAndQuit() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = try WindowTests.script([
            #"{"t": 0.05, "type": "key", "key": "f12"}"#,
            #"{"t": 0.10, "type": "down", "x": 160, "y": 60}"#,
            #"{"t": 0.15, "type": "move", "x": 160, "y": 90}"#,
            #"{"t": 0.20, "type": "move", "x": 160, "y": 110}"#,
            #"{"t": 0.25, "type": "key", "key": "ctrl+s"}"#,
            #"{"t": 0.30, "type": "up", "x": 160, "y": 110}"#,
            #"{"t": 0.35, "type": "key", "key": "2"}"#,
            #"{"t": 0.36, "type": "key", "key": "2", "repeat": true}"#,
            #"{"t": 0.60, "type": "key", "key": "esc"}"#,
        ], in: dir)
        let result = try WindowTests.run(["--size", "320x200", "--script", script, "--verbose", "--stats"],
                                         in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stderr.isEmpty, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("video driver: dummy"), "\(result.stdout)")

        // Two screenshots, before and during the drag: saved, printed, and different.
        let saved = result.lines.filter { $0.hasPrefix("saved ") }.map { String($0.dropFirst(6)) }
        let checksums = result.lines.filter { $0.hasPrefix("frame checksum ") }
        #expect(saved.count == 2 && checksums.count == 2, "\(result.stdout)")
        for path in saved {
            #expect(FileManager.default.fileExists(atPath: path))
            #expect((path as NSString).lastPathComponent.hasPrefix("foldpreview-"))
        }
        if checksums.count == 2 { #expect(checksums[0] != checksums[1], "the drag did not change the picture") }
        if saved.count == 2 {
            #expect(try Data(contentsOf: URL(fileURLWithPath: saved[0])) != Data(contentsOf: URL(fileURLWithPath: saved[1])))
        }

        // `2` switched to cubic, once (the repeat is ignored), after the fold start.
        let modes = result.lines.filter { $0.hasPrefix("mode: ") }
        #expect(modes == ["mode: fold", "mode: cubic"], "\(result.stdout)")
        #expect(result.stdout.contains("frames "), "--stats missing: \(result.stdout)")
    }

    @Test func theBoardSwipesWithTheArrowKeysAndLandsOnTheNextFlight() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // B shows the board; → plays the 2.2 s swipe; ← at the first flight only nudges;
        // T toggles the boxes twice. With the HUD off, the last screenshot must be the
        // second flight at rest, as `render` draws it.
        let script = try WindowTests.script([
            #"{"t": 0.0, "type": "key", "key": "b"}"#,
            #"{"t": 0.02, "type": "key", "key": "d"}"#,
            #"{"t": 0.04, "type": "key", "key": "left"}"#,
            #"{"t": 0.60, "type": "key", "key": "right"}"#,
            #"{"t": 0.70, "type": "key", "key": "t"}"#,
            #"{"t": 0.90, "type": "key", "key": "t"}"#,
            #"{"t": 7.50, "type": "key", "key": "f12"}"#,
            #"{"t": 7.70, "type": "key", "key": "esc"}"#,
        ], in: dir)
        let result = try WindowTests.run(["--size", "240x400", "--script", script, "--verbose"],
                                         in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.lines.filter { $0.hasPrefix("mode: ") } == ["mode: fold", "mode: flip"], "\(result.stdout)")
        let saved = WindowTests.screenshots(result)
        try #require(saved.count == 1, "\(result.stdout)")
        let drawn = try WindowTests.rendered(["--mode", "flip", "--flight", "2", "--progress", "0", "--size", "240x400"],
                                             in: dir)
        // The message of the second T may still show; compare the board above it.
        let window = try ImageFile.load(path: saved[0]).bitmap
        try #require(window.width == 240 && window.height == 400 && drawn.width == 240 && drawn.height == 400)
        var worst = 0
        for y in 0..<300 {
            for x in 0..<240 {
                let p = window[x, y], q = drawn[x, y]
                worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
            }
        }
        #expect(worst <= 1, "the window did not land on flight 2: max channel difference \(worst)")
    }

    @Test func aClickedCellUnfoldsAndTheWheelScrolls() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 4 shows the list; a click on the first card opens it; a second click while it
        // unfolds is ignored. The screenshot must be the open cell as `render` draws it;
        // then the wheel scrolls the list, which changes the picture.
        let script = try WindowTests.script([
            #"{"t": 0.0, "type": "key", "key": "4"}"#,
            #"{"t": 0.02, "type": "key", "key": "d"}"#,
            #"{"t": 0.10, "type": "down", "x": 120, "y": 40}"#,
            #"{"t": 0.12, "type": "up", "x": 120, "y": 40}"#,
            #"{"t": 0.20, "type": "down", "x": 120, "y": 40}"#,
            #"{"t": 0.22, "type": "up", "x": 120, "y": 40}"#,
            #"{"t": 2.00, "type": "key", "key": "f12"}"#,
            #"{"t": 2.10, "type": "wheel", "dy": -2}"#,
            #"{"t": 2.30, "type": "key", "key": "f12"}"#,
            #"{"t": 2.40, "type": "key", "key": "esc"}"#,
        ], in: dir)
        let result = try WindowTests.run(["--size", "240x400", "--script", script, "--verbose"],
                                         in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let saved = WindowTests.screenshots(result)
        try #require(saved.count == 2, "\(result.stdout)")
        let drawn = try WindowTests.rendered(["--mode", "cell", "--progress", "1", "--size", "240x400"], in: dir)
        let open = try ImageFile.load(path: saved[0]).bitmap
        let scrolled = try ImageFile.load(path: saved[1]).bitmap
        try #require(open.width == drawn.width && open.height == drawn.height)
        #expect(open.pixels == drawn.pixels, "the window did not show the open first cell")
        #expect(open.pixels != scrolled.pixels, "the wheel did not scroll")
    }

    @Test func theFoldFollowsADragAndSpringsBackOnRelease() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 5 shows pop: at 240×240 a 196 px square at (22, 22), hinged at y = 120. The press
        // at y = 50 becomes a drag at y = 60 (y₀ = 38 in the square); at y = 150 (128 in
        // the square) θ = 90·(−π/158). Held there it must be `render --angle` of that θ
        // (the second move there lets the pan's shading see the angle the first one
        // reached, as a real pointer's stream of events does); let go, it springs back
        // and comes to rest flat.
        let shots = try WindowTests.screenshots(of: [
            #"{"t": 0.0, "type": "key", "key": "5"}"#,
            #"{"t": 0.02, "type": "key", "key": "d"}"#,
            #"{"t": 0.10, "type": "down", "x": 120, "y": 50}"#,
            #"{"t": 0.12, "type": "move", "x": 120, "y": 60}"#,
            #"{"t": 0.16, "type": "move", "x": 120, "y": 150}"#,
            #"{"t": 0.30, "type": "move", "x": 120, "y": 150}"#,
            #"{"t": 0.40, "type": "key", "key": "f12"}"#,
            #"{"t": 0.50, "type": "up", "x": 120, "y": 150}"#,
            #"{"t": 2.80, "type": "key", "key": "f12"}"#,
            #"{"t": 2.90, "type": "key", "key": "esc"}"#,
        ], size: "240x240", expected: 2, in: dir)
        let degrees = 90 * -180 / 158.0
        let held = try WindowTests.rendered(["--mode", "pop", "--size", "240x240", "--angle", "\(degrees)"], in: dir)
        let flat = try WindowTests.rendered(["--mode", "pop", "--size", "240x240", "--angle", "0"], in: dir)
        try #require(shots.allSatisfy { $0.width == 240 && $0.height == 240 })
        #expect(WindowTests.maxChannelDifference(shots[0], held) <= 1, "the top half did not follow the drag")
        #expect(WindowTests.maxChannelDifference(shots[1], flat) <= 1, "the spring did not bring it back to rest")
    }

    @Test func thePageTurnsUnderADragAndFallsBackOrCompletesOnRelease() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 7 shows the page: at 320×200 a 164×124 page at (78, 38), its spine at x = 160.
        // A drag 41 px to the left is a quarter of the turn (41/164): held, it must be
        // `render --progress 0.25`; let go before half way, it falls back to rest. A drag
        // of 131 px (0.8) let go completes: the card is the page now, as at `--progress 1`
        // (inside the page; its antialiased rim lay over the other page there). Space turns
        // it again, back to the first page at rest.
        let shots = try WindowTests.screenshots(of: [
            #"{"t": 0.0, "type": "key", "key": "7"}"#,
            #"{"t": 0.02, "type": "key", "key": "d"}"#,
            #"{"t": 0.10, "type": "down", "x": 220, "y": 100}"#,
            #"{"t": 0.12, "type": "move", "x": 210, "y": 100}"#,
            #"{"t": 0.16, "type": "move", "x": 179, "y": 100}"#,
            #"{"t": 0.30, "type": "move", "x": 179, "y": 100}"#,
            #"{"t": 0.40, "type": "key", "key": "f12"}"#,
            #"{"t": 0.50, "type": "up", "x": 179, "y": 100}"#,
            #"{"t": 1.00, "type": "key", "key": "f12"}"#,
            #"{"t": 1.10, "type": "down", "x": 220, "y": 100}"#,
            #"{"t": 1.14, "type": "move", "x": 150, "y": 100}"#,
            #"{"t": 1.18, "type": "move", "x": 89, "y": 100}"#,
            #"{"t": 1.30, "type": "up", "x": 89, "y": 100}"#,
            #"{"t": 1.90, "type": "key", "key": "f12"}"#,
            #"{"t": 2.00, "type": "key", "key": "space"}"#,
            #"{"t": 2.70, "type": "key", "key": "f12"}"#,
            #"{"t": 2.80, "type": "key", "key": "esc"}"#,
        ], size: "320x200", expected: 4, in: dir)
        let quarter = try WindowTests.rendered(["--mode", "page", "--size", "320x200", "--progress", "0.25"], in: dir)
        let rest = try WindowTests.rendered(["--mode", "page", "--size", "320x200", "--progress", "0"], in: dir)
        let turned = try WindowTests.rendered(["--mode", "page", "--size", "320x200", "--progress", "1"], in: dir)
        try #require(shots.allSatisfy { $0.width == 320 && $0.height == 200 })
        #expect(WindowTests.maxChannelDifference(shots[0], quarter) <= 1, "the page did not follow the drag")
        #expect(WindowTests.maxChannelDifference(shots[1], rest) <= 1, "the page did not fall back")
        var inside = 0, differing = 0
        for y in 39..<161 {
            for x in 79..<241 {
                inside += 1
                let p = Pixel(bits: shots[2].pixels[y * 320 + x]), q = Pixel(bits: turned.pixels[y * 320 + x])
                if max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b))) > 1 { differing += 1 }
            }
        }
        #expect(differing == 0, "the completed turn does not show the card: \(differing) of \(inside) pixels differ")
        #expect(WindowTests.maxChannelDifference(shots[3], rest) <= 1, "Space did not turn back to the first page")
    }

    @Test func aClickedCardIsSelectedAndTheWheelScrollsTheStack() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // 6 shows the stack at offset 400 (240×400: 0.6 px/pt). Card 4's middle is at
        // 557.7 pt, y = 334 px: a click selects it and the layout switches; a second click
        // returns, and two wheel notches scroll 96 pt.
        let shots = try WindowTests.screenshots(of: [
            #"{"t": 0.0, "type": "key", "key": "6"}"#,
            #"{"t": 0.02, "type": "key", "key": "d"}"#,
            #"{"t": 0.10, "type": "down", "x": 120, "y": 334}"#,
            #"{"t": 0.12, "type": "up", "x": 120, "y": 334}"#,
            #"{"t": 0.80, "type": "key", "key": "f12"}"#,
            #"{"t": 0.90, "type": "down", "x": 120, "y": 30}"#,
            #"{"t": 0.92, "type": "up", "x": 120, "y": 30}"#,
            #"{"t": 1.60, "type": "wheel", "dy": -2}"#,
            #"{"t": 1.80, "type": "key", "key": "f12"}"#,
            #"{"t": 1.90, "type": "key", "key": "esc"}"#,
        ], size: "240x400", expected: 2, in: dir)
        let selected = try WindowTests.rendered(["--mode", "cards", "--size", "240x400", "--selected", "4"], in: dir)
        let scrolled = try WindowTests.rendered(["--mode", "cards", "--size", "240x400", "--offset", "496"], in: dir)
        let (isSelected, isScrolled) = (shots[0].pixels == selected.pixels, shots[1].pixels == scrolled.pixels)
        #expect(isSelected, "card 4 is not selected")
        #expect(isScrolled, "the stack did not scroll 96 pt")
    }

    @Test func aFlickedStackKeepsGoing() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A 100 px drag up over 0.1 s (166.75 pt at 0.6 px/pt), then let go: the stack
        // must glide on past where the finger left it (it stayed there before the window
        // ran the scene's clock during drags).
        var events = [#"{"t": 0.0, "type": "key", "key": "6"}"#, #"{"t": 0.02, "type": "key", "key": "d"}"#,
                      #"{"t": 0.10, "type": "down", "x": 120, "y": 300}"#]
        for k in 1...10 {
            events.append(#"{"t": \#(0.10 + 0.01 * Double(k)), "type": "move", "x": 120, "y": \#(300 - 10 * k)}"#)
        }
        events += [#"{"t": 0.21, "type": "up", "x": 120, "y": 200}"#, #"{"t": 3.0, "type": "key", "key": "f12"}"#,
                   #"{"t": 3.1, "type": "key", "key": "esc"}"#]
        let shown = try WindowTests.screenshots(of: events, size: "240x400", expected: 1, in: dir)[0]
        let leftThere = try WindowTests.rendered(["--mode", "cards", "--size", "240x400", "--offset", "566.75"], in: dir)
        let start = try WindowTests.rendered(["--mode", "cards", "--size", "240x400"], in: dir)
        let stoppedWhereLetGo = shown.pixels == leftThere.pixels, stayed = shown.pixels == start.pixels
        #expect(!stoppedWhereLetGo, "the stack stopped where the finger let go")
        #expect(!stayed, "the stack did not scroll")
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
            // The image is decoded in a child process while the window draws on: give it
            // time on a busy machine.
            #"{"t": 2.0, "type": "key", "key": "f12"}"#,
            #"{"t": 2.1, "type": "key", "key": "q"}"#,
        ], in: dir)
        let result = try WindowTests.run(["--size", "240x160", "--script", script, "--verbose"],
                                         in: dir, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let errors = result.stderr.split(separator: "\n")
        #expect(errors.count == 1 && errors.first?.contains("notes.txt") == true, "stderr: \(result.stderr)")
        #expect(result.lines.contains("image: \(image.path)"), "\(result.stdout)")
        let checksums = result.lines.filter { $0.hasPrefix("frame checksum ") }
        #expect(checksums.count == 2 && checksums[0] != checksums[1], "the dropped image is not shown: \(result.stdout)")
        #expect(result.lines.filter { $0.hasPrefix("mode: ") } == ["mode: fold"])
    }

    @Test func noDisplayIsOneLineAndNonZero() throws {
        // Without a display and without SDL_VIDEODRIVER, SDL either fails or falls back to
        // an invisible driver: both must be refused in one line. (A machine with a usable
        // console framebuffer could open a KMS window: skip there.)
        guard !FileManager.default.fileExists(atPath: "/dev/dri") else { return }
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

    /// P, O and U change the fold's settings; in another mode they say so and change
    /// nothing there; the time scale stops at its ends.
    @Test func keysThatDoNotApplySaySoAndTheTimeScaleStops() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = try WindowTests.script([
            #"{"t": 0.0, "type": "key", "key": "5"}"#,
            #"{"t": 0.05, "type": "key", "key": "p"}"#,
            #"{"t": 0.10, "type": "key", "key": "1"}"#,
            #"{"t": 0.15, "type": "key", "key": "p"}"#,
            #"{"t": 0.20, "type": "key", "key": "="}"#,
            #"{"t": 0.25, "type": "key", "key": "-"}"#,
            #"{"t": 0.30, "type": "key", "key": "-"}"#,
            #"{"t": 0.35, "type": "key", "key": "-"}"#,
            #"{"t": 0.40, "type": "key", "key": "-"}"#,
            #"{"t": 0.45, "type": "key", "key": "esc"}"#,
        ], in: dir)
        let result = try WindowTests.run(["--size", "160x120", "--script", script, "--verbose"], in: dir,
                                         environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "\(result.stderr)")
        let messages = result.lines.filter { $0.hasPrefix("message: ") }.map { String($0.dropFirst(9)) }
        #expect(messages == ["that key changes the fold and the page (fold, cubic, page), not pop", "perspective high",
                             "time scale real time: already the fastest", "time scale 2× slower",
                             "time scale 5× slower", "time scale 10× slower",
                             "time scale 10× slower: already the slowest"], "\(messages)")
    }
}

/// P, O and U turn the page's style in the page mode, and say what they set.
@Suite(.serialized)
struct PageKeysWindowTests {
    @Test func perspectiveOrientationAndDirectionKeysTurnThePagesStyle() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = try WindowTests.script([
            #"{"t": 0.0, "type": "key", "key": "7"}"#,
            #"{"t": 0.05, "type": "key", "key": "p"}"#,
            #"{"t": 0.10, "type": "key", "key": "o"}"#,
            #"{"t": 0.15, "type": "key", "key": "u"}"#,
            #"{"t": 0.20, "type": "key", "key": "p"}"#,
            #"{"t": 0.25, "type": "key", "key": "esc"}"#,
        ], in: dir)
        let result = try WindowTests.run(["--size", "160x120", "--script", script, "--verbose", "--no-remember"], in: dir,
                                         environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "\(result.stderr)")
        let messages = result.lines.filter { $0.hasPrefix("message: ") }.map { String($0.dropFirst(9)) }
        #expect(messages == ["perspective reverse", "orientation vertical", "direction backward", "perspective normal"],
                "\(messages)")
    }
}

/// The window's own panels (the HUD, a message, the first-run hint) never cover the
/// mode's picture: they sit in the room beside it, shrink, or stay out.
@Suite(.serialized)
struct OverlayPlacementWindowTests {
    /// The rest pose `render` draws for each mode, as the window first shows it.
    static func restPose(_ mode: Mode) -> [String] {
        mode == .cards ? ["--mode", "cards", "--offset", "400"] : ["--mode", mode.rawValue, "--progress", "0"]
    }

    /// The picture's frame as the scene reports it, in pixels.
    static func contentFrame(_ mode: Mode, width: Int, height: Int) -> Rect {
        SceneCatalog.make(mode: mode, viewSize: [Double(width), Double(height)], resources: SceneResources())
            .contentFrame
    }

    /// The pixels where two pictures of one size differ by more than 1.
    static func differing(_ a: Bitmap, _ b: Bitmap) -> [(x: Int, y: Int)] {
        var points: [(x: Int, y: Int)] = []
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = Pixel(bits: a.pixels[y * a.width + x]), q = Pixel(bits: b.pixels[y * b.width + x])
                if max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b))) > 1 {
                    points.append((x, y))
                }
            }
        }
        return points
    }

    static let cases: [(Mode, String)] = Mode.allCases.flatMap { [($0, "960x600"), ($0, "420x900")] }
        + [(.fold, "200x120"), (.pop, "200x120")]

    /// With the HUD, a message (`=`) and the hint showing, the screenshot differs from the
    /// bare frame only off the picture; at 960×600 it does differ (they are drawn).
    @Test(arguments: cases)
    func theHUDAndMessagesStayOffThePicture(mode: Mode, size: String) throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let dims = size.split(separator: "x").map { Int($0)! }
        // Pop pokes as it appears: the screenshot waits for it to settle.
        let shot = mode == .pop ? 1.5 : 0.3
        let shots = try WindowTests.screenshots(of: [
            #"{"t": 0.02, "type": "key", "key": "="}"#,
            #"{"t": \#(shot), "type": "key", "key": "f12"}"#,
            #"{"t": \#(shot + 0.1), "type": "quit"}"#,
        ], size: size, expected: 1, in: dir, arguments: ["--mode", mode.rawValue, "--screenshot-hud"])
        let bare = try WindowTests.rendered(Self.restPose(mode) + ["--size", size], in: dir)
        let frame = Self.contentFrame(mode, width: dims[0], height: dims[1])
        let changed = Self.differing(shots[0], bare)
        let covered = changed.filter { p in
            Double(p.x) >= frame.x && Double(p.x) < frame.maxX && Double(p.y) >= frame.y && Double(p.y) < frame.maxY
        }
        #expect(covered.isEmpty, "\(mode) \(size): \(covered.count) pixels of the picture \(frame) covered, first \(covered.first.map { "\($0)" } ?? "")")
        if size == "960x600" { #expect(changed.count > 1000, "\(mode): no HUD or message drawn") }
    }

    /// The hint shows below the fold's page until the first click, then fades away.
    @Test func theHintFadesAfterTheFirstClick() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let shots = try WindowTests.screenshots(of: [
            #"{"t": 0.1, "type": "key", "key": "f12"}"#,
            #"{"t": 0.2, "type": "down", "x": 20, "y": 390}"#,
            #"{"t": 0.25, "type": "up", "x": 20, "y": 390}"#,
            #"{"t": 1.2, "type": "key", "key": "f12"}"#,
            #"{"t": 1.3, "type": "quit"}"#,
        ], size: "640x400", expected: 2, in: dir, arguments: ["--mode", "fold", "--screenshot-hud"])
        // The click plays the fold, inside the page; below it only the hint changes.
        let bare = try WindowTests.rendered(Self.restPose(.fold) + ["--size", "640x400"], in: dir)
        let below = Int(Self.contentFrame(.fold, width: 640, height: 400).maxY) + 1
        func inBand(_ points: [(x: Int, y: Int)]) -> Int { points.filter { $0.y >= below }.count }
        #expect(inBand(Self.differing(shots[0], bare)) > 200, "no hint below the page")
        #expect(inBand(Self.differing(shots[1], bare)) == 0, "the hint is still there after the click")
    }
}

/// Ctrl-R records what the window shows of the scene: a scripted drag under the dummy
/// driver gives a video whose frames hold the window's screenshots at the same moments,
/// in order; screenshots leave the HUD out unless --screenshot-hud.
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

    /// Ctrl-C prints the mode's settings as Swift (and puts them on the clipboard where
    /// there is one), the changed ones marked.
    @Test func controlCPrintsTheModesSettingsAsSwift() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = try WindowTests.script([#"{"t": 0.1, "type": "key", "key": "ctrl+c"}"#,
                                             #"{"t": 0.3, "type": "quit"}"#], in: dir)
        let result = try WindowTests.run(["--size", "320x200", "--script", script, "--verbose", "--mode", "pop",
                                          "--set", "pop.bounciness=6"], in: dir,
                                         environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("spring.springBounciness = 6 // original: 18"), "\(result.stdout)")
        #expect(result.lines.contains { $0.hasPrefix("message: Swift for pop's settings") }, "\(result.stdout)")
    }

    /// `.` steps the fold a frame at a time (the export's frames: frame k is the fold at its
    /// curve's value at k/18), End holds its last frame, Home its first.
    @Test func stepsHoldTheAnimationAtAFrame() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let shots = try WindowTests.screenshots(of: [
            #"{"t": 0.10, "type": "key", "key": "."}"#, #"{"t": 0.15, "type": "key", "key": "."}"#,
            #"{"t": 0.20, "type": "key", "key": "."}"#, #"{"t": 0.40, "type": "key", "key": "f12"}"#,
            #"{"t": 0.50, "type": "key", "key": "end"}"#, #"{"t": 0.60, "type": "key", "key": "f12"}"#,
            #"{"t": 0.70, "type": "key", "key": "home"}"#, #"{"t": 0.80, "type": "key", "key": "f12"}"#,
            #"{"t": 0.90, "type": "quit"}"#,
        ], size: "320x200", expected: 3, in: dir)
        let text = try TextRenderer()
        let scene = SceneCatalog.make(mode: .fold, viewSize: [320, 200], resources: SceneResources(text: text))
        let frames = SceneRenderer()
        scene.progress = SettingValues()[FoldSettings.foldCurve].value(at: 3.0 / 18)
        frames.render(scene)
        #expect(WindowTests.maxChannelDifference(shots[0], frames.bitmap) <= 1, "frame 3 is not the fold at 3/18")
        #expect(WindowTests.maxChannelDifference(shots[1], shots[0]) > 50, "End did not move")
        let start = try WindowTests.rendered(["--mode", "fold", "--progress", "0", "--size", "320x200"], in: dir)
        #expect(WindowTests.maxChannelDifference(shots[2], start) <= 1, "Home is not the first frame")
    }

    /// X draws the layers' outlines over the scene (seen with --screenshot-hud), never in a
    /// screenshot of the scene.
    @Test func theXRayIsDrawnButNeverInAScreenshot() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let entries = [#"{"t": 0.05, "type": "key", "key": "d"}"#, #"{"t": 0.1, "type": "key", "key": "x"}"#,
                       #"{"t": 0.3, "type": "key", "key": "f12"}"#, #"{"t": 0.4, "type": "quit"}"#]
        let bare = try WindowTests.rendered(["--mode", "cubic", "--progress", "0", "--size", "320x200"], in: dir)
        let plain = try WindowTests.screenshots(of: entries, size: "320x200", expected: 1, in: dir, arguments: ["--mode", "cubic"])
        #expect(WindowTests.maxChannelDifference(plain[0], bare) <= 1, "the X-ray is in the screenshot")
        let shown = try WindowTests.screenshots(of: entries, size: "320x200", expected: 1, in: dir,
                                                arguments: ["--mode", "cubic", "--screenshot-hud"])
        #expect(WindowTests.maxChannelDifference(shown[0], bare) > 100, "no X-ray drawn")
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

    @Test func screenshotsLeaveTheHUDOutUnlessAsked() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let entries = [#"{"t": 0.2, "type": "key", "key": "f12"}"#, #"{"t": 0.3, "type": "quit"}"#]
        let bare = try WindowTests.rendered(["--mode", "fold", "--progress", "0", "--size", "640x400"], in: dir)
        let plain = try WindowTests.screenshots(of: entries, size: "640x400", expected: 1, in: dir)
        #expect(WindowTests.maxChannelDifference(plain[0], bare) <= 1, "the HUD is in the screenshot")
        let kept = try WindowTests.screenshots(of: entries, size: "640x400", expected: 1, in: dir,
                                               arguments: ["--screenshot-hud"])
        #expect(WindowTests.maxChannelDifference(kept[0], bare) > 100, "--screenshot-hud lost the HUD")
    }
}
