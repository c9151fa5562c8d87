@testable import foldpreview
import Foundation
import Media
import Raster
import Scenes
import Testing

/// What the session draws and holds: steps on the timeline, the pause, the X-ray and the
/// HUD kept out of the scene's picture, the hint, the overlay off the picture, and art
/// that arrives after the input asking for it. Driven in process on the session's clock.
@Suite struct SessionFrameTests {
    /// `.` steps the fold a frame at a time (the export's frames: frame k is the fold at
    /// its curve's value at k/18), End holds its last frame, Home its first; the scene's
    /// clock stands while a frame is held.
    @Test func stepsHoldTheAnimationAtAFrame() throws {
        let driver = try SessionDriver()
        for _ in 0..<3 { driver.press(".") }
        #expect(driver.session.hold.held?.frame == 3)
        #expect(driver.message == "frame 4 of 19   t 0.050 s of 0.300 s")
        driver.run(for: 0.2)
        let third = try SessionReference.picture(.fold, width: 320, height: 200,
                                                 progress: SettingValues()[FoldSettings.foldCurve].value(at: 3.0 / 18))
        let held = driver.scenePicture()
        #expect(SessionReference.maxChannelDifference(held, third) <= 1, "frame 3 is not the fold at 3/18")
        driver.press("end")
        #expect(SessionReference.maxChannelDifference(driver.scenePicture(), held) > 50, "End did not move")
        driver.press("home")
        let start = try SessionReference.picture(.fold, width: 320, height: 200, progress: 0)
        #expect(SessionReference.maxChannelDifference(driver.scenePicture(), start) <= 1, "Home is not the first frame")
        // Any other input lets the scene's own clock go on.
        driver.press("space")
        #expect(driver.session.hold.held == nil && driver.session.animationRuns)
    }

    /// A setting changed while a frame is held makes the recording again and holds the
    /// same frame of it.
    @Test func aHeldFrameFollowsAChangedSetting() throws {
        let driver = try SessionDriver()
        for _ in 0..<6 { driver.press(".") }
        var settings = driver.session.settings
        settings[FoldSettings.duration] = 0.6
        driver.session.change(to: settings, at: driver.time)
        let held = try #require(driver.session.hold.held)
        #expect(held.frame == 6 && held.last == 36)
    }

    /// The strip's pause stops the live animation's clock; play lets it go on from there.
    @Test func thePauseStopsTheSceneClock() throws {
        let driver = try SessionDriver()
        driver.press("space")
        driver.run(for: 0.1)
        driver.session.togglePlay(at: driver.time)
        let progress = driver.session.scene.progress
        #expect(driver.session.hold.isPaused && !driver.session.sceneClockRuns)
        driver.run(for: 1)
        #expect(driver.session.scene.progress == progress)
        driver.session.togglePlay(at: driver.time)
        driver.run(for: 0.05)
        #expect(driver.session.scene.progress > progress)
    }

    /// The HUD is drawn over the frame, never in the scene's picture (what a screenshot
    /// holds); X draws the layers' outlines, likewise.
    @Test func theXRayAndTheHUDAreDrawnButNeverInTheScenesPicture() throws {
        let wide = try SessionDriver(width: 640, height: 400)
        let rest = try SessionReference.picture(.fold, width: 640, height: 400)
        #expect(SessionReference.maxChannelDifference(wide.frame(), rest) > 100, "no HUD drawn")
        #expect(SessionReference.maxChannelDifference(wide.scenePicture(), rest) <= 1, "the HUD is in the picture")
        let driver = try SessionDriver(["--mode", "cubic"])
        let bare = try SessionReference.picture(.cubic, width: 320, height: 200)
        driver.press("d")
        driver.press("x")
        #expect(SessionReference.maxChannelDifference(driver.frame(), bare) > 100, "no X-ray drawn")
        #expect(SessionReference.maxChannelDifference(driver.scenePicture(), bare) <= 1, "the X-ray is in the picture")
    }

