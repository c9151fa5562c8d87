import Raster
@testable import Scenes
import Testing

/// The person's two pictures through the two-page modes (issue 24 §1, §3): fold, cubic and
/// page start on the first and land on the second, each drawn flat at the page rect as the
/// built-in pages are (≤ 1 level), both in sight half way; contain letterboxes on the
/// page's paper, cover crops.
@Suite struct PagePicturesTests {
    /// 300 × 200, red-ish with a white mark top left and a black one bottom right.
    static let first: Bitmap = {
        var image = Bitmap(width: 300, height: 200, fill: .opaque(208, 64, 48))
        for y in 20..<80 { for x in 20..<120 { image[x, y] = .opaque(255, 255, 255) } }
        for y in 120..<180 { for x in 150..<280 { image[x, y] = .opaque(0, 0, 0) } }
        return image
    }()

    /// 120 × 240 (another shape), blue-ish with a yellow mark near the top.
    static let second: Bitmap = {
        var image = Bitmap(width: 120, height: 240, fill: .opaque(48, 80, 192))
        for y in 30..<90 { for x in 30..<90 { image[x, y] = .opaque(255, 230, 0) } }
        return image
    }()

    static let viewSize = SIMD2<Double>(480, 300)

    /// A scene of `mode` showing both pictures, fitted by `fit`, with `settings`.
    static func scene(_ mode: Mode, fit: PictureFit = .contain, settings: [String] = []) throws -> any Scene {
        var values = SettingValues()
        try SettingsRegistry.standard.apply(assignments: settings, to: &values)
        let content = SceneContent(first: first, second: second, fit: fit)
        return SceneCatalog.make(mode: mode, viewSize: viewSize, resources: SceneResources(content: content),
                                 settings: values)
    }

    /// The page rect of a fold or page scene.
    static func pageRect(_ scene: any Scene) -> (x: Int, y: Int, width: Int, height: Int) {
        if let fold = scene as? FoldScene { return fold.pageRect }
        return (scene as! PageScene).pageRect
    }

