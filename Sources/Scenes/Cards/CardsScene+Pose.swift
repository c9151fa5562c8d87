import Raster

extension CardsScene {
    /// `render`'s pose for the stack: `--offset X` (0…the stack's range, default 400 or the
    /// range's end when shorter), or
    /// alone `--progress P` as the scroll fraction; with `--selected K` the switch to
    /// card K's layout at `--progress` (default 1). A sequence films the switch, or
    /// without a selection a scroll through the whole stack.
    public func pose(for request: PoseRequest) throws(SettingError) -> ScenePose {
        let range = layout.maxOffset
        let given = try request.number("offset", in: 0...range, unit: "points")
        let initial = layout.initialOffset
        let meaning = textures.content.cards.isEmpty ? " (the card titled 'Item K')" : " (the K-th picture, from 0)"
        guard let index = try request.integer("selected", in: 0...(layout.cardCount - 1), meaning: meaning) else {
            if request.progress != nil, given != nil {
                throw SettingError("give either --offset X or --progress P (P·\(DecimalText.shortest(range)) points), not "
                                   + "both; with --selected K, --progress is how far the selection has gone")
            }
            if request.isSequence, given != nil {
                throw SettingError("for cards --frames films a scroll through the whole stack, or with --selected K "
                                   + "the switch to its layout at --offset")
            }
            let offset = given ?? request.progress.map { $0 * range } ?? initial
            return ScenePose { [self] fraction in show(offset: fraction.map { $0 * range } ?? offset) }
        }
        let offset = given ?? initial, progress = request.progress ?? 1
        return ScenePose { [self] fraction in
            show(offset: offset)
            select(index, progress: fraction ?? progress)
        }
    }
}
