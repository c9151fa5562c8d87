import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The card page: all sizes are fractions of the page height h (and margins of the
/// width), so it reads the same at any size.
struct CardArt {
    let width: Int, height: Int
    let text: (any TextRasterizing)?
    /// Text below this pixel size is not legible: placeholder bars are drawn instead.
    static let smallestTextSize = 7.0

    static let label = "WEEKEND PLAN"
    static let title = "Lake & Ridge"
    static let body = ["Three slow days by the lake:", "sunrise climbs, long lunches,", "last light on the water."]
    static let chips: [(text: String, fill: UInt32, ink: UInt32)] = [
        ("Hiking", 0xE0E7FF, 0x4338CA), ("Sunsets", 0xFCE7F3, 0xBE185D), ("Lakes", 0xDCFCE7, 0x15803D),
    ]
    static let chartTitle = "Elevation"
    /// Bar heights of the chart, fractions of its plot height.
    static let bars = [0.35, 0.5, 0.62, 0.48, 0.78, 0.95, 0.7, 0.56, 0.4]

    func draw() -> Bitmap {
        let w = Double(width), h = Double(height)
        let margin = (0.07 * w).rounded()
        var canvas = Canvas(width: width, height: height)

        // Paper: warm off-white, a touch darker toward the bottom.
        canvas.paint { _, y in SIMD3<Double>.hex(0xF8F5EF).mix(.hex(0xEDE8DF), smoothstep(0, h, y)) }

        // Header band: a diagonal indigo → violet → rose gradient with two soft circles.
        let band = (0.34 * h).rounded()
        canvas.blend(in: (0, 0, w, band), cover: { _, y in band - y + 0.5 }, color: { x, y in
            let t = Swift.min(Swift.max((x / w) * 0.75 + (y / Swift.max(band, 1)) * 0.25, 0), 1)
            return SIMD3<Double>.hex(0x4338CA).mix(.hex(0x7C3AED), smoothstep(0, 0.6, t))
                .mix(.hex(0xDB2777), smoothstep(0.55, 1, t))
        })
        canvas.disc(cx: w * 0.86, cy: band * 0.18, radius: band * 0.55, alpha: 0.10, color: .one)
        canvas.disc(cx: w * 0.97, cy: band * 0.85, radius: band * 0.35, alpha: 0.08, color: .one)
        // The circles must not spill below the band: repaint the paper there.
        canvas.blend(in: (0, band, w, h), cover: { _, y in y - band + 0.5 }, color: { _, y in
            SIMD3<Double>.hex(0xF8F5EF).mix(.hex(0xEDE8DF), smoothstep(0, h, y))
        })

        // Header words: a small spaced label and the big bold title.
        let labelSize = 0.05 * h, titleSize = 0.125 * h
        let labelTop = (band * 0.2).rounded()
        let titleTop = labelTop + (labelSize * 1.5).rounded()
        let white = Color(r: 1, g: 1, b: 1)
        if !words(Self.label, size: labelSize, bold: true, color: white.withAlpha(0.78),
                  x: margin, y: labelTop, maxWidth: w - 2 * margin, canvas: &canvas) {
            bar(x: margin, y: labelTop, width: 0.3 * w, size: labelSize, color: .one, alpha: 0.55, canvas: &canvas)
        }
        if !words(Self.title, size: titleSize, bold: true, color: white,
                  x: margin, y: titleTop, maxWidth: w - 2 * margin, canvas: &canvas) {
            bar(x: margin, y: titleTop, width: 0.55 * w, size: titleSize, color: .one, alpha: 0.9, canvas: &canvas)
        }

        // Body: three lines of slate grey, one size that fits the widest line.
        let bodyTop = band + (0.06 * h).rounded()
        let bodySize = fittedSize(Self.body, start: 0.052 * h, bold: false, maxWidth: w - 2 * margin)
        let lineStep = (0.052 * h * 1.45).rounded()
        for (i, line) in Self.body.enumerated() {
            let y = bodyTop + Double(i) * lineStep
            if bodySize < Self.smallestTextSize || text == nil {
                let lengths = [0.78, 0.72, 0.5]
                bar(x: margin, y: y, width: lengths[i] * (w - 2 * margin), size: 0.052 * h,
                    color: .hex(0x9AA1AE), alpha: 0.7, canvas: &canvas)
            } else {
                _ = words(line, size: bodySize, bold: false, color: Color(hex: 0x4B5563),
                          x: margin, y: y, maxWidth: .infinity, canvas: &canvas)
            }
        }

        // Chips: rounded pills, tinted, with their word in a deeper shade.
        let chipTop = bodyTop + 3 * lineStep + (0.035 * h).rounded()
        let chipHeight = (0.085 * h).rounded()
        let chipTextSize = 0.045 * h
        var x = margin
        for chip in Self.chips {
            let textWidth = textSize(chip.text, size: chipTextSize, bold: true)?.width
            let chipWidth = textWidth.map { Double($0) + 2 * (0.04 * h).rounded() } ?? 0.2 * w
            guard x + chipWidth <= w - margin / 2 else { break }
            canvas.roundedRect(x: x, y: chipTop, width: chipWidth, height: chipHeight, radius: chipHeight / 2) { _, _ in
                .hex(chip.fill)
            }
            if let textWidth, let size = textSize(chip.text, size: chipTextSize, bold: true) {
                let tx = x + ((chipWidth - Double(textWidth)) / 2).rounded()
                let ty = chipTop + ((chipHeight - Double(size.height)) / 2).rounded()
                _ = words(chip.text, size: chipTextSize, bold: true, color: Color(hex: chip.ink),
                          x: tx, y: ty, maxWidth: .infinity, canvas: &canvas)
            } else {
                bar(x: x + 0.2 * chipWidth, y: chipTop + chipHeight * 0.3, width: 0.6 * chipWidth,
                    size: chipHeight * 0.4, color: .hex(chip.ink), alpha: 0.5, canvas: &canvas)
            }
            x += chipWidth + (0.025 * w).rounded()
        }

        // Chart panel: a white rounded card with a soft shadow, a caption and bars.
        let panelTop = chipTop + chipHeight + (0.05 * h).rounded()
        let panelHeight = h - panelTop - (0.06 * h).rounded()
        guard panelHeight > 4 else { return canvas.bitmap(dither: .hashed(grain: 0.8)) }
        let panelWidth = w - 2 * margin
        let radius = 0.035 * h
        // Soft shadow: a few growing, faint rounded rects (a cheap blur), offset down.
        for k in 1...4 {
            let spread = Double(k) * 0.006 * h
            canvas.roundedRect(x: margin - spread, y: panelTop + 0.01 * h - spread + spread,
                               width: panelWidth + 2 * spread, height: panelHeight + 2 * spread,
                               radius: radius + spread, alpha: 0.025) { _, _ in .hex(0x1F2340) }
        }
        canvas.roundedRect(x: margin, y: panelTop, width: panelWidth, height: panelHeight, radius: radius) { _, _ in
            .one
        }
        let inset = (0.04 * h).rounded()
        let captionSize = 0.045 * h
        if !words(Self.chartTitle, size: captionSize, bold: true, color: Color(hex: 0x6B7280),
                  x: margin + inset, y: panelTop + inset * 0.8, maxWidth: panelWidth * 0.4, canvas: &canvas) {
            bar(x: margin + inset, y: panelTop + inset, width: panelWidth * 0.22, size: captionSize,
                color: .hex(0x9AA1AE), alpha: 0.7, canvas: &canvas)
        }
        // Bars on the right 58 %, rising from a baseline, indigo to violet.
        let plotLeft = margin + panelWidth * 0.38, plotRight = margin + panelWidth - inset
        let plotBottom = panelTop + panelHeight - inset * 0.8, plotTop = panelTop + inset * 0.8
        let slot = (plotRight - plotLeft) / Double(Self.bars.count)
        for (i, value) in Self.bars.enumerated() {
            let barHeight = value * (plotBottom - plotTop)
            let left = plotLeft + Double(i) * slot + slot * 0.18
            let top = plotBottom - barHeight
            canvas.roundedRect(x: left, y: top, width: slot * 0.64, height: barHeight + slot * 0.3,
                               radius: slot * 0.2) { _, y in
                SIMD3<Double>.hex(0x8B5CF6).mix(.hex(0x6366F1), smoothstep(top, plotBottom, y))
            }
        }
        // Cover the bars' rounded bottoms with the panel's white and draw the baseline.
        canvas.blend(in: (plotLeft, plotBottom, plotRight, plotBottom + slot * 0.35),
                     cover: { _, y in y - plotBottom + 0.5 }, color: { _, _ in .one })
        canvas.blend(in: (plotLeft, plotBottom - 0.5, plotRight, plotBottom + 0.5), alpha: 0.35,
                     cover: { _, _ in 1 }, color: { _, _ in .hex(0x9CA3AF) })
        return canvas.bitmap(dither: .hashed(grain: 0.8))
    }

    /// The pixel size of `string` at `size`, or nil without a rasterizer.
    private func textSize(_ string: String, size: Double, bold: Bool) -> (width: Int, height: Int)? {
        guard let text, size >= Self.smallestTextSize else { return nil }
        return text.size(of: string, pointSize: size, bold: bold)
    }

    /// The size ≤ `start` at which every line fits `maxWidth` (`TextFit`'s steps); 0 when
    /// that is below the smallest legible size, `start` without a rasterizer.
    private func fittedSize(_ lines: [String], start: Double, bold: Bool, maxWidth: Double) -> Double {
        guard let text else { return start }
        return TextFit.pointSize(of: lines, from: start, bold: bold, width: maxWidth, smallest: Self.smallestTextSize,
                                 in: text) ?? 0
    }

    /// Draws `string` with its top-left at (x, y), shrunk to fit `maxWidth`; false when
    /// there is no rasterizer or the text would be illegibly small.
    private func words(_ string: String, size: Double, bold: Bool, color: Color, x: Double, y: Double,
                       maxWidth: Double, canvas: inout Canvas) -> Bool {
        guard let text else { return false }
        let fitted = maxWidth.isFinite ? fittedSize([string], start: size, bold: bold, maxWidth: maxWidth) : size
        guard fitted >= Self.smallestTextSize else { return false }
        let image = text.image(of: string, pointSize: fitted, bold: bold, color: color)
        canvas.draw(image, x: Int(x.rounded()), y: Int(y.rounded()))
        return true
    }

    /// A rounded placeholder bar standing in for a line of text of `size` pixels.
    private func bar(x: Double, y: Double, width: Double, size: Double, color: SIMD3<Double>, alpha: Double,
                     canvas: inout Canvas) {
        let thickness = Swift.max(1, size * TextFit.placeholderThickness)
        canvas.roundedRect(x: x, y: y + size * 0.25, width: width, height: thickness, radius: thickness / 2,
                           alpha: alpha) { _, _ in color }
    }
}
