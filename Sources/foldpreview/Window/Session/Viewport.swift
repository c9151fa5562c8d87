extension PreviewSession {
    /// The window's drawable: its size in pixels, pixels per point, whether it shows, and
    /// (under an address space limit) how large it may grow.
    struct Viewport {
        var drawable = (width: 1, height: 1)
        var pixelScale = (x: 1.0, y: 1.0)
        var minimized = false
        var room = ResourceLimits.WindowRoom()
    }
}
