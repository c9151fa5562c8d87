/// The drop-in form of the fold's, cubic's and page's Compose: an `AnimatedContent`-style
/// composable, `<Prefix>Content(targetState) { state -> … }`, that a state change (or the
/// navigation back stack's route) drives, and an `@Preview` of two sample screens.
///
/// Each side is composed once and recorded once. As `AnimatedContent` does, every state shown
/// is composed by one call of `content`, keyed by the state, so a screen keeps its
/// composition (its remembered state, its scroll position) from being the target to being
/// left. Its box draws through `drawWithContent { layer.record { drawContent() } }` (Compose
/// 1.7's `rememberGraphicsLayer`): at rest it draws that recording itself; while the
/// transition plays it only records, and every half is drawn from the recording with
/// `drawLayer`, through the same `graphicsLayer` turns as before.
enum ComposeContent {
    /// What a mode's composable animates: its `Animatable`s' names, the transition it draws
    /// from the layers `fromLayer` and `toLayer`, and the suspending lines that play it.
    struct Play {
        let prefix: String
        let what: String
        let progress: [String]
        let transition: String
        let play: [String]
    }

    /// The imports the composable and its preview use, beside the mode's own.
    static let imports = [
        "androidx.compose.animation.core.Animatable", "androidx.compose.foundation.background",
        "androidx.compose.foundation.clickable", "androidx.compose.foundation.layout.Box",
        "androidx.compose.foundation.layout.Column", "androidx.compose.foundation.layout.Spacer",
        "androidx.compose.foundation.layout.fillMaxSize", "androidx.compose.foundation.text.BasicText",
        "androidx.compose.runtime.Composable", "androidx.compose.runtime.LaunchedEffect",
        "androidx.compose.runtime.getValue", "androidx.compose.runtime.key", "androidx.compose.runtime.mutableStateOf",
        "androidx.compose.runtime.remember", "androidx.compose.runtime.setValue", "androidx.compose.ui.Modifier",
        "androidx.compose.ui.draw.drawBehind", "androidx.compose.ui.draw.drawWithContent",
        "androidx.compose.ui.graphics.Color", "androidx.compose.ui.graphics.layer.GraphicsLayer",
        "androidx.compose.ui.graphics.layer.drawLayer", "androidx.compose.ui.graphics.rememberGraphicsLayer",
        "androidx.compose.ui.tooling.preview.Preview",
    ]

    /// The content of a half: the recording `layer` drawn at the whole page's size (the half's
    /// layout places and clips it), from a `Box(…) {` line's indent.
    static func recording(_ code: inout CodeText, indent: Int) {
        code.line(") { Spacer(Modifier.fillMaxSize().drawBehind { drawLayer(layer) }) }", indent: indent)
    }

    /// The header's lines: the usage line and how each screen is composed and recorded once.
    static func usage(_ prefix: String) -> [String] {
        ["Use: \(prefix)Content(targetState) { state -> if (state) MessageScreen() else InboxScreen() }, or over a",
         "navigation back stack's route; each screen is composed once and recorded once into a GraphicsLayer,",
         "and every half is drawn from that recording."]
    }

    /// Writes `<prefix>Content` and its sample preview.
    static func write(_ code: inout CodeText, _ play: Play) {
        let name = play.prefix + "Content"
        code.line("/**")
        code.line(" * \(play.what) between the screens of [targetState], as AnimatedContent switches them:")
        code.line(" *     \(name)(isShowingDetail) { showing -> if (showing) MessageScreen() else InboxScreen() }")
        code.line(" * As a navigation-compose destination switch, over the back stack's route:")
        code.line(" *     val entry by navController.currentBackStackEntryAsState()")
        code.line(" *     \(name)(entry?.destination?.route) { route -> if (route == \"message\") MessageScreen() else InboxScreen() }")
        code.line(" * Each screen is composed once ([content] called once per state shown, keyed by it, so it keeps")
        code.line(" * its state and scroll position) and recorded once as it draws; every half is drawn from that recording.")
        code.line(" */")
        code.line("@Composable")
        code.line("fun <S> \(name)(")
        code.line("targetState: S,", indent: 4)
        code.line("modifier: Modifier = Modifier,", indent: 4)
        code.line("content: @Composable (S) -> Unit,", indent: 4)
        code.line(") {")
        code.comment("The states shown: the one at rest, or the one being left and the target while it plays.", indent: 4)
        code.line("var states by remember { mutableStateOf(listOf(targetState)) }", indent: 4)
        for name in play.progress { code.line("val \(name) = remember { Animatable(0f) }", indent: 4) }
        code.line("val fromLayer = rememberGraphicsLayer()", indent: 4)
        code.line("val toLayer = rememberGraphicsLayer()", indent: 4)
        code.line("LaunchedEffect(targetState) {", indent: 4)
        code.line("val from = states.last()", indent: 8)
        code.line("if (from == targetState) return@LaunchedEffect", indent: 8)
        code.line("states = listOf(from, targetState)", indent: 8)
        for line in play.play { code.line(line, indent: 8) }
        code.line("states = listOf(targetState)", indent: 8)
        code.line("}", indent: 4)
        code.line("val playing = states.size == 2", indent: 4)
        code.line("Box(modifier) {", indent: 4)
        code.line("for (state in states) {", indent: 8)
        code.line("key(state) {", indent: 12)
        code.line("val layer = if (playing && state == states.first()) fromLayer else toLayer", indent: 16)
        code.comment("Composed once, recorded once; drawn here at rest, by the halves while it plays.", indent: 16)
        code.line("Box(Modifier.fillMaxSize().drawWithContent {", indent: 16)
        code.line("layer.record { this@drawWithContent.drawContent() }", indent: 20)
        code.line("if (!playing) drawLayer(layer)", indent: 20)
        code.line("}) { content(state) }", indent: 16)
        code.line("}", indent: 12)
        code.line("}", indent: 8)
        code.line("if (playing) {", indent: 8)
        code.line(play.transition, indent: 12)
        code.line("}", indent: 8)
        code.line("}", indent: 4)
        code.line("}")
        code.line("")
        code.line("/** Two sample screens, an inbox and a message: tap to switch. */")
        code.line("@Preview")
        code.line("@Composable")
        code.line("private fun \(name)Preview() {")
        code.line("var isShowingDetail by remember { mutableStateOf(false) }", indent: 4)
        code.line("\(name)(isShowingDetail, Modifier.fillMaxSize().clickable { isShowingDetail = !isShowingDetail }) { showing ->", indent: 4)
        code.line("if (showing) {", indent: 8)
        code.line("Box(Modifier.fillMaxSize().background(Color(1f, 0.95f, 0.88f))) { BasicText(\"Message 1\") }", indent: 12)
        code.line("} else {", indent: 8)
        code.line("Column(Modifier.fillMaxSize().background(Color(0.93f, 0.95f, 1f))) {", indent: 12)
        code.line("for (n in 1..8) BasicText(\"Message $n\")", indent: 16)
        code.line("}", indent: 12)
        code.line("}", indent: 8)
        code.line("}", indent: 4)
        code.line("}")
    }
}
