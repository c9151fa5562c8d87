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
        code.lines("""
            /**
             * \(play.what) between the screens of [targetState], as AnimatedContent switches them:
             *     \(name)(isShowingDetail) { showing -> if (showing) MessageScreen() else InboxScreen() }
             * As a navigation-compose destination switch, over the back stack's route:
             *     val entry by navController.currentBackStackEntryAsState()
             *     \(name)(entry?.destination?.route) { route -> if (route == \"message\") MessageScreen() else InboxScreen() }
             * Each screen is composed once ([content] called once per state shown, keyed by it, so it keeps
             * its state and scroll position) and recorded once as it draws; every half is drawn from that recording.
             */
            @Composable
            fun <S> \(name)(
                targetState: S,
                modifier: Modifier = Modifier,
                content: @Composable (S) -> Unit,
            ) {
                // The states shown: the one at rest, or the one being left and the target while it plays.
                var states by remember { mutableStateOf(listOf(targetState)) }
            """)
        for name in play.progress { code.line("val \(name) = remember { Animatable(0f) }", indent: 4) }
        code.lines("""
                val fromLayer = rememberGraphicsLayer()
                val toLayer = rememberGraphicsLayer()
                LaunchedEffect(targetState) {
                    val from = states.last()
                    if (from == targetState) return@LaunchedEffect
                    states = listOf(from, targetState)
            """)
        for line in play.play { code.line(line, indent: 8) }
        code.lines("""
                    states = listOf(targetState)
                }
                val playing = states.size == 2
                Box(modifier) {
                    for (state in states) {
                        key(state) {
                            val layer = if (playing && state == states.first()) fromLayer else toLayer
                            // Composed once, recorded once; drawn here at rest, by the halves while it plays.
                            Box(Modifier.fillMaxSize().drawWithContent {
                                layer.record { this@drawWithContent.drawContent() }
                                if (!playing) drawLayer(layer)
                            }) { content(state) }
                        }
                    }
                    if (playing) {
            """)
        code.line(play.transition, indent: 12)
        code.lines("""
                    }
                }
            }

            /** Two sample screens, an inbox and a message: tap to switch. */
            @Preview
            @Composable
            private fun \(name)Preview() {
                var isShowingDetail by remember { mutableStateOf(false) }
                \(name)(isShowingDetail, Modifier.fillMaxSize().clickable { isShowingDetail = !isShowingDetail }) { showing ->
                    if (showing) {
                        Box(Modifier.fillMaxSize().background(Color(1f, 0.95f, 0.88f))) { BasicText(\"Message 1\") }
                    } else {
                        Column(Modifier.fillMaxSize().background(Color(0.93f, 0.95f, 1f))) {
                            for (n in 1..8) BasicText(\"Message $n\")
                        }
                    }
                }
            }
            """)
    }
}