    /// The largest channel difference between `frame`'s pixels in `rect` and `expected`
    /// (the rect's size), read through buffer pointers.
    static func difference(_ frame: Bitmap, at rect: (x: Int, y: Int, width: Int, height: Int), _ expected: Bitmap) -> Int {
        precondition(expected.width == rect.width && expected.height == rect.height)
        var worst = 0
        frame.pixels.withUnsafeBufferPointer { f in
            expected.pixels.withUnsafeBufferPointer { e in
                for y in 0..<rect.height {
                    for x in 0..<rect.width {
                        let p = f[(rect.y + y) * frame.width + rect.x + x], q = e[y * rect.width + x]
                        for shift in stride(from: UInt32(0), to: 32, by: 8) {
                            worst = max(worst, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
                        }
                    }
                }
            }
        }
        return worst
    }

    /// How many pixels in `rect` are red-ish (the first picture's ground) and blue-ish
    /// (the second's), whatever their shading.
    static func colourCounts(_ frame: Bitmap, in rect: (x: Int, y: Int, width: Int, height: Int)) -> (red: Int, blue: Int) {
        var red = 0, blue = 0
        frame.pixels.withUnsafeBufferPointer { f in
            for y in rect.y..<(rect.y + rect.height) {
                for x in rect.x..<(rect.x + rect.width) {
                    let p = Pixel(bits: f[y * frame.width + x])
                    let (r, b) = (Int(p.r), Int(p.b))
                    if r > b + 60 && Int(p.g) < r - 60 { red += 1 }
                    if b > r + 60 && Int(p.g) < b - 40 { blue += 1 }
                }
            }
        }
        return (red, blue)
    }

    /// The ends are each picture drawn flat at the page rect (≤ 1 level); half way holds
    /// both. The rect takes the first picture's aspect (300:200).
    @Test(arguments: [Mode.fold, .cubic, .page])
    func theTransitionStartsOnTheFirstPictureAndLandsOnTheSecond(mode: Mode) throws {
        let scene = try Self.scene(mode)
        let rect = Self.pageRect(scene)
        #expect(abs(Double(rect.width) / Double(rect.height) - 1.5) < 0.02, "\(rect)")
        let start = PictureFit.contain.picture(Self.first, width: rect.width, height: rect.height)
        let end = PictureFit.contain.picture(Self.second, width: rect.width, height: rect.height)
        scene.progress = 0
        #expect(Self.difference(render(scene), at: rect, start) <= 1, "\(mode) at 0")
        scene.progress = 1
        #expect(Self.difference(render(scene), at: rect, end) <= 1, "\(mode) at 1")
        scene.progress = 0.5
        let (red, blue) = Self.colourCounts(render(scene), in: rect)
        let area = rect.width * rect.height
        #expect(red > area / 20 && blue > area / 20, "\(mode) at 0.5: \(red) red, \(blue) blue of \(area)")
    }

    /// MPFoldTransition's unfold shows fromView first too: the animation starts at α = 90°
    /// (progress 1) on the first picture and opens onto the second at α = 0.
    @Test(arguments: [Mode.fold, .cubic])
    func anUnfoldAlsoStartsOnTheFirstPicture(mode: Mode) throws {
        let scene = try Self.scene(mode, settings: ["fold.unfold=true"])
        let rect = Self.pageRect(scene)
        let start = PictureFit.contain.picture(Self.first, width: rect.width, height: rect.height)
        let end = PictureFit.contain.picture(Self.second, width: rect.width, height: rect.height)
        scene.progress = 1
        #expect(Self.difference(render(scene), at: rect, start) <= 1)
        scene.progress = 0
        #expect(Self.difference(render(scene), at: rect, end) <= 1)
        // A played unfold lands on the second picture, which is then the first of the next.
        scene.play()
        #expect(Self.difference(render(scene), at: rect, start) <= 1)
        scene.advance(by: 10)
        #expect(!scene.isAnimating)
        #expect(Self.difference(render(scene), at: rect, end) <= 1)
    }

    /// After a completed turn the pages swap: the next turn goes from the second picture
    /// back to the first, and again.
    @Test(arguments: [Mode.fold, .page])
    func turnsAlternateBetweenThePictures(mode: Mode) throws {
        let scene = try Self.scene(mode)
        let rect = Self.pageRect(scene)
        let pictures = [Self.first, Self.second].map { PictureFit.contain.picture($0, width: rect.width, height: rect.height) }
        for turn in 0..<3 {
            #expect(Self.difference(render(scene), at: rect, pictures[turn % 2]) <= 1, "before turn \(turn)")
            scene.play()
            scene.advance(by: 10)
            #expect(Self.difference(render(scene), at: rect, pictures[(turn + 1) % 2]) <= 1, "after turn \(turn)")
        }
    }

    /// Contain shows the whole 1:2 picture centred on the 3:2 page, the bands the page's
    /// paper; cover fills the page with its centred middle. Checked against a direct
    /// mapping of page pixels to picture pixels (away from the edges of its blocks).
    @Test(arguments: [PictureFit.contain, .cover])
    func aPictureOfAnotherShapeIsFittedOrCropped(fit: PictureFit) throws {
        let scene = try Self.scene(.fold, fit: fit)
        let rect = Self.pageRect(scene)
        scene.progress = 1
        let frame = render(scene)
        #expect(Self.difference(frame, at: rect, fit.picture(Self.second, width: rect.width, height: rect.height)) <= 1)
        let (iw, ih) = (Double(Self.second.width), Double(Self.second.height))
        let scale = fit == .contain ? min(Double(rect.width) / iw, Double(rect.height) / ih)
                                    : max(Double(rect.width) / iw, Double(rect.height) / ih)
        let ox = (Double(rect.width) - iw * scale) / 2, oy = (Double(rect.height) - ih * scale) / 2
        let paper = PictureFit.paper.pixel
        var checked = 0, bands = 0
        for y in stride(from: 0, to: rect.height, by: 3) {
            for x in stride(from: 0, to: rect.width, by: 3) {
                let u = (Double(x) + 0.5 - ox) / scale, v = (Double(y) + 0.5 - oy) / scale
                let got = frame[rect.x + x, rect.y + y]
                if u < -1 || v < -1 || u > iw + 1 || v > ih + 1 {
                    #expect(pixelDifference(got, paper) <= 1, "band pixel (\(x), \(y))")
                    bands += 1
                    continue
                }
                // Only where the picture is the same colour two pixels around the sample.
                let colours = Set([(-2.0, -2.0), (2, -2), (-2, 2), (2, 2), (0, 0)].compactMap { dx, dy -> UInt32? in
                    let (px, py) = (Int(u + dx), Int(v + dy))
                    guard (0..<Self.second.width).contains(px), (0..<Self.second.height).contains(py) else { return nil }
                    return Self.second[px, py].bits
                })
                guard colours.count == 1, let colour = colours.first, u > 2, v > 2, u < iw - 2, v < ih - 2 else { continue }
                #expect(pixelDifference(got, Pixel(bits: colour)) <= 1, "page pixel (\(x), \(y))")
                checked += 1
            }
        }
        #expect(checked > 1000)
        #expect(fit == .contain ? bands > 500 : bands == 0, "\(bands) band samples")
    }

    /// A second picture alone sets the page's shape; the first page stays the landscape.
    @Test func theSecondPictureAloneShapesThePage() {
        let scene = FoldScene(viewSize: Self.viewSize, content: SceneContent(second: Self.second))
        #expect(scene.pageRect.height > scene.pageRect.width)
    }

    /// Art drawn for one content is taken only by a scene of the same content.
    @Test func artIsAdoptedOnlyFromTheSameContent() throws {
        for mode in [Mode.fold, .page, .pop, .cell, .cards] {
            let content = SceneContent(first: Self.first, second: Self.second, cards: [Self.first], fit: .contain)
            func make(_ content: SceneContent) -> any Scene {
                SceneCatalog.make(mode: mode, viewSize: Self.viewSize, resources: SceneResources(content: content))
            }
            #expect(make(content).adoptArt(from: make(content)), "\(mode)")
            var covered = content
            covered.fit = .cover
            #expect(!make(content).adoptArt(from: make(covered)), "\(mode)")
            #expect(!make(content).adoptArt(from: make(SceneContent())), "\(mode)")
        }
    }
}
