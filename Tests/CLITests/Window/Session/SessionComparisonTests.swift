@testable import foldpreview
import Foundation
import Media
import Motion
import Raster
import Scenes
import Testing

/// A/B in the window (`V`, `Shift-V`), driven in process on the session's own clock: the
/// split's two scenes and their settings, the one clock, the labels, the wipe's divider and
/// its pixels, and A kept through a mode switch and B's changes.
@Suite struct SessionComparisonTests {
    /// The fold with a changed curve, so A and B differ mid-animation.
    static let changedCurve = ["--set", "fold.foldCurve=0.2,0,0.2,1"]

    /// A's scene shown now, which the test needs.
    static func reference(_ driver: SessionDriver) throws -> any Scene {
        try #require(driver.session.shownReference, "A's scene was not built")
    }

    @Test func vSplitsTheSceneIntoAWithTheOriginalsAndBWithTheCurrentSettings() throws {
        let driver = try SessionDriver(Self.changedCurve, width: 320, height: 200)
        driver.press("v")
        let session = driver.session, a = try Self.reference(driver)
        #expect(session.comparison?.layout == .split)
        // Two halves of 159 px beside a 2 px line.
        #expect(a.viewSize == [159, 200] && session.scene.viewSize == [159, 200])
        #expect(a.settings == SettingValues(), "A is not the originals")
        #expect(session.scene.settings[FoldSettings.foldCurve] == .bezier(TimingFunction(controlPoints: 0.2, 0, 0.2, 1)))
        // Mid-animation, the frame's halves are A's and B's pictures, and they differ.
        driver.press("space")
        driver.run(for: 0.12)
        let frame = driver.scenePicture()
        #expect(frame.width == 320 && frame.height == 200)
        let left = frame.cropped(x: 0, y: 0, width: 159, height: 200)
        let right = frame.cropped(x: 161, y: 0, width: 159, height: 200)
        #expect(left.pixels == session.referenceFrames.bitmap.pixels, "the left half is not A")
        #expect(right.pixels == session.frames.bitmap.pixels, "the right half is not B")
        #expect(left.pixels != right.pixels, "A and B look the same mid-animation")
        driver.press("v")
        #expect(session.comparison == nil && session.scene.viewSize == [320, 200], "V again is not one view")
    }

    @Test func aPortraitAreaStacksAOverB() throws {
        let driver = try SessionDriver(width: 200, height: 320)
        driver.press("v")
        let a = try Self.reference(driver)
        #expect(a.viewSize == [200, 159] && driver.session.scene.viewSize == [200, 159])
        #expect(driver.session.comparison?.panes(in: (200, 320)).b.y == 161)
    }

    /// Ctrl-Z in A/B with a frame held changes B's settings back as a slider would: the same
    /// frame stays held, recorded again, A and B at one time, and the strip and the HUD say
    /// the same frame, time and progress (undo used to let the hold go: B went on from its
    /// pose retimed, 0.025 s, while A kept 0.05 s).
    @Test func undoKeepsTheHeldFrameInAAndB() throws {
        let driver = try SessionDriver(["--mode", "fold"], width: 320, height: 200)
        let session = driver.session
        driver.press("v")
        for _ in 0..<3 { driver.press(".") }
        let a = try Self.reference(driver)
        let before = (frame: session.hold.held?.frame, line: session.timelineLine, progress: session.scene.progress)
        var longer = session.settings
        try SettingsRegistry.standard.apply(assignments: ["fold.duration=0.6"], to: &longer)
        session.change(to: longer, at: driver.time)
        session.history.seal()
        driver.press("ctrl+z")
        driver.run(for: 0.1)
        #expect(session.hold.held?.frame == before.frame && before.frame == 3, "the held frame went")
        #expect(session.timelineLine == before.line, "\(session.timelineLine) after undo, \(before.line) before")
        #expect(abs(session.scene.progress - before.progress) < 1e-9)
        let strip = session.timelineState
        #expect(abs(strip.time - (session.scene.timelineStatus.elapsed ?? -1)) < 1e-9 && strip.status == "frame 4 of 19")
        #expect(abs((a.timelineStatus.elapsed ?? -1) - (session.scene.timelineStatus.elapsed ?? -2)) < 1e-9, "A and B apart")
    }

