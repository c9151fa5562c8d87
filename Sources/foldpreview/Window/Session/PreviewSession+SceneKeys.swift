import Scenes

/// The keys a mode reads itself (`Scene.controls`): the window knows none of them.
extension PreviewSession {
    /// Hands `key`, pressed at `time`, to the scene shown and says what it did; a key that
    /// only other modes read says which modes those are. A key may turn one of the scene's
    /// settings (the fold's P, the board's T): the window takes them, so every mode keeps
    /// them.
    ///
    /// While comparing, a key that moves the scene (the board's next flight) moves A's too;
    /// one that turns a setting is B's alone (A's settings are fixed).
    func sceneKey(_ key: SceneKey, at time: Double) {
        let before = scene.settings
        if let text = scene.handleKey(key) ?? SceneCatalog.elsewhereMessage(for: key, shown: scene.mode) {
            say(text, at: time)
        }
        if scene.settings == before, let reference = shownReference { _ = reference.handleKey(key) }
        settings = scene.settings
    }
}
