/// Giving a running animation a new duration or curve without a jump: the value it shows
/// now stays, and it goes on from there to `to` on the new timing.
extension BasicAnimation {
    /// This animation with `duration` and `timingFunction` in place of its own, moved in
    /// time so that at `time` it shows the value it shows now: the same elapsed fraction
    /// when only the duration changes, else the point of the new curve that reaches the
    /// same progress (`TimingCurve.timeFraction(reaching:near:)`). `from`, `to` and
    /// `timeScale` stay. Before its start or after its end it only takes the new timing
    /// (nothing moves there).
    public func retimed(at time: Double, duration newDuration: Double, timingFunction curve: TimingCurve)
        -> BasicAnimation {
        var next = self
        next.duration = newDuration
        next.timingFunction = curve
        guard time.isFinite, time > start, time < endTime else { return next }
        let elapsed = (time - start) / activeDuration
        let fraction = curve == timingFunction
            ? elapsed : curve.timeFraction(reaching: timingFunction.value(at: elapsed), near: elapsed)
        next.beginTime = time - fraction * next.activeDuration
        return next
    }
}

extension TimingFunction {
    /// The time fraction x in [0, 1] at which the curve's progress is `progress`: of the
    /// several an overshooting curve may have, the one nearest `near`; where the curve
    /// never reaches it, the x whose progress is closest. Exact to about 1e-12 in x.
    public func timeFraction(reaching progress: Double, near: Double) -> Double {
        TimingCurve.timeFraction(of: value(at:), reaching: progress, near: near)
    }
}

extension TimingCurve {
    /// Samples of the curve searched for the progress asked of `timeFraction`, before the
    /// bisection narrows the one found. A spring that swings many times between its start and
    /// its end gets one sample per eighth of a swing at least.
    func inverseSamples() -> Int {
        guard case .spring(let spring) = self else { return 64 }
        return Swift.max(64, Swift.min(8192, Int(8 * spring.settlingDuration / spring.response)))
    }

    /// The time fraction x in [0, 1] at which the curve's progress is `progress`: of the
    /// several an overshooting curve or a swinging spring may have, the one nearest `near`;
    /// where the curve never reaches it, the x whose progress is closest. Exact to about
    /// 1e-12 in x.
    public func timeFraction(reaching progress: Double, near: Double) -> Double {
        Self.timeFraction(of: value(at:), reaching: progress, near: near, samples: inverseSamples())
    }

    /// `timeFraction(reaching:near:)` for any curve `value` on [0, 1], searched on `samples`
    /// intervals.
    static func timeFraction(of value: (Double) -> Double, reaching progress: Double, near: Double,
                             samples: Int = 64) -> Double {
        guard progress.isFinite else { return Swift.min(Swift.max(near.isNaN ? 0 : near, 0), 1) }
        let n = samples
        let xs = (0...n).map { Double($0) / Double(n) }
        let misses = xs.map { value($0) - progress }
        var best: (x: Double, miss: Double, distance: Double)?
        func consider(_ x: Double, miss: Double) {
            let candidate = (x: x, miss: abs(miss), distance: abs(x - near))
            if let current = best, (current.miss, current.distance) <= (candidate.miss, candidate.distance) { return }
            best = candidate
        }
        for k in 0..<n {
            // A crossing between two samples: bisect it down to the root.
            if misses[k] == 0 { consider(xs[k], miss: 0); continue }
            guard (misses[k] < 0) != (misses[k + 1] < 0) else {
                consider(xs[k], miss: misses[k])
                continue
            }
            var lower = xs[k], upper = xs[k + 1], lowerBelow = misses[k] < 0
            while upper - lower > 1e-12 {
                let middle = 0.5 * (lower + upper)
                if (value(middle) - progress < 0) == lowerBelow { lower = middle } else { upper = middle }
            }
            consider(0.5 * (lower + upper), miss: 0)
        }
        consider(xs[n], miss: misses[n])
        return best?.x ?? 0
    }
}
