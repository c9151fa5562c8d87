import Scenes

/// The keys a mode reads itself (`Scene.controls`): the window knows none of them.
extension PreviewSession {
    /// Hands `key`, pressed at `time`, to the scene shown and says what it did; a key that
    /// only other modes read says which modes those are. A key may turn one of the scene's
    /// settings (the fold's P, the board's T): the window takes them, so every mode keeps
    /// them.
    func sceneKey(_ key: SceneKey, at time: Double) {
        if let text = scene.handleKey(key) ?? SceneCatalog.elsewhereMessage(for: key, shown: scene.mode) {
            say(text, at: time)
        }
        settings = scene.settings
    }
}
