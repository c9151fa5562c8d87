@testable import foldpreview
import Foundation
import Media
import Raster
import Scenes
import Testing

/// The person's pictures in the window, driven in process: a drop on a half of the window
/// fills that slot of the mode, the panel's content section swaps them or goes back to the
/// built-in art, a folder gives the cards, the board says it shows flights, and nothing of
/// it is remembered. `--background` in the window: a colour as the backdrop, transparent
/// over a checkerboard that no screenshot holds.
@Suite struct SessionContentTests {
    /// A folder of its own with solid pictures: red (60×40), blue (40×60) and, for a
    /// folder of cards, `cards/` with three named out of order.
    final class Pictures {
        let folder: URL
        var red: String { folder.appendingPathComponent("red.png").path }
        var blue: String { folder.appendingPathComponent("blue.png").path }
        var cards: String { folder.appendingPathComponent("cards").path }

        init() throws {
            folder = try CLITests.temporaryDirectory()
            try ImageFile.savePNG(Bitmap(width: 60, height: 40, fill: .opaque(230, 20, 20)), to: red)
            try ImageFile.savePNG(Bitmap(width: 40, height: 60, fill: .opaque(20, 30, 230)), to: blue)
            try FileManager.default.createDirectory(atPath: cards, withIntermediateDirectories: true)
            for (n, grey) in [(10, 40), (2, 120), (1, 200)] {
                let bitmap = Bitmap(width: 30, height: 30, fill: .opaque(UInt32(grey), UInt32(grey), UInt32(grey)))
                try ImageFile.savePNG(bitmap, to: cards + "/card \(n).png")
            }
            try Data("not a picture".utf8).write(to: URL(fileURLWithPath: cards + "/notes.txt"))
        }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    /// The share of the picture's pixels within 12 levels of the opaque colour (r, g, b).
    static func share(of color: (Int, Int, Int), in bitmap: Bitmap) -> Double {
        var count = 0
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            for p in pixels {
                let r = Int(p & 0xFF), g = Int((p >> 8) & 0xFF), b = Int((p >> 16) & 0xFF)
                if abs(r - color.0) <= 12, abs(g - color.1) <= 12, abs(b - color.2) <= 12, p >> 24 == 255 { count += 1 }
            }
        }
        return Double(count) / Double(max(1, bitmap.pixels.count))
    }

    @Test func aDropOnTheLeftHalfSetsTheFirstPageAndOnTheRightTheSecond() throws {
        let pictures = try Pictures()
        let driver = try SessionDriver(["--mode", "fold"], width: 320, height: 200)
        #expect(driver.session.hint.contains("drop a picture on the left half for the first page, on the right half for the second page"),
                "\(driver.session.hint)")
        #expect(Self.share(of: (230, 20, 20), in: driver.scenePicture()) == 0)
        driver.send(.dropFile(pictures.red, x: 60, y: 100))
        var content = driver.session.resources.content
        #expect(content.first?.width == 60 && content.second == nil)
        #expect(driver.message == "first page: red.png")
        // The fold at its start shows the first page: the scene was built again with it.
        #expect(Self.share(of: (230, 20, 20), in: driver.scenePicture()) > 0.1)

