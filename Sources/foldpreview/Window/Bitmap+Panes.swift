import Raster

/// A/B's frame is put together from two scenes' bitmaps (`PreviewSession+Comparison`): each
/// copied into its pane of the scene area, row by row.
extension Bitmap {
    /// Copies `source` into `pane` (which must lie inside this bitmap), only the columns of
    /// `columns` (this bitmap's x). A source of another size than the pane (a scene whose
    /// art is still drawn for the pane's size) is stretched to it, nearest pixel.
    mutating func place(_ source: Bitmap, in pane: Comparison.Pane, columns: Range<Int>) {
        let x0 = max(pane.x, columns.lowerBound), x1 = min(pane.x + pane.width, columns.upperBound, width)
        let y0 = max(pane.y, 0), y1 = min(pane.y + pane.height, height)
        guard x0 < x1, y0 < y1, source.width > 0, source.height > 0 else { return }
        let same = source.width == pane.width && source.height == pane.height
        let width = self.width, sourceWidth = source.width
        // The source column of each destination column, worked out once, not per row.
        let sourceColumns = same ? [] : (x0..<x1).map { min(sourceWidth - 1, ($0 - pane.x) * sourceWidth / pane.width) }
        source.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for y in y0..<y1 {
                    let sy = same ? y - pane.y : min(source.height - 1, (y - pane.y) * source.height / pane.height)
                    let row = dst.baseAddress! + y * width, sourceRow = src.baseAddress! + sy * sourceWidth
                    if same {
                        (row + x0).update(from: sourceRow + (x0 - pane.x), count: x1 - x0)
                    } else {
                        for (i, sx) in sourceColumns.enumerated() { row[x0 + i] = sourceRow[sx] }
                    }
                }
            }
        }
    }

    /// Fills `pane`'s columns of `columns` with `pixel`.
    mutating func fill(_ pane: Comparison.Pane, columns: Range<Int>, with pixel: Pixel) {
        let x0 = max(pane.x, columns.lowerBound, 0), x1 = min(pane.x + pane.width, columns.upperBound, width)
        let y0 = max(pane.y, 0), y1 = min(pane.y + pane.height, height)
        guard x0 < x1, y0 < y1 else { return }
        let width = self.width, bits = pixel.bits
        pixels.withUnsafeMutableBufferPointer { dst in
            for y in y0..<y1 { (dst.baseAddress! + y * width + x0).update(repeating: bits, count: x1 - x0) }
        }
    }
}
