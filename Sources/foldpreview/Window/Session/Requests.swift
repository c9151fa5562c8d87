/// What the session has been asked to do at a coming turn, each until it is done: draw a
/// frame for a change (input, a resize, a message), take a screenshot once the picture has
/// its own art, quit, and give back the heap a resize freed once the new size's art is made.
struct Requests {
    /// A frame is wanted for a change, whatever else runs; a drawn frame answers it.
    var frame = true
    /// F12 (or a script's): taken of the next frame drawn with the picture's own art.
    var screenshot = false
    /// The window is closing; no later event is handled.
    var quit = false
    /// The window changed size: the heap the old size's bitmaps held is given back
    /// (`HeapTuning.release`) once the art for every mode at the new size is made.
    var heapTrim = false

    /// True when the screenshot asked for is due now, the picture being `ready` (drawn with
    /// its own art); it is then no longer asked for.
    mutating func takeScreenshot(ready: Bool) -> Bool {
        guard screenshot, ready else { return false }
        screenshot = false
        return true
    }

    /// True when the heap is to be given back now, the new size's art being `made`; it is
    /// then no longer due.
    mutating func takeHeapTrim(made: Bool) -> Bool {
        guard heapTrim, made else { return false }
        heapTrim = false
        return true
    }
}