    /// The hint shows below the fold's page until the first click, then fades away.
    @Test func theHintFadesAfterTheFirstClick() throws {
        let driver = try SessionDriver(width: 640, height: 400)
        let bare = try SessionReference.picture(.fold, width: 640, height: 400)
        let below = Int(driver.session.scene.contentFrame.maxY) + 1
        func inBand(_ points: [(x: Int, y: Int)]) -> Int { points.filter { $0.y >= below }.count }
        #expect(inBand(SessionReference.differing(driver.frame(), bare)) > 200, "no hint below the page")
        driver.drag(from: (20, 390), through: [])
        #expect(driver.session.wantsFrame(at: driver.time), "the fade wants frames")
        driver.run(for: 1)
        #expect(inBand(SessionReference.differing(driver.frame(), bare)) == 0, "the hint is still there after the click")
    }

    static let placements: [(Mode, Int, Int)] = Mode.allCases.flatMap { [($0, 960, 600), ($0, 420, 900)] }
        + [(.fold, 200, 120), (.pop, 200, 120)]

    /// With the HUD, a message (`=`) and the hint showing, the frame differs from the bare
    /// picture only off the picture; at 960×600 it does differ (they are drawn).
    @Test(arguments: placements)
    func theHUDAndMessagesStayOffThePicture(mode: Mode, width: Int, height: Int) throws {
        let driver = try SessionDriver(["--mode", mode.rawValue], width: width, height: height)
        driver.press("=")
        // Pop pokes as it appears: the picture is taken once it has settled.
        driver.run(for: mode == .pop ? 1.5 : 0.3)
        let bare = try SessionReference.picture(mode, width: width, height: height,
                                                progress: mode == .cards ? nil : 0)
        let frame = driver.session.scene.contentFrame
        let changed = SessionReference.differing(driver.frame(), bare)
        let covered = changed.filter { p in
            Double(p.x) >= frame.x && Double(p.x) < frame.maxX && Double(p.y) >= frame.y && Double(p.y) < frame.maxY
        }
        #expect(covered.isEmpty, "\(mode) \(width)x\(height): \(covered.count) pixels of the picture covered")
        if width == 960 { #expect(changed.count > 1000, "\(mode): no HUD or message drawn") }
    }

    /// A mode never built keeps the last frame, and the session says it waits for art,
    /// until the worker's scene is taken; then the picture is render's.
    @Test func aModeWhoseArtComesLaterIsShownWhenItArrives() throws {
        let driver = try SessionDriver()
        driver.session.handle(.key(.character("4"), [], isRepeat: false), at: driver.time)
        #expect(driver.session.scene.mode == .fold && driver.session.shelf.wanted == .cell)
        #expect(driver.session.awaitingArt)
        driver.session.requests.screenshot = true
        _ = driver.session.frame(at: driver.time)
        driver.session.screenshotIfDue(at: driver.time)
        #expect(driver.session.requests.screenshot, "a screenshot was taken of a picture still waiting for its art")
        driver.session.requests.screenshot = false
        driver.settle()
        #expect(driver.session.scene.mode == .cell && !driver.session.awaitingArt)
        let cell = try SessionReference.picture(.cell, width: 320, height: 200)
        #expect(SessionReference.maxChannelDifference(driver.scenePicture(), cell) <= 1)
    }

    /// A resize draws the scene stretched from its old art until the new art is taken;
    /// its state (here the fold's progress) carries over.
    @Test func aResizeKeepsTheSceneAndTakesNewArt() throws {
        let driver = try SessionDriver()
        driver.press(".")
        driver.press("space")
        driver.run(for: 0.1)
        let progress = driver.session.scene.progress
        driver.host.drawableSize = (480, 300)
        driver.host.windowSize = (480, 300)
        driver.session.handle(.resized, at: driver.time)
        #expect(driver.session.awaitingArt && driver.session.scene.viewSize == [320, 200])
        #expect(driver.session.frame(at: driver.time).bitmap.width == 320)
        driver.settle()
        #expect(driver.session.scene.viewSize == [480, 300] && driver.session.scene.progress == progress)
        #expect(driver.frame().width == 480)
    }
}
