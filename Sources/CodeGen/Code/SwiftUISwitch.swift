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
        code.line("/// \(play.what) from `source` to `detail` when `isShowingDetail` turns true, and back when it")
        code.line("/// turns false: drop it where the two screens would be switched, e.g.")
        code.line("///     \(name)(isShowingDetail) { InboxList() } detail: { MessageView() }")
        code.line("/// with a button or a selection setting `isShowingDetail` (the container plays the change itself). In a")
        code.line("/// NavigationStack, whose push takes no custom transition, it is the stack's root switching on the selection.")
        code.line("/// Each view is built once: its closure is called once, here, and the view stays in one place of")
        code.line("/// the tree, so its state and scroll position live through every change. While the change plays")
        code.line("/// it is hidden and its halves are drawn from one ImageRenderer picture of it (ImageRenderer draws")
        code.line("/// SwiftUI's own views, a UIKit-backed one such as a Map showing its placeholder, and draws a view from")
        code.line("/// its value: what it keeps in its own @State shows as it starts, what it reads from a model as it is).")
        code.line("struct \(name)<Source: View, Detail: View>: View {")
        code.line("let isShowingDetail: Bool", indent: 4)
        code.line("let source: Source", indent: 4)
        code.line("let detail: Detail", indent: 4)
        code.line("/// The transition's progress while it plays; at rest between changes.", indent: 4)
        for variable in play.progress { code.line("@State private var \(variable)", indent: 4) }
        code.line("/// The two pictures it plays between, and whether it plays.", indent: 4)
        code.line("@State private var from: Image?", indent: 4)
        code.line("@State private var to: Image?", indent: 4)
        code.line("@State private var playing = false", indent: 4)
        code.line("@Environment(\\.displayScale) private var displayScale", indent: 4)
        code.line("")
        code.line("init(_ isShowingDetail: Bool, @ViewBuilder source: () -> Source, @ViewBuilder detail: () -> Detail) {", indent: 4)
        code.line("self.isShowingDetail = isShowingDetail", indent: 8)
        code.line("self.source = source()", indent: 8)
        code.line("self.detail = detail()", indent: 8)
        code.line("}", indent: 4)
        code.line("")
        code.line("var body: some View {", indent: 4)
        code.line("GeometryReader { proxy in", indent: 8)
        code.line("ZStack(alignment: .topLeading) {", indent: 12)
        code.comment("Each side once, always in this place; shown when it is the side at rest.", indent: 16)
        code.line("source", indent: 16)
        code.line(".opacity(!playing && !isShowingDetail ? 1 : 0)", indent: 20)
        code.line(".allowsHitTesting(!playing && !isShowingDetail)", indent: 20)
        code.line("detail", indent: 16)
        code.line(".opacity(!playing && isShowingDetail ? 1 : 0)", indent: 20)
        code.line(".allowsHitTesting(!playing && isShowingDetail)", indent: 20)
        code.comment("Always here, so its progress animates from the value it had (a view inserted in the", indent: 16)
        code.comment("change itself would start at the end); seen only while the change plays.", indent: 16)
        code.line(play.transition, indent: 16)
        code.line(".opacity(playing ? 1 : 0)", indent: 20)
        code.line(".allowsHitTesting(false)", indent: 20)
        code.line("}", indent: 12)
        code.line(".onChange(of: isShowingDetail) { _, showing in", indent: 12)
        code.line("change(to: showing, size: proxy.size)", indent: 16)
        code.line("}", indent: 12)
        code.line("}", indent: 8)
        code.line("}", indent: 4)
        code.line("")
        code.line("/// Pictures each side once at `size` and plays from the side shown to the other (back: the", indent: 4)
        code.line("/// same transition from the detail to the source).", indent: 4)
        code.line("@MainActor private func change(to showing: Bool, size: CGSize) {", indent: 4)
        code.line("let sourcePicture = picture(of: source, size: size), detailPicture = picture(of: detail, size: size)", indent: 8)
        code.line("(from, to) = showing ? (sourcePicture, detailPicture) : (detailPicture, sourcePicture)", indent: 8)
        code.line("playing = true", indent: 8)
        for line in play.play { code.line(line, indent: 8) }
        code.line("}", indent: 4)
        code.line("")
        code.line("/// Back at rest: the side now shown is live again and the progress is ready for the next change.", indent: 4)
        code.line("@MainActor private func finish() {", indent: 4)
        code.line("playing = false", indent: 8)
        code.line("(from, to) = (nil, nil)", indent: 8)
        code.line(play.reset, indent: 8)
        code.line("}", indent: 4)
        code.line("")
        code.line("/// `view` drawn once at `size` and the screen's scale.", indent: 4)
        code.line("@MainActor private func picture<V: View>(of view: V, size: CGSize) -> Image? {", indent: 4)
        code.line("let renderer = ImageRenderer(content: view.frame(width: size.width, height: size.height))", indent: 8)
        code.line("renderer.scale = displayScale", indent: 8)
        code.line("return renderer.cgImage.map { Image(decorative: $0, scale: displayScale) }", indent: 8)
        code.line("}", indent: 4)
        code.line("}")
        code.line("")
        preview(&code, name)
    }

    /// Two sample screens (an inbox and a message) switched by a tap, and `#Preview` of them:
    /// a macro outside any stub, so the tests parse it (`swiftc -parse`) rather than type-check it.
    private static func preview(_ code: inout CodeText, _ name: String) {
        code.line("/// Two sample screens, an inbox and a message: tap to switch.")
        code.line("private struct \(name)Sample: View {")
        code.line("@State private var isShowingDetail = false", indent: 4)
        code.line("")
        code.line("var body: some View {", indent: 4)
        code.line("\(name)(isShowingDetail) {", indent: 8)
        code.line("ZStack {", indent: 12)
        code.line("Color(red: 0.93, green: 0.95, blue: 1)", indent: 16)
        code.line("VStack(alignment: .leading, spacing: 16) {", indent: 16)
        code.line("ForEach(1...8, id: \\.self) { Text(\"Message \\($0)\") }", indent: 20)
        code.line("}", indent: 16)
        code.line("}", indent: 12)
        code.line("} detail: {", indent: 8)
        code.line("ZStack {", indent: 12)
        code.line("Color(red: 1, green: 0.95, blue: 0.88)", indent: 16)
        code.line("Text(\"Message 1\")", indent: 16)
        code.line("}", indent: 12)
        code.line("}", indent: 8)
        code.line(".onTapGesture { isShowingDetail.toggle() }", indent: 8)
        code.line("}", indent: 4)
        code.line("}")
        code.line("")
        code.line("#Preview {")
        code.line("\(name)Sample()", indent: 4)
        code.line("}")
    }
}
