import ImGuiBridge
import Scenes

/// One of the mode's slots for the person's pictures as the panel shows it: its name
/// ("second page") and what it shows (a file's name; nil for the built-in art).
struct ContentRow: Equatable {
    let slot: ContentSlot
    let shows: String?
    /// The file or folder it shows was read from (nil: the built-in art, or cards dropped
    /// one by one): what "save preset" names.
    var path: String? = nil
}

/// The panel's "content" section: the mode's slots (`SceneCatalog.contentSlots`), each
/// with the file it shows or "built-in" and a button back to the built-in art, and a swap
/// of the first and second. The pictures are the session's, not settings: the remembered
/// settings never hold them; a saved preset names the files they came from.
extension TuningPanel {
    /// The section for `rows` (none: no section), with `advice` (where to drop) under
    /// them; returns the change asked for, if any.
    func contentSection(_ rows: [ContentRow], advice: String?) -> ContentEdit? {
        guard !rows.isEmpty, igb_header("content") else { return nil }
        var edit: ContentEdit?
        for row in rows {
            igb_push_id(row.slot.name)
            defer { igb_pop_id() }
            igb_text(row.slot.name + ": " + (row.shows ?? "built-in"))
            if row.shows != nil {
                igb_same_line()
                if igb_small_button("built-in") { edit = .builtIn(row.slot.part) }
                if igb_item_hovered() { igb_tooltip("show the drawn art again") }
            }
        }
        let parts = rows.map(\.slot.part)
        if parts.contains(.first), parts.contains(.second) {
            if igb_button("swap") { edit = .swap }
            if igb_item_hovered() { igb_tooltip("the \(rows[0].slot.name) and the \(rows[1].slot.name) trade pictures") }
        }
        if let advice { igb_text_wrapped(advice) }
        return edit
    }
}
