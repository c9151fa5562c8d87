import Foundation
import Media
import Raster
import Scenes

/// The person's own pictures in the window: dropped on a half of the window for one of the
/// mode's slots (`SceneCatalog.contentSlots`), a folder for the cards, changed in the
/// panel's content section (swap, back to the built-in art). Every picture is decoded off
/// the frame thread by the isolated decoder (`ImageInbox`), and every scene that shows
/// pictures is built again with the new `SceneContent` off the frame thread (`ArtWorker`).
/// The pictures are session state: never remembered, never in `code` or `params`.
extension PreviewSession {
    /// The places the mode shown has for pictures, in the panel's order.
    var contentSlots: [ContentSlot] { SceneCatalog.contentSlots(for: scene.mode) }

    /// The first-run hint: the scene's own, and where to drop a picture (SDL cannot show a
    /// drag over the window, so the hint says it before).
    var hint: String {
        guard let drops = DropTarget.hint(for: contentSlots, area: sceneSize) else { return scene.hint }
        return scene.hint + "\n" + drops
    }

    /// The panel's content section: each slot and the name of what it shows.
    var contentRows: [ContentRow] {
        contentSlots.map { ContentRow(slot: $0, shows: contentNames.name(of: $0.part), path: contentNames.paths[$0.part]) }
    }

    // MARK: Drops

    /// A file or folder dropped at (`x`, `y`) window points: the slot under that point
    /// (`DropTarget`) is filled once the picture is decoded off the frame thread
    /// (`showDropped`); a drop the mode has no place for is refused with a message.
    func dropped(_ path: String, x: Double, y: Double, at time: Double) {
        let name = ContentNames.file(path)
        let slots = contentSlots
        if options.verbose { emit("dropped \(name) at \(DecimalText.shortest(x)), \(DecimalText.shortest(y))") }
        let isFolder = FileSystem.isDirectory(path)
        guard let slot = DropTarget.slot(in: slots, x: x * viewport.pixelScale.x, y: y * viewport.pixelScale.y,
                                         area: sceneSize) else {
            let subject = type(of: scene).subject
            say(type(of: scene).readsFlights ? "\(subject) shows flights, not pictures (--flights FILE sets them)"
                : "\(subject) shows no pictures of yours", at: time)
            return
        }
        if isFolder, slot.part != ContentSlot.Part.cards {
            let takers = Mode.allCases.filter { SceneCatalog.contentSlots(for: $0).contains { $0.part == ContentSlot.Part.cards } }
            say("\(name) is a folder: a folder of pictures is for " + takers.map(\.rawValue).joined(separator: ", ")
                + "; drop one picture here", at: time)
            return
        }
        say("reading \(name)…", at: time)
        inbox.load(ImageInbox.Drop(path: path, part: slot.part, droppedAt: time, isFolder: isFolder))
    }

    /// Reads in `pictures` (a loaded preset's, by part) as if each were dropped on its slot.
    func readIn(_ pictures: [ContentSlot.Part: String], at time: Double) {
        for (part, path) in pictures.sorted(by: { "\($0.key)" < "\($1.key)" }) {
            say("reading \(ContentNames.file(path))…", at: time)
            inbox.load(ImageInbox.Drop(path: path, part: part, droppedAt: time, isFolder: part == ContentSlot.Part.cards))
        }
    }

    /// Takes the drops read since the last turn: a good one fills its slot (and the scenes
    /// that show pictures are built again), anything else is refused with a message, and
    /// nothing changes.
    func showDropped(at time: Double) {
        for delivery in inbox.take() {
            let name = ContentNames.file(delivery.path)
            switch delivery.result {
            case .success(let loaded):
                var content = resources.content
                var names = contentNames
                let part = delivery.drop.part
                let said: String
                switch part {
                case .first, .second:
                    let bitmap = loaded.first?.bitmap
                    if part == .first { content.first = bitmap; names.first = name } else { content.second = bitmap; names.second = name }
                    names.paths[part] = delivery.path
                    said = "\(slotName(part)): \(name)"
                default:
                    if delivery.drop.isFolder {
                        content.cards = loaded.map(\.bitmap)
                        names.cards = delivery.files.map(ContentNames.file)
                        names.cardsFolder = name
                        names.paths[part] = delivery.path
                        said = "\(slotName(part)): \(name) (\(ContentNames.count(loaded.count)))"
                    } else if content.cards.count >= PictureFolder.maximumCount {
                        say("the stack holds at most \(PictureFolder.maximumCount) cards; \(name) is left out", at: time)
                        continue
                    } else {
                        // One picture dropped on the cards is one more card (files dragged
                        // together arrive one by one, in order).
                        if names.cardsFolder != nil { names.cardsFolder = nil }
                        names.paths[part] = nil
                        content.cards += loaded.map(\.bitmap)
                        names.cards.append(name)
                        said = "card \(content.cards.count): \(name)"
                    }
                }
                showContent(content, names: names)
                log.whenReady(.drop, at: delivery.droppedAt)
                let notes = loaded.compactMap(\.note)
                say(said + (notes.isEmpty ? "" : " (" + notes.joined(separator: "; ") + ")"), at: time)
                if options.verbose { emit("image: \(delivery.path) as \(slotName(part))") }
            case .failure(let error):
                writeToStandardError("foldpreview: \(error.description)\n")
                say(delivery.drop.isFolder ? error.description : "\(name) is not an image this program can read", at: time)
            }
        }
    }

    /// What the mode shown calls `part` ("second page", "closed face"), else a plain name.
    func slotName(_ part: ContentSlot.Part) -> String {
        contentSlots.first { $0.part == part }?.name
            ?? (part == .first ? "first picture" : part == .second ? "second picture" : "pictures")
    }

    // MARK: Changes

    /// The panel's content section asked for `edit`.
    func edit(_ edit: ContentEdit, at time: Double) {
        var content = resources.content
        var names = contentNames
        switch edit {
        case .swap:
            swap(&content.first, &content.second)
            swap(&names.first, &names.second)
            (names.paths[.first], names.paths[.second]) = (names.paths[.second], names.paths[.first])
            say("swapped: \(slotName(.first)) \(names.first ?? "built-in"), \(slotName(.second)) \(names.second ?? "built-in")",
                at: time)
        case .builtIn(let part):
            switch part {
            case .first: (content.first, names.first) = (nil, nil)
            case .second: (content.second, names.second) = (nil, nil)
            default: (content.cards, names.cards, names.cardsFolder) = ([], [], nil)
            }
            names.paths[part] = nil
            say("\(slotName(part)): built-in", at: time)
        }
        showContent(content, names: names)
    }

    /// The pictures become `content` (named `names`): every scene that shows pictures is
    /// built again with them off the frame thread, the one shown first (it shows the last
    /// pictures until then), the rest when switched to. The generalised `showPicture`.
    func showContent(_ content: SceneContent, names: ContentNames) {
        log.note(.pictureShown)
        resources.content = content
        contentNames = names
        shelf.newPicture(keeping: scene.mode)
        if SceneCatalog.showsPictures(scene.mode) { art.request(artRequest(scene.mode, urgent: true), resources: resources) }
        refreshReference()
        requests.frame = true
    }
}
