@testable import foldpreview
import Scenes
import Testing

/// A long session's memory is bounded: however many sizes the window takes, the session
/// keeps one scene a mode, all at the window's size now, and once the art for a new size
/// is made the heap the old size freed is given back.
@Suite struct SessionMemoryTests {
    @Test func resizesThroughManySizesKeepOneSceneAModeAndGiveTheHeapBack() throws {
        let driver = try SessionDriver(["--mode", "fold"], width: 320, height: 200, buildAhead: true)
        let sizes = [(200, 120), (640, 400), (250, 500), (480, 300), (300, 180), (520, 260)]
        for (width, height) in sizes {
            driver.host.drawableSize = (width, height)
            driver.host.windowSize = (width, height)
            driver.session.handle(.resized, at: driver.time)
            #expect(driver.session.requests.heapTrim, "a resize marks the heap to be given back")
            driver.settle()
            #expect(!driver.session.requests.heapTrim, "the heap was not given back at \(width)x\(height)")
            let shelf = driver.session.shelf.scenes
            #expect(shelf.count <= Mode.allCases.count)
            #expect(shelf.values.allSatisfy { $0.viewSize == [Double(width), Double(height)] },
                    "a scene of another size is kept at \(width)x\(height)")
        }
        #expect(driver.session.shelf.scenes.count == Mode.allCases.count, "the modes are built ahead")
    }
}
