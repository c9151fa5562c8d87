import Dispatch
import Media
import Scenes
import Synchronization

/// The window's first scene, made on another thread while SDL opens the window (under
/// Xvfb here opening it takes about 60 ms): laid out at half the window's width and
/// height, so its art is a quarter of the pixels. The first frame is drawn from it,
/// stretched; the full art follows from the `ArtWorker`, taken into this same scene.
final class FirstScene: Sendable {
    /// The fast art's view size for a window of `size` pixels.
    static func fastSize(_ size: (width: Int, height: Int)) -> SIMD2<Double> {
        [Double(max(1, size.width / 2)), Double(max(1, size.height / 2))]
    }

    /// What crosses between the threads: the resources (the text renderer is thread-safe)
    /// and the made scene, which only the frame thread touches once handed over.
    private struct Resources: @unchecked Sendable { let value: SceneResources }
    private struct Made: @unchecked Sendable { let scene: any Scene }
    private let made = Mutex<Made?>(nil)
    private let done = DispatchSemaphore(value: 0)

    /// Starts making `options`' first scene for a window of `options.size` points (at one
    /// pixel a point; a HiDPI window only stretches the fast art further).
    init(options: PreviewOptions, text: TextRenderer) {
        let resources = Resources(value: SceneResources(text: text, content: options.scene.content,
                                                        flights: options.scene.flights))
        let settings = options.scene.settings, mode = options.mode, size = Self.fastSize(options.size)
        DispatchQueue.global(qos: .userInteractive).async { [self] in
            let scene = SceneCatalog.make(mode: mode, viewSize: size, resources: resources.value, settings: settings)
            // All its art here too: the frame thread never draws a card or a cell's.
            scene.drawArt()
            made.withLock { $0 = Made(scene: scene) }
            done.signal()
        }
    }

    /// The scene, once made (waits for it).
    var scene: any Scene {
        done.wait()
        done.signal()
        return made.withLock { $0!.scene }
    }
}
