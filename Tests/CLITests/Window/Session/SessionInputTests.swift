@testable import foldpreview
import Foundation
import Media
import Raster
import Scenes
import Testing

/// The window's behaviour, driven in process on the session's own clock (`SessionDriver`):
/// drags, clicks, the wheel and keys in every mode, each held against what `render`
/// draws for the same pose. Nothing here waits for real time.
@Suite struct SessionInputTests {
    @Test func theBoardSwipesWithTheArrowKeysAndLandsOnTheNextFlight() throws {
        // B shows the board; → plays the 2.2 s swipe; ← at the first flight only nudges;
        // T toggles the boxes twice.
        let driver = try SessionDriver(width: 240, height: 400)
        driver.press("b")
        driver.press("left")
        driver.run(for: 0.56)
        driver.press("right")
        driver.run(for: 0.1)
        driver.press("t")
        driver.run(for: 0.2)
        driver.press("t")
        #expect(driver.session.scene.mode == .flip)
        #expect(driver.session.animationRuns)
        driver.run(for: 3)
        #expect(!driver.session.animationRuns)
        let drawn = try SessionReference.picture(.flip, width: 240, height: 400, options: ["flight": "2"])
        let worst = SessionReference.maxChannelDifference(driver.scenePicture(), drawn)
        #expect(worst <= 1, "the window did not land on flight 2: max channel difference \(worst)")
    }

    @Test func aClickedCellUnfoldsAndTheWheelScrolls() throws {
        // A click on the first card opens it; a second click while it unfolds is ignored.
        // The picture must be the open cell as `render` draws it; then the wheel scrolls.
        let driver = try SessionDriver(["--mode", "cell"], width: 240, height: 400)
        driver.drag(from: (120, 40), through: [])
        driver.run(for: 0.08)
        driver.drag(from: (120, 40), through: [])
        driver.run(for: 1.8)
        let open = driver.scenePicture()
        let drawn = try SessionReference.picture(.cell, width: 240, height: 400, progress: 1)
        #expect(open.pixels == drawn.pixels, "the window did not show the open first cell")
        driver.send(.wheel(dx: 0, dy: -2))
        driver.run(for: 0.2)
        #expect(driver.scenePicture().pixels != open.pixels, "the wheel did not scroll")
    }