        driver.send(.dropFile(pictures.blue, x: 300, y: 20))
        content = driver.session.resources.content
        #expect(content.first?.width == 60 && content.second?.width == 40, "the right half did not set the second page")
        #expect(driver.message == "second page: blue.png")
        // Each row knows the file it shows: what "save preset" names.
        #expect(driver.session.contentRows == [ContentRow(slot: ContentSlot(.first, "first page"), shows: "red.png", path: pictures.red),
                                               ContentRow(slot: ContentSlot(.second, "second page"), shows: "blue.png",
                                                          path: pictures.blue)])
    }

    @Test func aTallWindowHasTopAndBottomHalvesAndOneSlotTakesEitherHalf() throws {
        let pictures = try Pictures()
        let tall = try SessionDriver(["--mode", "page"], width: 200, height: 320)
        #expect(tall.session.hint.contains("on the top half for the first page, on the bottom half for the second page"))
        tall.send(.dropFile(pictures.blue, x: 190, y: 300))
        #expect(tall.session.resources.content.first == nil && tall.session.resources.content.second?.width == 40)
        tall.send(.dropFile(pictures.red, x: 190, y: 10))
        #expect(tall.session.resources.content.first?.width == 60)

        let pop = try SessionDriver(["--mode", "pop"], width: 320, height: 200)
        #expect(pop.session.hint.contains("drop a picture on the window for the picture"))
        pop.send(.dropFile(pictures.red, x: 300, y: 190))
        #expect(pop.session.resources.content.first?.width == 60 && pop.session.resources.content.second == nil)
        #expect(pop.message == "picture: red.png")
        #expect(pop.session.contentRows.map(\.slot.name) == ["picture"])
    }

    @Test func swapTradesThePagesAndBuiltInGoesBackToTheDrawnArt() throws {
        let pictures = try Pictures()
        let driver = try SessionDriver(["--mode", "fold"], width: 320, height: 200)
        let drawn = driver.scenePicture()
        driver.send(.dropFile(pictures.red, x: 10, y: 10))
        driver.send(.dropFile(pictures.blue, x: 310, y: 10))
        driver.session.edit(.swap, at: driver.time)
        driver.settle()
        let swapped = driver.session.resources.content
        #expect(swapped.first?.width == 40 && swapped.second?.width == 60, "not swapped")
        #expect(driver.session.contentNames.first == "blue.png" && driver.session.contentNames.second == "red.png")
        #expect(driver.message == "swapped: first page blue.png, second page red.png")
        let shown = driver.scenePicture()
        #expect(Self.share(of: (20, 30, 230), in: shown) > 0.05 && Self.share(of: (230, 20, 20), in: shown) == 0,
                "the fold does not start on the swapped first page")

        driver.session.edit(.builtIn(.first), at: driver.time)
        driver.settle()
        #expect(driver.session.resources.content.first == nil && driver.session.resources.content.second?.width == 60)
        #expect(driver.message == "first page: built-in")
        #expect(driver.session.contentRows.map(\.shows) == [nil, "red.png"])
        driver.session.edit(.builtIn(.second), at: driver.time)
        #expect(driver.scenePicture() == drawn, "built-in is not the drawn art again")
    }

    @Test func aFolderGivesTheCardsInNameOrderAndOnePictureIsOneMoreCard() throws {
        let pictures = try Pictures()
        let driver = try SessionDriver(["--mode", "cards"], width: 320, height: 200)
        #expect(driver.session.hint.contains("drop a folder of pictures for the card pictures"))
        driver.send(.dropFile(pictures.cards, x: 300, y: 100))
        let cards = driver.session.resources.content.cards
        #expect(cards.count == 3, "\(driver.message ?? "")")
        // "card 1", "card 2", "card 10", as a file manager sorts them.
        #expect(cards.map { $0.pixels[0] & 0xFF } == [200, 120, 40])
        #expect(driver.message == "card pictures: cards (3 pictures)")
        #expect(driver.session.contentRows == [ContentRow(slot: ContentSlot(.cards, "card pictures"), shows: "cards (3 pictures)",
                                                          path: pictures.cards)])

        driver.send(.dropFile(pictures.red, x: 10, y: 10))
        #expect(driver.session.resources.content.cards.count == 4)
        #expect(driver.message == "card 4: red.png")
        #expect(driver.session.contentRows.first?.shows == "4 pictures: card 1.png, card 2.png, card 10.png, …")
        // Cards dropped one by one come from no folder a preset could name.
        #expect(driver.session.contentRows.first?.path == nil)
        driver.session.edit(.builtIn(.cards), at: driver.time)
        #expect(driver.session.resources.content.cards.isEmpty && driver.session.contentRows.first?.shows == nil)

        // A folder where a page goes is refused in one message; nothing is read.
        let fold = try SessionDriver(["--mode", "fold"], width: 320, height: 200)
        fold.send(.dropFile(pictures.cards, x: 10, y: 10))
        #expect(fold.message == "cards is a folder: a folder of pictures is for cards; drop one picture here")
        #expect(fold.session.resources.content.isEmpty && !fold.session.inbox.isBusy)
    }

    @Test func theBoardSaysItShowsFlightsAndABadFileChangesNothing() throws {
        let pictures = try Pictures()
        let board = try SessionDriver(["--mode", "flip"], width: 320, height: 200)
        #expect(!board.session.hint.contains("drop"))
        #expect(board.session.contentRows.isEmpty)
        board.send(.dropFile(pictures.red, x: 10, y: 10))
        #expect(board.message == "the board shows flights, not pictures (--flights FILE sets them)")
        #expect(board.session.resources.content.isEmpty)

        let fold = try SessionDriver(["--mode", "fold"], width: 320, height: 200)
        fold.send(.dropFile(pictures.red, x: 10, y: 10))
        fold.send(.dropFile(pictures.cards + "/notes.txt", x: 10, y: 10))
        #expect(fold.message == "notes.txt is not an image this program can read")
        #expect(fold.session.resources.content.first?.width == 60 && fold.session.contentNames.first == "red.png")
    }

    /// The panel's content section lists the mode's own slots, in its words.
    @Test(arguments: Mode.allCases)
    func thePanelsContentSectionHasTheModesSlots(mode: Mode) throws {
        let driver = try SessionDriver(["--mode", mode.rawValue], width: 200, height: 120)
        let rows = driver.session.contentRows
        #expect(rows.map(\.slot) == SceneCatalog.contentSlots(for: mode))
        #expect(rows.allSatisfy { $0.shows == nil })
    }

    /// Transparent: the window's frame shows a checkerboard under the scene (8-pixel
    /// squares, white and #CCCCCC), the screenshot has alpha 0 there and the same scene.
    @Test func aTransparentBackgroundIsACheckerboardInTheWindowAndAlphaInAScreenshot() throws {
        let driver = try SessionDriver(["--mode", "fold", "--background", "transparent"], width: 320, height: 200)
        driver.press("d")   // no HUD nor hint over the corner
        let frame = driver.frame()
        let shot = driver.scenePicture()
        let page = driver.session.scene.contentFrame
        let inside = (Int(page.x + page.width / 2), Int(page.y + page.height / 2))
        #expect(page.x >= 17, "the page leaves no room for the corner: \(page)")
        #expect(frame[1, 1] == .opaque(255, 255, 255) && frame[9, 1] == .opaque(204, 204, 204)
                && frame[9, 9] == .opaque(255, 255, 255), "no checkerboard under the scene")
        #expect(shot[1, 1] == .transparent && shot[9, 1] == .transparent, "the screenshot is not transparent there")
        #expect(shot[inside.0, inside.1].bits >> 24 == 255 && frame[inside.0, inside.1] == shot[inside.0, inside.1],
                "the page is not the same in the window and the screenshot")
        #expect(WindowRecorder.format(asked: .mp4, background: .transparent) == .webm)
        #expect(WindowRecorder.format(asked: .mp4, background: .scene) == .mp4)
    }

    @Test func aColourBackgroundIsTheBackdropOfFrameAndScreenshot() throws {
        let driver = try SessionDriver(["--mode", "fold", "--background", "#336699"], width: 320, height: 200)
        driver.press("d")
        #expect(driver.frame()[1, 1] == .opaque(0x33, 0x66, 0x99))
        #expect(driver.scenePicture()[1, 1] == .opaque(0x33, 0x66, 0x99))
        #expect(throws: Error.self) { try SessionDriver(["--background", "#33669"]) }
    }

    /// The remembered settings hold settings only: after pictures were dropped and a
    /// setting changed, every remembered file's keys are settings of its group, no file
    /// names a picture, and a new window starts on the built-in art.
    @Test func rememberedSettingsDoNotRememberPictures() throws {
        let pictures = try Pictures()
        let folder = try SettingsMemoryTests.folder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let memory = SettingsMemory(folder: folder.path)
        let driver = try SessionDriver(["--mode", "fold"], width: 320, height: 200, memory: memory)
        driver.send(.dropFile(pictures.red, x: 10, y: 10))
        driver.send(.dropFile(pictures.blue, x: 310, y: 10))
        driver.press("p")
        driver.session.finish(at: driver.time)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files == ["fold.json"], "\(files)")
        let text = try String(contentsOfFile: folder.appendingPathComponent("fold.json").path, encoding: .utf8)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let names = Set(SettingsMemory.group(of: .fold).settings.map(\.name))
        #expect(Set(json.keys).isSubset(of: names), "not settings: \(Set(json.keys).subtracting(names))")
        #expect(!text.contains("red") && !text.contains("blue") && !text.contains(pictures.folder.path))

        let next = try SessionDriver(["--mode", "fold"], width: 320, height: 200, memory: memory)
        #expect(next.session.resources.content.isEmpty && next.session.contentRows.allSatisfy { $0.shows == nil })
    }

    /// The pictures given on the command line are named in the content section as dropped
    /// ones are: the files' names, the cards' folder and its pictures in card order.
    @Test func theCommandLinesPicturesAreNamedAsDroppedOnesAre() throws {
        let names = ContentNames(given: try ContentArguments.parse(["--image", "/somewhere/trips.png", "--to", "trip.png"]))
        #expect(names.name(of: .first) == "trips.png" && names.name(of: .second) == "trip.png" && names.cards.isEmpty)
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for file in ["b.png", "a 10.png", "a 2.png"] {
            try ImageFile.savePNG(Bitmap(width: 2, height: 2, fill: .opaque(9, 9, 9)), to: dir.appendingPathComponent(file).path)
        }
        let cards = ContentNames(given: try ContentArguments.parse(["--images", dir.path]))
        #expect(cards.cards == ["a 2.png", "a 10.png", "b.png"])
        #expect(cards.name(of: .cards) == "\(dir.lastPathComponent) (3 pictures)")
        #expect(ContentNames(given: try ContentArguments.parse([])) == ContentNames())
    }
}
