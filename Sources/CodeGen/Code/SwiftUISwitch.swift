/// The drop-in form of the fold's, cubic's and page's SwiftUI: a container a state change
/// drives, `<Prefix>Switch(isShowingDetail) { source } detail: { detail }`, and a `#Preview`
/// of two sample screens.
///
/// Each view is built once. A SwiftUI view's identity is its place in the tree: the same view
/// written in two places (one per half) is two instances, each with its own `@State` and
/// scroll position, so a live list would lose both. The container calls each content closure
/// once, in its initialiser, and keeps that view in one fixed place of a `ZStack` for its whole
/// life, hidden while the transition plays. The halves are drawn from one `ImageRenderer`
/// picture of each side taken as the change starts: rotation3DEffect turns a view, not a part of
/// one, so two halves turning apart need two views, and a picture can be shown twice where a
/// live view cannot. The transition view (`<Prefix>Transition`, `PageTurn`) is the same maths
/// as before, given those pictures.
enum SwiftUISwitch {
    /// What a mode's container animates: its progress variables (`name: Type = 0`), the
    /// transition it shows between two pictures `from` and `to`, the lines that play it
    /// (ending in a `completion: { finish() }`), and the line that puts the progress back at
    /// rest.
    struct Play {
        let prefix: String
        let what: String
        let progress: [String]
        let transition: String
        let play: [String]
        let reset: String
    }

    /// The header's lines: the usage line and how each view is built once.
    static func usage(_ prefix: String) -> [String] {
        ["Use: \(prefix)Switch(isShowingDetail) { InboxList() } detail: { MessageView() }; set isShowingDetail to play it.",
         "Each view is built once and stays in place (its state and scroll position live on); the halves are",
         "drawn from one ImageRenderer picture of each side, since one live view cannot be shown in two places."]
    }

    /// Writes the container `<prefix>Switch` and its sample preview.
    static func write(_ code: inout CodeText, _ play: Play) {
        let name = play.prefix + "Switch"
        code.lines("""
            /// \(play.what) from `source` to `detail` when `isShowingDetail` turns true, and back when it
            /// turns false: drop it where the two screens would be switched, e.g.
            ///     \(name)(isShowingDetail) { InboxList() } detail: { MessageView() }
            /// with a button or a selection setting `isShowingDetail` (the container plays the change itself). In a
            /// NavigationStack, whose push takes no custom transition, it is the stack's root switching on the selection.
            /// Each view is built once: its closure is called once, here, and the view stays in one place of
            /// the tree, so its state and scroll position live through every change. While the change plays
            /// it is hidden and its halves are drawn from one ImageRenderer picture of it (ImageRenderer draws
            /// SwiftUI's own views, a UIKit-backed one such as a Map showing its placeholder, and draws a view from
            /// its value: what it keeps in its own @State shows as it starts, what it reads from a model as it is).
            struct \(name)<Source: View, Detail: View>: View {
                let isShowingDetail: Bool
                let source: Source
                let detail: Detail
                /// The transition's progress while it plays; at rest between changes.
            """)
        for variable in play.progress { code.line("@State private var \(variable)", indent: 4) }
        code.lines("""
                /// The two pictures it plays between, and whether it plays.
                @State private var from: Image?
                @State private var to: Image?
                @State private var playing = false
                @Environment(\\.displayScale) private var displayScale

                init(_ isShowingDetail: Bool, @ViewBuilder source: () -> Source, @ViewBuilder detail: () -> Detail) {
                    self.isShowingDetail = isShowingDetail
                    self.source = source()
                    self.detail = detail()
                }

                var body: some View {
                    GeometryReader { proxy in
                        ZStack(alignment: .topLeading) {
                            // Each side once, always in this place; shown when it is the side at rest.
                            source
                                .opacity(!playing && !isShowingDetail ? 1 : 0)
                                .allowsHitTesting(!playing && !isShowingDetail)
                            detail
                                .opacity(!playing && isShowingDetail ? 1 : 0)
                                .allowsHitTesting(!playing && isShowingDetail)
                            // Always here, so its progress animates from the value it had (a view inserted in the
                            // change itself would start at the end); seen only while the change plays.
            """)
        code.line(play.transition, indent: 16)
        code.lines("""
                                .opacity(playing ? 1 : 0)
                                .allowsHitTesting(false)
                        }
                        .onChange(of: isShowingDetail) { _, showing in
                            change(to: showing, size: proxy.size)
                        }
                    }
                }

                /// Pictures each side once at `size` and plays from the side shown to the other (back: the
                /// same transition from the detail to the source).
                @MainActor private func change(to showing: Bool, size: CGSize) {
                    let sourcePicture = picture(of: source, size: size), detailPicture = picture(of: detail, size: size)
                    (from, to) = showing ? (sourcePicture, detailPicture) : (detailPicture, sourcePicture)
                    playing = true
            """)
        for line in play.play { code.line(line, indent: 8) }
        code.lines("""
                }

                /// Back at rest: the side now shown is live again and the progress is ready for the next change.
                @MainActor private func finish() {
                    playing = false
                    (from, to) = (nil, nil)
            """)
        code.line(play.reset, indent: 8)
        code.lines("""
                }

                /// `view` drawn once at `size` and the screen's scale.
                @MainActor private func picture<V: View>(of view: V, size: CGSize) -> Image? {
                    let renderer = ImageRenderer(content: view.frame(width: size.width, height: size.height))
                    renderer.scale = displayScale
                    return renderer.cgImage.map { Image(decorative: $0, scale: displayScale) }
                }
            }

            """)
        preview(&code, name)
    }

    /// Two sample screens (an inbox and a message) switched by a tap, and `#Preview` of them:
    /// a macro outside any stub, so the tests parse it (`swiftc -parse`) rather than type-check it.
    private static func preview(_ code: inout CodeText, _ name: String) {
        code.lines("""
            /// Two sample screens, an inbox and a message: tap to switch.
            private struct \(name)Sample: View {
                @State private var isShowingDetail = false

                var body: some View {
                    \(name)(isShowingDetail) {
                        ZStack {
                            Color(red: 0.93, green: 0.95, blue: 1)
                            VStack(alignment: .leading, spacing: 16) {
                                ForEach(1...8, id: \\.self) { Text(\"Message \\($0)\") }
                            }
                        }
                    } detail: {
                        ZStack {
                            Color(red: 1, green: 0.95, blue: 0.88)
                            Text(\"Message 1\")
                        }
                    }
                    .onTapGesture { isShowingDetail.toggle() }
                }
            }

            #Preview {
                \(name)Sample()
            }
            """)
    }
}