    @Test func popFollowsADragAndSpringsBackOnRelease() throws {
        // At 240×240 pop's 196 px square is at (22, 22), hinged at y = 120. The press at
        // y = 50 becomes a drag at y = 60 (y₀ = 38 in the square); at y = 150 (128 in the
        // square) θ = 90·(−π/158). Held there it is `render --angle` of that θ; let go, it
        // springs back and comes to rest flat.
        let driver = try SessionDriver(["--mode", "pop"], width: 240, height: 240)
        driver.run(for: 0.1)
        driver.press(at: (120, 50), moves: [(120, 60, 0.02), (120, 150, 0.04), (120, 150, 0.14)])
        driver.run(for: 0.1)
        let held = try SessionReference.picture(.pop, width: 240, height: 240, progress: nil,
                                               options: ["angle": "\(90 * -180 / 158.0)"])
        #expect(SessionReference.maxChannelDifference(driver.scenePicture(), held) <= 1,
                "the top half did not follow the drag")
        driver.run(for: 0.1)
        driver.send(.pointerUp(x: 120, y: 150))
        driver.run(for: 2.3)
        let flat = try SessionReference.picture(.pop, width: 240, height: 240, progress: nil, options: ["angle": "0"])
        #expect(SessionReference.maxChannelDifference(driver.scenePicture(), flat) <= 1,
                "the spring did not bring it back to rest")
    }

    @Test func thePageTurnsUnderADragAndFallsBackOrCompletesOnRelease() throws {
        // At 320×200 the page is 164×124 at (78, 38), its middle at x = 160, and 164 px
        // stand for MPFlipViewController's 320 pt. Pressed at x = 220 (60 px from the
        // middle), a slow drag of 30 px is half of stage 1 (Δ / |panStart − width/2|), a
        // quarter of the turn: held, it is `render --progress 0.25`; let go still, it falls
        // back. A fast drag (past 650 pt/s) lets go of the page, which completes; Space
        // turns it again, back to the first page at rest.
        let driver = try SessionDriver(["--mode", "page"])
        driver.press(at: (220, 100), moves: [(210, 100, 0.1), (190, 100, 0.1), (190, 100, 0.14)])
        driver.run(for: 0.1)
        let quarter = try SessionReference.picture(.page, width: 320, height: 200, progress: 0.25)
        #expect(SessionReference.maxChannelDifference(driver.scenePicture(), quarter) <= 1, "the page did not follow")
        driver.run(for: 0.1)
        driver.send(.pointerUp(x: 190, y: 100))
        // The front page lands over all of duration/2 (animateFlip2:), not its share.
        #expect(driver.session.scene.timelineStatus.length == 0.25)
        driver.run(for: 0.5)
        let rest = try SessionReference.picture(.page, width: 320, height: 200, progress: 0)
        #expect(SessionReference.maxChannelDifference(driver.scenePicture(), rest) <= 1, "the page did not fall back")
        driver.drag(from: (220, 100), through: [(150, 100), (89, 100)], step: 0.04)
        driver.run(for: 0.6)
        let turned = try SessionReference.picture(.page, width: 320, height: 200, progress: 1)
        let shown = driver.scenePicture()
        // Inside the page (its antialiased rim lay over the other page there).
        var differing = 0
        for y in 39..<161 {
            for x in 79..<241 {
                let p = shown[x, y], q = turned[x, y]
                if max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b))) > 1 { differing += 1 }
            }
        }
        #expect(differing == 0, "the completed turn does not show the card: \(differing) pixels differ")
        driver.press("space")
        driver.run(for: 0.7)
        #expect(SessionReference.maxChannelDifference(driver.scenePicture(), rest) <= 1,
                "Space did not turn back to the first page")
    }

    /// A flick through the window's core at 60 events a second: held at an eighth of the
    /// turn, then moved on to 0.375 at 5 px a frame (585 pt/s, under the 650 pt/s that lets go) and
    /// let go while moving: the release is faster than 125 pt/s, so the turn completes from
    /// where it stands, the rest of stage 1 straight over its share of duration/2, stage 2
    /// over all of it; the same moves at 1 px a frame (117 pt/s) fall back.
    @Test(arguments: [(5.0, true), (1.0, false)])
    func aFlickInTheWindowCompletesTheTurn(pixelsPerFrame: Double, completes: Bool) throws {
        let driver = try SessionDriver(["--mode", "page"])
        let first = try SessionReference.picture(.page, width: 320, height: 200, progress: 0)
        driver.press(at: (220, 100), moves: [(212, 100, 0.1), (205, 100, 0.1)])
        driver.run(for: 0.3)
        var x = 205.0
        var moves: [(x: Double, y: Double, after: Double)] = []
        for _ in 0..<6 {
            x -= pixelsPerFrame
            moves.append((x, 100, 1.0 / 60))
        }
        for move in moves {
            driver.run(for: move.after)
            driver.send(.pointerMove(x: move.x, y: move.y))
        }
        #expect(!driver.session.scene.isAnimating, "moves under 650 pt/s let go of the page")
        driver.send(.pointerUp(x: x, y: 100))
        let stage1 = (220 - x) / 60   // Δ / |panStart − width/2|
        let length = try #require(driver.session.scene.timelineStatus.length)
        #expect(abs(length - (completes ? 0.25 * (1 - stage1) + 0.25 : 0.25)) < 1e-9, "length \(length)")
        driver.run(for: 0.5)
        let shown = driver.scenePicture()
        #expect((SessionReference.maxChannelDifference(shown, first) > 1) == completes)
    }

    @Test func aClickedCardIsSelectedAndTheWheelScrollsTheStack() throws {
        // At 240×400 (0.6 px/pt) card 4's middle is at y = 334 px: a click selects it; a
        // second click returns, and two wheel notches scroll 96 pt.
        let driver = try SessionDriver(["--mode", "cards"], width: 240, height: 400)
        driver.drag(from: (120, 334), through: [])
        driver.run(for: 0.7)
        let selected = try SessionReference.picture(.cards, width: 240, height: 400, progress: nil,
                                                    options: ["selected": "4"])
        #expect(driver.scenePicture().pixels == selected.pixels, "card 4 is not selected")
        driver.drag(from: (120, 30), through: [])
        driver.run(for: 0.7)
        driver.send(.wheel(dx: 0, dy: -2))
        driver.run(for: 0.2)
        let scrolled = try SessionReference.picture(.cards, width: 240, height: 400, progress: nil,
                                                    options: ["offset": "496"])
        #expect(driver.scenePicture().pixels == scrolled.pixels, "the stack did not scroll 96 pt")
    }

    @Test func aFlickedStackKeepsGoing() throws {
        // A 100 px drag up over 0.1 s, then let go: the stack glides on past where the
        // finger left it (the scene's clock runs during drags).
        let driver = try SessionDriver(["--mode", "cards"], width: 240, height: 400)
        driver.drag(from: (120, 300), through: (1...10).map { (120.0, 300.0 - 10 * Double($0)) }, step: 0.01)
        driver.run(for: 2.8)
        let shown = driver.scenePicture()
        let leftThere = try SessionReference.picture(.cards, width: 240, height: 400, progress: nil,
                                                     options: ["offset": "566.75"])
        let start = try SessionReference.picture(.cards, width: 240, height: 400, progress: nil)
        #expect(shown.pixels != leftThere.pixels, "the stack stopped where the finger let go")
        #expect(shown.pixels != start.pixels, "the stack did not scroll")
    }

    @Test func tabCyclesTheModesAndWrapsRound() throws {
        // 7 is page, the last mode: Tab wraps round to fold, Shift-Tab back to page.
        let driver = try SessionDriver()
        var modes = [driver.session.scene.mode]
        for key in ["7", "tab", "shift+tab"] {
            driver.press(key)
            modes.append(driver.session.scene.mode)
        }
        #expect(modes == [.fold, .page, .fold, .page])
    }

    /// P in a mode it does not apply to says so and changes nothing there; in the fold it
    /// turns the perspective; the time scale stops at its ends.
    @Test func keysThatDoNotApplySaySoAndTheTimeScaleStops() throws {
        let driver = try SessionDriver(["--mode", "pop"], width: 160, height: 120)
        var messages: [String?] = []
        for key in ["p", "1", "p", "=", "-", "-", "-", "-"] {
            driver.press(key)
            if key != "1" { messages.append(driver.message) }
        }
        #expect(messages == ["that key changes the fold and the page (fold, cubic, page), not pop", "perspective high",
                             "time scale real time: already the fastest", "time scale 2× slower",
                             "time scale 5× slower", "time scale 10× slower",
                             "time scale 10× slower: already the slowest"])
    }

    @Test func perspectiveOrientationAndDirectionKeysTurnThePagesStyle() throws {
        let driver = try SessionDriver(["--mode", "page"], width: 160, height: 120)
        var messages: [String?] = []
        for key in ["p", "o", "u", "p"] {
            driver.press(key)
            messages.append(driver.message)
        }
        #expect(messages == ["perspective reverse", "orientation vertical", "direction backward", "perspective normal"])
        #expect(driver.session.settings.changedNames == ["page.direction", "page.orientation"])
    }

    /// Ctrl-C puts the mode's settings as Swift on the clipboard, the changed ones marked.
    @Test func controlCCopiesTheModesSettingsAsSwift() throws {
        let driver = try SessionDriver(["--mode", "pop", "--set", "pop.bounciness=6"])
        driver.press("ctrl+c")
        #expect(driver.host.clipboard?.contains("spring.springBounciness = 6 // original: 18") == true)
        #expect(driver.message?.hasPrefix("Swift for pop's settings copied") == true)
    }

    /// A message stays its four seconds of session time, then goes.
    @Test func aMessageGoesAfterItsTime() throws {
        let driver = try SessionDriver()
        driver.press("=")
        driver.run(for: 3.9)
        #expect(driver.message != nil)
        driver.run(for: 0.2)
        #expect(driver.message == nil)
    }
}
