/// Every mode's settings by name: what `--set`, presets and `params` look names up in.
public struct SettingsRegistry: Sendable {
    /// The settings in listing order (by mode, then as each mode declares them).
    public let all: [any AnySetting]
    private let byName: [String: any AnySetting]

    /// The registry of every mode in the catalog.
    public static let standard = SettingsRegistry(Mode.allCases.flatMap { SceneCatalog.settings(for: $0) })

    /// A registry of `settings`; a name given twice (fold and cubic share `fold.*`) is
    /// kept once, at its first place.
    public init(_ settings: [any AnySetting]) {
        var seen: [String: any AnySetting] = [:]
        var ordered: [any AnySetting] = []
        for setting in settings where seen[setting.name] == nil {
            seen[setting.name] = setting
            ordered.append(setting)
        }
        all = ordered
        byName = seen
    }

    /// The setting called `name`, or an error naming the nearest ones (a name longer than
    /// `SettingLimits.nameLength` is refused as such, unlooked-for).
    public func setting(named name: String) throws(SettingError) -> any AnySetting {
        if let found = byName[name] { return found }
        guard name.count <= SettingLimits.nameLength else {
            throw SettingError("a setting name has at most \(SettingLimits.nameLength) characters, "
                               + "got '\(SettingLimits.echo(name))'")
        }
        let near = nearestNames(to: name)
        let hint = near.isEmpty ? "" : " (did you mean \(near.joined(separator: ", "))?)"
        throw SettingError("unknown setting '\(name)'\(hint); `foldpreview params` lists them all")
    }

    /// Up to three names closest to `name` by edit distance (case-insensitive), within a
    /// third of its length; a name of another mode with the same last part comes first.
    /// None for a name over `SettingLimits.nameLength` (no setting is near it).
    public func nearestNames(to name: String) -> [String] {
        guard name.count <= SettingLimits.nameLength else { return [] }
        let wanted = name.lowercased()
        let tail = wanted.split(separator: ".").last.map(String.init) ?? wanted
        let limit = Swift.max(2, wanted.count / 3)
        let scored = all.compactMap { setting -> (String, Int)? in
            let candidate = setting.name.lowercased()
            let candidateTail = candidate.split(separator: ".").last.map(String.init) ?? candidate
            let distance = Swift.min(editDistance(wanted, candidate), editDistance(tail, candidateTail) + 1)
            return distance <= limit ? (setting.name, distance) : nil
        }
        return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(3).map(\.0)
    }

    /// Applies `NAME=VALUE` assignments in order (a later one wins).
    public func apply(assignments: [String], to values: inout SettingValues) throws(SettingError) {
        for assignment in assignments {
            guard let equals = assignment.firstIndex(of: "=") else {
                throw SettingError("--set takes NAME=VALUE (e.g. fold.duration=0.6), got '\(SettingLimits.echo(assignment))'")
            }
            let name = String(assignment[..<equals]).trimmingSpaces
            let text = String(assignment[assignment.index(after: equals)...]).trimmingSpaces
            try setting(named: name).set(text, in: &values)
        }
    }

    /// Applies a preset's entries (name, value in text form). Dials (pop's bounciness and
    /// speed, which set other settings) go first, so an explicit tension, friction or
    /// mass in the same preset wins, as a preset written by `params --json` needs.
    /// `origin` names the file in messages.
    public func apply(preset entries: [(name: String, text: String)], origin: String,
                      to values: inout SettingValues) throws(SettingError) {
        var found: [(setting: any AnySetting, text: String)] = []
        for entry in entries {
            do { found.append((try setting(named: entry.name), entry.text)) } catch {
                throw SettingError("\(origin): \(error.description)")
            }
        }
        for (setting, text) in found.filter({ $0.setting.isDial }) + found.filter({ !$0.setting.isDial }) {
            do { try setting.set(text, in: &values) } catch {
                throw SettingError("\(origin): key '\(setting.name)': \(error.description)")
            }
        }
    }

    /// The settings of `mode`, in its declared order.
    public func settings(for mode: Mode) -> [any AnySetting] {
        let names = Set(SceneCatalog.settings(for: mode).map(\.name))
        return all.filter { names.contains($0.name) }
    }

    /// Every setting's value as one JSON object of name → value: a valid preset.
    public func json(_ values: SettingValues, settings: [any AnySetting]? = nil) -> String {
        let lines = (settings ?? all).map { "  " + jsonString($0.name) + ": " + $0.json(in: values) }
        return "{\n" + lines.joined(separator: ",\n") + "\n}"
    }
}

/// Levenshtein distance between `a` and `b` (characters).
func editDistance(_ a: String, _ b: String) -> Int {
    let x = Array(a), y = Array(b)
    guard !x.isEmpty else { return y.count }
    guard !y.isEmpty else { return x.count }
    var previous = Array(0...y.count)
    var current = [Int](repeating: 0, count: y.count + 1)
    for i in 1...x.count {
        current[0] = i
        for j in 1...y.count {
            let substitution = previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1)
            current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, substitution)
        }
        swap(&previous, &current)
    }
    return previous[y.count]
}
