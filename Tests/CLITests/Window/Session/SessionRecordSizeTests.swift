@testable import foldpreview
import Foundation
import Media
import Raster
import Scenes
import Testing

/// `--record-size`: Ctrl-R's recording and F12's screenshot drawn by a scene of their own
/// at that size, moved by the window's clock and input.
@Suite(.serialized)
struct SessionRecordSizeTests {
    /// `native` in pop: the frame is the picture plus its turn's room, whatever the
    /// window's size; at rest the picture is in it pixel for pixel, and a poke and a drag
    /// move the recording's fold as they move the window's.
    @Test func theRecordingIsDrawnAtThePicturesPixels() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Premultiplied, half transparent on the left: every channel below its alpha.
        var picture = Bitmap(width: 61, height: 130)
        for y in 0..<130 { for x in 0..<61 { picture[x, y] = Pixel(r: UInt32(x * 2), g: UInt32(y / 2), b: 100, a: UInt32(128 + x)) } }
        let path = dir.appendingPathComponent("picture.png").path
        try ImageFile.savePNG(picture, to: path)
        let driver = try SessionDriver(["--mode", "pop", "--record-size", "native", "--background", "transparent",
                                        "--set", "pop.cornerRadius=0"], width: 320, height: 200)
        driver.send(.dropFile(path, x: 160, y: 100))
        let stage = try #require(driver.session.shownStage(at: driver.time))
        let (width, height) = stage.size
        #expect(width > 61 && height >= 130 && (width - 61) % 2 == 0 && (height - 130) % 2 == 0, "\(width)x\(height)")
        let frame = driver.session.stageFrame(stage)
        let page = frame.cropped(x: (width - 61) / 2, y: (height - 130) / 2, width: 61, height: 130)
        #expect(NativeSizeTests.largestDifference(page, picture) <= 1)

        driver.session.recordStage = stage
        driver.press("space")
        driver.run(for: 0.25)
        let (window, recorded) = (try #require(driver.session.scene as? PopScene), try #require(stage.scene as? PopScene))
        #expect(abs(window.angle) > 0.05 && abs(window.angle - recorded.angle) < 1e-9, "\(window.angle) \(recorded.angle)")
        // A drag on the window's top half folds the recording's as far (the pan begins
        // past the click's slop in each scene's own pixels: within a few degrees).
        driver.run(for: 3)
        let top = window.contentFrame
        driver.press(at: ((top.x + top.width / 2), top.y + top.height * 0.2), moves: [((top.x + top.width / 2), top.y + top.height * 0.3, 0.05),
                                                                         ((top.x + top.width / 2), top.y + top.height * 0.6, 0.05)])
        driver.run(for: 0.1)
        #expect(window.angle < -0.5 && abs(window.angle - recorded.angle) < 0.1, "\(window.angle) \(recorded.angle)")
    }

    /// A key that moves the scene without turning a setting (the board's → to the next
    /// flight) moves the recording's too: the board's swipe is in the recording as in
    /// the window.
    @Test func aKeyThatMovesTheSceneMovesTheRecording() throws {
        let driver = try SessionDriver(["--mode", "flip", "--record-size", "150x267"], width: 320, height: 200)
        let stage = try #require(driver.session.shownStage(at: driver.time))
        driver.session.recordStage = stage
        let before = driver.session.stageFrame(stage)
        driver.press("right")
        #expect(driver.session.scene.isAnimating && stage.scene.isAnimating)
        driver.run(for: 4)
        #expect(!driver.session.scene.isAnimating)
        let after = driver.session.stageFrame(stage)
        let window = try SessionReference.picture(.flip, width: 150, height: 267, progress: 0)
        #expect(SessionReference.maxChannelDifference(before, window) <= 1, "the stage did not start at the first flight")
        #expect(SessionReference.maxChannelDifference(after, before) > 50, "the recording's board did not swipe")
    }

    /// A recording or a screenshot asked for after the scene moved starts from the scene's
    /// whole state, not its progress alone: the stage follows the mode from its showing, so
    /// after → the recording's board is on the window's flight, not the first one.
    @Test func aRecordingStartedLaterStartsFromTheScenesState() throws {
        let driver = try SessionDriver(["--mode", "flip", "--record-size", "150x267"], width: 320, height: 200)
        driver.press("right")
        driver.run(for: 4)
        #expect(!driver.session.scene.isAnimating)
        let stage = try #require(driver.session.shownStage(at: driver.time))
        let first = try SessionReference.picture(.flip, width: 150, height: 267, progress: 0)
        #expect(SessionReference.maxChannelDifference(driver.session.stageFrame(stage), first) > 50,
                "the recording starts on the first flight, not the window's")
        let (window, recorded) = (try #require(driver.session.scene as? FlipScene), try #require(stage.scene as? FlipScene))
        #expect(window.flightIndex == 1 && recorded.flightIndex == window.flightIndex, "\(window.flightIndex) \(recorded.flightIndex)")
    }

    /// The word is refused in one line for a mode without a page of its own; `WxH` is a
    /// recording of that size in any mode.
    @Test func nativeNeedsAPageMode() throws {
        #expect(throws: CLIError.self) { try PreviewOptions(Preview.parse(["--no-remember", "--mode", "cards", "--record-size", "native"])) }
        do {
            _ = try PreviewOptions(Preview.parse(["--no-remember", "--mode", "cards", "--record-size", "native"]))
        } catch let error as CLIError {
            #expect(error.description.hasPrefix("--record-size native applies to the page modes") && !error.description.contains("\n"),
                    "\(error.description)")
        }
        let driver = try SessionDriver(["--mode", "cards", "--record-size", "300x240"], width: 320, height: 200)
        let stage = try #require(driver.session.shownStage(at: driver.time))
        #expect(stage.size == (300, 240))
    }
}
