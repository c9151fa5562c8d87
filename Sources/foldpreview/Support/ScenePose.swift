import Scenes

/// A mode's own way to set up a frame for `render`, from options beyond `--progress`
/// (pop's angle and spring, the card stack's offset and selection).
protocol ScenePose {
    /// Poses `scene` for frame `fraction` of a sequence (frame i of N is i/(N − 1); a
    /// single frame is 1).
    func apply(to scene: any Scene, fraction: Double)
}
