/// The folding-cell list's design in points (Ramotion's demo: `FoldingCell.swift`,
/// `Main.storyboard`).
package enum CellLayout {
    /// The phone column the list is laid out in.
    static let columnWidth = 375.0
    /// The phone's height the column is fitted to (the list scrolls beyond it).
    static let screenHeight = 667.0
    /// The foreground card's inset from the column's sides and its corner radius.
    static let inset = 20.0
    static let cornerRadius = 10.0
    /// Foreground (and container) top within the row, and the foreground's height F.
    package static let cardTop = 7.0
    package static let foregroundHeight = 165.0
    /// The demo's strip height for the panels after the first two: (479 − 330) / 2.
    package static let stripHeight = 74.5
    /// Closed row height; an open row is the container's height plus 9 (488 for 479).
    package static let closedRowHeight = 179.0
    package static let openRowExtra = 9.0
    /// Space above the first row and below the last.
    static let topInset = 12.0
    static let bottomInset = 24.0

    /// Card width: the column less both insets (335 pt).
    package static var cardWidth: Double { columnWidth - 2 * inset }

    /// The container's height C for `itemCount` panels: 2F + (itemCount − 2)·h.
    package static func containerHeight(itemCount: Int) -> Double {
        2 * foregroundHeight + Double(itemCount - 2) * stripHeight
    }

    package static func openRowHeight(itemCount: Int) -> Double {
        containerHeight(itemCount: itemCount) + openRowExtra
    }

    /// Where panel k starts inside the container, points: 0, F, 2F, 2F + h, …; k = itemCount
    /// gives the container's height.
    static func panelTop(_ k: Int, itemCount: Int) -> Double {
        switch k {
        case ...0: return 0
        case 1: return foregroundHeight
        default: return 2 * foregroundHeight + Double(Swift.min(k, itemCount) - 2) * stripHeight
        }
    }
}
