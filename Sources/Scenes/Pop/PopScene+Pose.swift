extension PopScene {
    /// What starts the spring in a `render --time` pose.
    enum SpringStart: String, CaseIterable { case release, poke }

    /// `render`'s pose for pop: the top half held at `--angle DEG` (−180…180, or
    /// θ = −180°·P from `--progress`), or the spring `--time T` seconds (to the nearest
    /// 60 Hz frame) after
    /// `--after release` (let go at the angle, default −180°) or `--after poke` (from the
    /// angle, default 0). A sequence spans progress 0…1, or with `--time` films 0…T.
    public func pose(for request: PoseRequest) throws(SettingError) -> ScenePose {
        let degrees = try request.number("angle", in: -180...180, unit: "degrees",
                                         meaning: " (θ: −180 is folded flat over the bottom)")
        if degrees != nil, request.progress != nil { throw SettingError("give either --angle or --progress, not both") }
        let after = request.options["after"]?.typed
        if after != nil, request.options["time"] == nil {
            throw SettingError("--after needs --time T: the seconds after the release or poke to show")
        }
        guard let time = try request.number("time", in: 0...3600, unit: "seconds") else {
            if degrees != nil, request.isSequence {
                throw SettingError("--frames spans the fold 0…1; with --angle, add --time T to film the spring")
            }
            guard let degrees else { return .progress(of: self, request) }
            return ScenePose { [self] _ in hold(at: degrees * .pi / 180) }
        }
        guard let start = SpringStart(rawValue: (after ?? "release").lowercased()) else {
            throw SettingError("--after must be release or poke, got '\(after ?? "")'")
        }
        let startDegrees = degrees ?? request.progress.map { -180 * $0 } ?? (start == .release ? -180 : 0)
        return ScenePose { [self] fraction in
            hold(at: startDegrees * .pi / 180)
            switch start {
            case .release: release()
            case .poke: poke()
            }
            // In the window's 60 Hz frames (the time taken to the nearest one): pop tests
            // convergence on the values of successive frames, so the spring ends where the
            // window's would and a later time never shows it moving again.
            let frames = Int((time * (fraction ?? 1) * 60).rounded())
            for _ in 0..<frames { advance(by: 1.0 / 60) }
        }
    }
}
