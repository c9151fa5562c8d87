// swift-tools-version:6.0
import PackageDescription

// Release builds of the pixel code target Haswell-class x86 (AVX2, FMA), which roughly
// doubles the throughput of the span loops; exclusivity checks are off in the hot modules.
// Debug builds optimize these modules too (debug info and overflow checks kept): at -Onone
// a frame takes about nine times as long (`bench --mode fold`, 1280x800: 32 ms against
// 3.6 ms here), and every test and debug run that draws frames waits on it. The test
// targets stay at -Onone.
let fast: [SwiftSetting] = [
    .unsafeFlags(["-target-cpu", "haswell"], .when(platforms: [.linux], configuration: .release)),
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
    .unsafeFlags(["-O"], .when(configuration: .debug)),
]

let package = Package(
    name: "FoldPreview",
    products: [
        .executable(name: "foldpreview", targets: ["foldpreview"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Pixels: bitmaps, textures, 4x4 maths, the convex-polygon rasterizer, paints, blur.
        .target(name: "Raster", swiftSettings: fast),
        // Time: timing curves, basic animations, springs, decay.
        .target(name: "Motion", swiftSettings: fast),
        // The Core Animation layer model, flattened into a draw list.
        .target(name: "Stage", dependencies: ["Raster"], swiftSettings: fast),
        // One type per mode.
        .target(name: "Scenes", dependencies: ["Raster", "Motion", "Stage"], swiftSettings: fast),
        // Every mode as code (the originals' libraries, UIKit, SwiftUI, Compose) and as a web
        // page, from the scenes' settings and layer trees; nothing but the executable needs it.
        .target(name: "CodeGen", dependencies: ["Raster", "Motion", "Stage", "Scenes"]),
        // SDL2, SDL2_image and SDL2_ttf, found with pkg-config.
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev"])]
        ),
        // FFmpeg's headers (Debian's libav*-dev). The libraries are not linked: FFmpegLoader
        // loads them on first use, which keeps their ~200 dependencies out of every start.
        .systemLibrary(
            name: "CFFmpeg",
            providers: [.apt(["libavcodec-dev", "libavformat-dev", "libavfilter-dev", "libswscale-dev", "libavutil-dev"])]
        ),
        .target(name: "FFmpegLoader", linkerSettings: [.linkedLibrary("dl")]),
        // The image decoder's C calls Swift cannot make: dying with its parent (prctl), its
        // pipes and start (GNU extensions to posix_spawn), its capped stderr (fopencookie).
        .target(name: "ParentDeath"),
        // Files and glyphs: image decode/encode, video encoding, text rasterization, the
        // flights file (no window).
        .target(name: "Media", dependencies: ["Raster", "CSDL2", "CFFmpeg", "FFmpegLoader"], swiftSettings: fast),
        // Dear ImGui (Debian's libimgui-dev, C++ only) for the window's tuning panel, behind a
        // plain C header (ImGuiBridge) so Swift needs no C++ interop; the panel is drawn
        // with SDL_RenderGeometryRaw by the bridge.
        .systemLibrary(name: "CImGui", pkgConfig: "imgui", providers: [.apt(["libimgui-dev"])]),
        .target(name: "ImGuiBridge", dependencies: ["CImGui", "CSDL2"]),
        .executableTarget(
            name: "foldpreview",
            dependencies: [
                "Raster", "Motion", "Stage", "Scenes", "CodeGen", "Media", "CSDL2", "ImGuiBridge", "ParentDeath",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: fast
        ),
        // What more than one test target measures (not shipped).
        .target(name: "TestSupport", dependencies: ["Raster", "CTestSupport"], path: "Tests/TestSupport"),
        .target(name: "CTestSupport", path: "Tests/CTestSupport"),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Media", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "TestSupport"]),
        .testTarget(name: "StageTests", dependencies: ["Stage", "Raster"]),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "Stage", "Raster", "Media"], resources: [.copy("Golden")]),
        .testTarget(name: "CodeGenTests", dependencies: ["CodeGen", "Scenes", "Stage", "Raster", "Motion"]),
        .testTarget(name: "MediaTests", dependencies: ["Media", "Raster", "Scenes", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "CLITests", dependencies: ["foldpreview", "CodeGen", "Media", "Raster", "Scenes", "TestSupport"], exclude: ["Fixtures"]),
    ],
    cxxLanguageStandard: .cxx17
)