    @Test func oneClockDrivesBothScenes() throws {
        let driver = try SessionDriver(Self.changedCurve, width: 320, height: 200)
        driver.press("v")
        let session = driver.session, a = try Self.reference(driver)
        /// A's and B's time on their timelines agree.
        func inStep(_ what: Comment) {
            let elapsedA = a.timelineStatus.elapsed ?? -1, elapsedB = session.scene.timelineStatus.elapsed ?? -1
            #expect(abs(elapsedA - elapsedB) < 1e-9, what)
        }
        driver.press("space")
        driver.run(for: 0.2)
        #expect(session.scene.isAnimating && a.isAnimating)
        inStep("Space and 12 frames")
        #expect(a.progress != session.scene.progress, "the curves should pose them apart")
        driver.press(".")
        driver.press(".")
        #expect(session.hold.held?.frame == 2 && session.hold.held?.reference != nil)
        inStep("stepping")
        // The strip's play plays the held recording of both on.
        session.togglePlay(at: driver.time)
        driver.run(for: 0.05)
        #expect(session.hold.held.map { $0.frame > 2 && $0.playing != nil } == true)
        inStep("the timeline's play")
        driver.press("end")
        #expect(session.hold.held.map { $0.frame == $0.last } == true)
        inStep("End")
        driver.press("space")
        driver.run(for: 0.1)
        #expect(a.isAnimating && session.scene.isAnimating)
        driver.press("r")
        #expect(!a.isAnimating && !session.scene.isAnimating, "R does not reset both")
        #expect(a.progress == 0 && session.scene.progress == 0)
        // A drag on A's half drives both, in its own pixels.
        driver.press(at: (80, 150), moves: [(80, 140, 0.02), (80, 110, 0.05), (80, 100, 0.1)])
        #expect(session.scene.progress > 0.05, "the drag did not fold the page")
        #expect(abs(a.progress - session.scene.progress) < 1e-9, "A did not follow the drag on its half")
        driver.send(.pointerUp(x: 80, y: 100))
    }

    @Test func theLabelsSayWhatDiffers() throws {
        let comparison = Comparison(layout: .split, reference: SettingValues(), referenceName: "original")
        var values = SettingValues()
        #expect(comparison.labels(mode: .pop, settings: values) == ("A: original", "B = A"))
        values[PopSettings.bounciness] = 8
        #expect(comparison.labels(mode: .pop, settings: values).b == "B: pop.bounciness 8 (A 18)")
        // Set as `--set` sets it, the dial also sets tension and friction: the dial is named
        // first, and the numbers are short.
        var dialled = SettingValues()
        try PopSettings.bounciness.set("8", in: &dialled)
        let label = comparison.labels(mode: .pop, settings: dialled).b
        #expect(label.hasPrefix("B: pop.bounciness 8 (A 18), pop.tension 342.1 (A 200) and "), "\(label)")
        values[PopSettings.speed] = 4
        values[PopSettings.bounciness] = 2
        values[FoldSettings.duration] = 1
        let popOnly = comparison.labels(mode: .pop, settings: values).b
        #expect(popOnly.hasPrefix("B: pop.") && !popOnly.contains("fold."), "\(popOnly)")
        var many = values
        for setting in SceneCatalog.settings(for: .pop) where setting.isDefault(in: many) {
            if let number = setting.value(in: many) as? Double, let range = setting.range, range.upperBound > number {
                _ = TuningPanel.assign(range.upperBound, to: setting, in: &many)
            }
        }
        let differing = SceneCatalog.settings(for: .pop).filter { $0.differs(SettingValues(), many) }.count
        #expect(comparison.labels(mode: .pop, settings: many).b.hasSuffix(" and \(differing - 2) more"))
    }

