import Testing
@testable import Scenes

/// The modes' own keys (`Scene.handleKey`, listed in `Scene.controls`): P, O and U turn the
/// fold's and the page's style in their own settings and say what they set.
@Suite struct SceneKeysTests {
    @Test func theFoldsKeysCycleItsPerspectiveAndTurnItsStyle() {
        let scene = FoldScene(mode: .cubic, viewSize: [200, 160])
        let said = (0..<6).map { _ in scene.handleKey(.character("p")) }
        #expect(said == ["perspective high", "perspective low", "perspective none", "perspective inverse",
                         "perspective normal", "perspective high"])
        #expect(scene.settings[FoldSettings.eyeDistance] == FoldScene.Perspective.high.eyeDistance)
        // A distance that is no preset goes to normal.
        scene.settings[FoldSettings.eyeDistance] = 7
        #expect(scene.handleKey(.character("p")) == "perspective normal")
        #expect(scene.handleKey(.character("o")) == "orientation horizontal")
        #expect(scene.settings[FoldSettings.orientation] == .horizontal)
        #expect(scene.handleKey(.character("o")) == "orientation vertical")
        #expect(scene.handleKey(.character("u")) == "unfold" && scene.settings[FoldSettings.unfold])
        #expect(scene.handleKey(.character("u")) == "fold" && !scene.settings[FoldSettings.unfold])
        #expect(scene.handleKey(.character("t")) == nil && scene.handleKey(.left) == nil)
    }

    @Test func thePagesKeysTurnItsStyle() {
        let scene = PageScene(viewSize: [200, 160])
        #expect(scene.handleKey(.character("p")) == "perspective reverse")
        #expect(scene.handleKey(.character("o")) == "orientation vertical")
        #expect(scene.handleKey(.character("u")) == "direction backward")
        #expect(scene.settings[PageSettings.perspective] == .reverse && scene.settings[PageSettings.orientation] == .vertical
                && scene.settings[PageSettings.direction] == .backward)
        #expect(scene.handleKey(.character("p")) == "perspective normal")
    }

    /// Every key a scene lists it handles, and a key it does not list changes nothing.
    @Test func aSceneReadsTheKeysItListsAndNoOthers() {
        let keys: [SceneKey] = [.left, .right, .up, .down] + "abcdefghijklmnopqrstuvwxyz".map { .character($0) }
        for (type, modes) in SceneCatalog.sceneTypes {
            let listed = type.controls.flatMap(\.keys)
            let scene = SceneCatalog.make(mode: modes[0], viewSize: [120, 90], resources: SceneResources())
            let before = scene.settings
            for key in keys where !listed.contains(key) {
                #expect(scene.handleKey(key) == nil && scene.settings == before, "\(modes[0]) reads \(key) unlisted")
            }
        }
    }
}
