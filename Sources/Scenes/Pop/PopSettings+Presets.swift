/// Popping's FoldingView on pop's spring: its own spring (the originals), pop's
/// `POPSpringAnimation` defaults (bounciness 4, speed 12: tension 342.1, friction 30.49,
/// mass 1; `POPAnimationExtras.mm`), and Popping's dials before it sets mass 2 and tension
/// 200. The speed goes first: each dial's effect reads the other.
extension PopSettings {
    public static let presets: [SettingPreset] = [
        .originals("Popping's FoldingView",
                   detail: "bounciness 18, then mass 2 and tension 200 (FoldingView.m), the rest as Popping has it"),
        SettingPreset("pop's POPSpringAnimation defaults",
                      detail: "pop.speed 12, pop.bounciness 4 (POPSpringAnimation.h): tension 342.1, friction 30.49, mass 1",
                      entries: [(speed.name, "12"), (bounciness.name, "4")]),
        SettingPreset("Popping's dials alone",
                      detail: "pop.speed 12, pop.bounciness 18: pop's spring before Popping sets mass 2 and tension 200",
                      entries: [(speed.name, "12"), (bounciness.name, "18")]),
    ]
}