    @Test func theWipesDividerDragsAndSplitsThePixelsThere() throws {
        let driver = try SessionDriver(Self.changedCurve, width: 320, height: 200)
        driver.press("shift+v")
        let session = driver.session, a = try Self.reference(driver)
        #expect(session.comparison?.layout == .wipe && a.viewSize == [320, 200] && session.scene.viewSize == [320, 200])
        // The divider (x = 160) is grabbed and dragged to x = 100; the scene does not move.
        driver.drag(from: (161, 100), through: [(130, 100), (100, 100)])
        #expect(session.comparison?.divider == 100.0 / 320)
        #expect(session.scene.progress == 0 && !session.scene.isAnimating, "the divider drag reached the scene")
        driver.press("space")
        driver.run(for: 0.12)
        let frame = driver.scenePicture()
        let (aPixels, bPixels) = (session.referenceFrames.bitmap, session.frames.bitmap)
        #expect(frame.cropped(x: 0, y: 0, width: 99, height: 200).pixels
                == aPixels.cropped(x: 0, y: 0, width: 99, height: 200).pixels, "left of the divider is not A")
        #expect(frame.cropped(x: 101, y: 0, width: 219, height: 200).pixels
                == bPixels.cropped(x: 101, y: 0, width: 219, height: 200).pixels, "right of the divider is not B")
        #expect(aPixels.pixels != bPixels.pixels, "A and B look the same mid-animation")
        // A drag away from the divider is the scene's, and drives both.
        driver.press(at: (250, 150), moves: [(250, 140, 0.02), (250, 100, 0.05)])
        #expect(session.comparison?.divider == 100.0 / 320)
        #expect(abs(a.progress - session.scene.progress) < 1e-9 && session.scene.progress > 0)
    }

    @Test func aModeSwitchKeepsComparingAndBsChangesLeaveAAlone() throws {
        let driver = try SessionDriver(width: 320, height: 200)
        driver.press("v")
        driver.press("5")
        let session = driver.session, a = try Self.reference(driver)
        #expect(session.scene.mode == .pop && a.mode == .pop && a.viewSize == [159, 200])
        var changed = session.settings
        changed[PopSettings.bounciness] = 8
        session.change(to: changed, at: driver.time)
        driver.settle()
        #expect(session.scene.settings[PopSettings.bounciness] == 8)
        #expect(try Self.reference(driver).settings == SettingValues(), "B's change reached A")
        #expect(session.comparison?.labels(mode: .pop, settings: session.settings).b == "B: pop.bounciness 8 (A 18)")
    }

    /// The panel draws A's line and B's over the longer span: the shorter one's samples
    /// are spread over its part of it and hold their last value after (a spring at rest).
    @Test func theShorterPlotHoldsItsLastValueOverTheLongerSpan() {
        #expect(TuningPanel.resampled([0, 1, 2, 3, 4], over: 1, to: 2) == [0, 2, 4, 4, 4])
        #expect(TuningPanel.resampled([0, 1, 2, 3, 4], over: 2, to: 2) == [0, 1, 2, 3, 4])
        #expect(TuningPanel.resampled([0, 4, 8], over: 2, to: 3) == [0, 6, 8])
    }

    /// A long message in A/B takes the width it has, in one or two rows, with two
    /// phone-shaped pages: the wipe's note at 800×600 goes above the page between the
    /// labels, and in a stacked split (500×700) across the divider between the two pages
    /// (each was a three-row column: over the wipe's divider, beside the stacked pages).
    @Test func aLongMessageBesideTheDividerIsOneOrTwoRows() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("list.png").path, second = folder.appendingPathComponent("detail.png").path
        try ImageFile.savePNG(Bitmap(width: 75, height: 162, fill: .opaque(40, 90, 200)), to: first)
        try ImageFile.savePNG(Bitmap(width: 75, height: 162, fill: .opaque(200, 90, 40)), to: second)
        for (mode, width, height, key) in [("fold", 800, 600, "shift+v"), ("cubic", 500, 700, "v")] {
            let driver = try SessionDriver(["--mode", mode], width: width, height: height)
            driver.send(.dropFile(first, x: 10, y: 10))
            driver.send(.dropFile(second, x: Double(width - 10), y: Double(height - 10)))
            driver.press(key)
            #expect((driver.message?.count ?? 0) > 60, "\(driver.message ?? "no message")")
            driver.frame()
            let line = try #require(driver.session.overlay.lastLine, "\(mode): no message drawn")
            #expect(line.rows <= 2, "\(mode) \(width)x\(height): \(line.rows) rows in \(line.box)")
            if key == "v" {
                let divider = (height - Comparison.line) / 2
                #expect(line.box.y < divider && line.box.maxY > divider + Comparison.line, "not across the divider: \(line.box)")
            }
        }
    }
}
