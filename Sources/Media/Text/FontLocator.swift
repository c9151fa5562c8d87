/// Where DejaVu Sans lives on the usual Linux distributions.
///
/// Debian and Ubuntu (package fonts-dejavu-core) come first; Fedora, Arch and a local
/// install follow, so the program also runs where people build it by hand.
enum FontLocator {
    static let regularCandidates = [
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
        "/usr/share/fonts/dejavu/DejaVuSans.ttf",
        "/usr/share/fonts/TTF/DejaVuSans.ttf",
        "/usr/local/share/fonts/DejaVuSans.ttf",
    ]
    static let boldCandidates = regularCandidates.map {
        String($0.dropLast(".ttf".count)) + "-Bold.ttf"
    }

    /// The first candidate that is a regular file, or nil.
    static func first(of candidates: [String]) -> String? {
        candidates.first { path in
            if case .file = FileSystem.entry(at: path) { return true }
            return false
        }
    }
}
