import Scenes

/// The scenes the session keeps, one a mode, with their state across mode switches: which
/// have appeared (a scene's `appear` runs once), which picture each shows (the session
/// counts dropped pictures), the mode a switch waits for while the worker builds it, and
/// whether the other modes were asked for at the window's size yet.
struct SceneShelf {
    private(set) var scenes: [Mode: any Scene] = [:]
    private var appeared: Set<Mode> = []
    private var pictures: [Mode: Int] = [:]
    /// How many pictures were dropped: the one every scene should show.
    private(set) var picture = 0
    /// A mode switch waiting for its scene to be built.
    var wanted: Mode?
    /// True once the other modes were asked for at the window's size.
    var builtAhead = false

    /// A shelf holding `first`, the scene shown at the start.
    init(first: any Scene) {
        keep(first)
    }

    subscript(mode: Mode) -> (any Scene)? { scenes[mode] }

    /// Keeps `scene` as its mode's, showing the current picture.
    mutating func keep(_ scene: any Scene) {
        scenes[scene.mode] = scene
        pictures[scene.mode] = picture
    }

    /// Marks `scene` as shown; true the first time (its `appear` is due).
    mutating func appear(_ scene: any Scene) -> Bool { appeared.insert(scene.mode).inserted }

    /// True when `scene` shows the pictures as they are now (or shows none).
    func hasPicture(_ scene: any Scene) -> Bool { !SceneCatalog.showsPictures(scene.mode) || pictures[scene.mode] == picture }

    /// New pictures: the scenes that show them, but `mode`'s, are dropped (built again
    /// with them when switched to); `mode`'s shows the last ones until its new art comes.
    mutating func newPicture(keeping mode: Mode) {
        picture += 1
        for (other, _) in scenes where SceneCatalog.showsPictures(other) && other != mode { scenes[other] = nil }
        builtAhead = false
    }
}
