import Foundation
import Media
import Scenes

/// The names of the person's pictures the window shows (`SceneContent` holds their pixels):
/// what the panel's content section and the messages call them. Session state, not a
/// setting: nothing of it is remembered (`SettingsMemory` keeps settings only).
struct ContentNames: Equatable {
    /// The file shown as the first / second slot; nil: the built-in art.
    var first: String?
    var second: String?
    /// The cards' pictures, by file name in card order, and the folder they came from
    /// (nil when they were dropped one by one).
    var cards: [String] = []
    var cardsFolder: String?
    /// Where each part's pictures were read from (a file; the cards' folder), as given or
    /// dropped: what a saved preset names. No entry for cards dropped one by one.
    var paths: [ContentSlot.Part: String] = [:]

    /// No pictures: every slot shows the built-in art.
    init() {}

    /// The names of the pictures `given` on the command line (`--image`, `--to`, the
    /// `--images` folder and its pictures in card order).
    init(given: ContentArguments) {
        first = given.image.first.map(Self.file)
        second = given.to.first.map(Self.file)
        paths[.first] = given.image.first
        paths[.second] = given.to.first
        if let folder = given.images.first {
            paths[ContentSlot.Part.cards] = folder
            cardsFolder = Self.file(folder)
            cards = ((try? PictureFolder.imagePaths(in: folder)) ?? []).map(Self.file)
        }
    }

    /// The name of what `part` shows, nil for the built-in art.
    func name(of part: ContentSlot.Part) -> String? {
        switch part {
        case .first: first
        case .second: second
        default:
            // The cards' pictures (the part's case is spelled out nowhere here: this
            // program names no mode, and the part shares the cards' name).
            cardsFolder.map { "\($0) (\(Self.count(cards.count)))" }
                ?? (cards.count == 1 ? cards[0] : cards.isEmpty ? nil : "\(Self.count(cards.count)): "
                    + cards.prefix(3).joined(separator: ", ") + (cards.count > 3 ? ", …" : ""))
        }
    }

    /// "1 picture", "5 pictures".
    static func count(_ n: Int) -> String { n == 1 ? "1 picture" : "\(n) pictures" }

    /// The last part of `path` ("screen2.png"; a folder's name without its final slash).
    static func file(_ path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        // Shown to a person: a byte that is not UTF-8 as `\xNN`.
        return PathBytes.shown((trimmed as NSString).lastPathComponent)
    }
}

/// A change the panel's content section asks for.
enum ContentEdit: Equatable {
    /// The first and second slots trade pictures (fold's pages, the cell's face and content).
    case swap
    /// The slot goes back to the drawn art.
    case builtIn(ContentSlot.Part)
}

/// Where a drop lands: which of a mode's slots the point picks.
enum DropTarget {
    /// The slot of `slots` a drop at (`x`, `y`) pixels in a scene area of `area` pixels
    /// fills: with a first and a second slot, the left half the first and the right the
    /// second (top and bottom when the area is taller than wide); with one, that one; nil
    /// for a mode with none.
    static func slot(in slots: [ContentSlot], x: Double, y: Double, area: (width: Int, height: Int)) -> ContentSlot? {
        guard let firstSlot = slots.first else { return nil }
        guard slots.count > 1 else { return firstSlot }
        let upright = area.height > area.width
        let along = upright ? y : x, half = Double(upright ? area.height : area.width) / 2
        return along < half ? firstSlot : slots[1]
    }

    /// The first-run hint's sentence about drops for `slots` in an area of `area` pixels:
    /// "drop a picture on the left half for the first page, on the right half for the
    /// second page"; nil for a mode with none.
    static func hint(for slots: [ContentSlot], area: (width: Int, height: Int)) -> String? {
        guard let firstSlot = slots.first else { return nil }
        if firstSlot.part == ContentSlot.Part.cards {
            return "drop a folder of pictures for the \(firstSlot.name), or pictures one by one to add them"
        }
        guard slots.count > 1 else { return "drop a picture on the window for the \(firstSlot.name)" }
        let (one, other) = area.height > area.width ? ("top", "bottom") : ("left", "right")
        return "drop a picture on the \(one) half for the \(firstSlot.name), on the \(other) half for the \(slots[1].name)"
    }
}
