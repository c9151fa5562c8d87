import Scenes

/// The keys a mode reads itself (`Scene.controls`): the window knows none of them.
extension PreviewSession {
    /// Hands `key`, pressed at `time`, to the scene shown and says what it did; a key that
    /// only other modes read says which modes those are. A key may turn one of the scene's
    /// settings (the fold's P, the board's T): the window takes them, so every mode keeps
    /// them.
    ///
    /// A key's change is one undo step, named by the key and what it said ("P:
    /// perspective high"); only the settings the key turned are taken (an art setting
    /// whose art is still being drawn keeps the window's value).
    ///
    /// While comparing, a key that moves the scene (the board's next flight) moves A's too;
    /// one that turns a setting is B's alone (A's settings are fixed). It moves the
    /// recording's stage likewise.
    func sceneKey(_ key: SceneKey, at time: Double) {
        let before = scene.settings
        let said = scene.handleKey(key)
        if let text = said ?? SceneCatalog.elsewhereMessage(for: key, shown: scene.mode) {
            say(text, at: time)
        }
        if scene.settings == before, let reference = shownReference { _ = reference.handleKey(key) }
        // A key that moves the scene (the board's next flight) moves the recording's stage
        // too (`--record-size`); one that turns a setting reaches it with the settings.
        if scene.settings == before, let stage = currentStage, stage.scene !== scene { _ = stage.scene.handleKey(key) }
        var turned = settings
        for setting in SettingsMemory.group(of: scene.mode).settings where setting.differs(before, scene.settings) {
            setting.copy(from: scene.settings, into: &turned)
        }
        change(to: turned, at: time, as: said.map { key.label + ": " + $0 })
    }
}

extension SceneKey {
    /// The key as the help names it: "P", "←".
    var label: String {
        switch self {
        case .left: "←"
        case .right: "→"
        case .up: "↑"
        case .down: "↓"
        case .character(let c): String(c).uppercased()
        }
    }
}
