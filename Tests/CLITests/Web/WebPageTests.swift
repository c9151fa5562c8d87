import CodeGen
import Foundation
import Scenes
import Testing

/// `code --lang html` and `render --out x.html`: one page for the same arguments, with its
/// script, the person's pictures embedded, and one line for what it cannot do.
struct WebPageTests {
    @Test func renderWritesThePageCodePrints() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A picture of the person's: a frame of ours, as a file.
        let picture = dir.appendingPathComponent("picture.png").path
        #expect(try CLITests.run(["render", "--mode", "pop", "--progress", "0", "--size", "64x48", "--out", picture]).status == 0)
        let arguments = ["--mode", "cubic", "--size", "200x120", "--set", "fold.duration=0.5",
                         "--set", "fold.foldCurve=0.2,0,0.2,1", "--background", "#102030", "--image", picture]
        let page = dir.appendingPathComponent("cubic.html").path
        let written = try CLITests.run(["render"] + arguments + ["--out", page])
        #expect(written.status == 0, "\(written.stderr)")
        let printed = try CLITests.run(["code", "--lang", "html"] + arguments)
        #expect(printed.status == 0, "\(printed.stderr)")
        let file = try String(contentsOfFile: page, encoding: .utf8)
        #expect(file == printed.stdout)
        // The settings, the size, the background and the picture reach the page.
        #expect(file.contains("animation:fold 0.5s cubic-bezier(0.2, 0, 0.2, 1)"))
        #expect(file.contains("width:200px;height:120px"))
        #expect(file.contains("rgba(16, 32, 48, 1)"))
        let builtIn = try CLITests.run(["code", "--lang", "html", "--mode", "cubic", "--size", "200x120"])
        let images = { (text: String) in text.components(separatedBy: "data:image/png;base64,").dropFirst().map { $0.prefix(200) } }
        #expect(images(file).count == 2 && images(builtIn.stdout).count == 2)
        #expect(Set(images(file)) != Set(images(builtIn.stdout)), "the person's picture replaces the landscape")
        // The script: #t= holds a moment, #loop loops, a click plays again.
        #expect(file.contains("location.hash") && file.contains("a.currentTime = t * 1000")
                && file.contains("part === \"loop\"") && file.contains("addEventListener(\"click\", play)"))
    }

    @Test func whatAPageCannotTakeIsOneLine() throws {
        let posed = try CLITests.run(["render", "--mode", "fold", "--progress", "0.5", "--out", "/tmp/never-written.html"])
        #expect(posed.status != 0 && posed.stderrLines.count == 1 && posed.stderr.contains("do not apply to .html"))
        let swift = try CLITests.run(["code", "--mode", "fold", "--size", "20x20"])
        #expect(swift.status != 0 && swift.stderr.contains("apply to --lang html"))
    }

    /// A page of 16384x16384 took 55 s and 4.4 GB to write, 449 MB that Chromium showed only
    /// the backdrop of, and nothing was said: a page over 8192 a side is refused up front.
    @Test func aPageTooLargeForABrowserIsRefused() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = try CLITests.run(["render", "--mode", "fold", "--size", "16384x16384",
                                     "--out", dir.appendingPathComponent("big.html").path])
        #expect(page.status == 1 && page.stderrLines.count == 1
                && page.stderr.contains("a web page is at most 8192 pixels a side"), "\(page.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        let code = try CLITests.run(["code", "--lang", "html", "--mode", "cubic", "--size", "8193x10"])
        #expect(code.status == 1 && code.stderr.contains("got 8193x10"), "\(code.stderr)")
    }
}
