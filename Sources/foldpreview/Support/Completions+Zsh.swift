import Foundation

extension Completions {
    /// argument-parser's zsh script, completing also:
    /// - the default command's options without its name: `_foldpreview` first puts the
    ///   window's command name back after `foldpreview` when the first word names no
    ///   command and is an option or is not the one being completed (`foldpreview --mo<Tab>`,
    ///   `foldpreview --mode <Tab>`, `foldpreview preset.json --set <Tab>`); argument-parser's
    ///   function would offer only the commands there;
    /// - a setting in `--set`'s word (`--set=fold.<Tab>`): `--set` is declared `--set=` to
    ///   `_arguments`, which then takes its value after `=` as well as in the next word. The
    ///   other options keep their plain names, since a name declared so completes as
    ///   `--mode=` (`--mo<Tab>` would give `--mode=`, not `--mode`).
    static func zsh(_ script: String) -> String {
        let anchor = "    unsetopt aliases banghist\n"
        guard let range = script.range(of: anchor) else { return script }
        let commands = commandNames.joined(separator: "|")
        let restore = """
                # The default command, left out: its name goes back after `foldpreview`.
                if [[ "${words[2]}" != (\(commands)) ]] && { (( CURRENT > 2 )) || [[ "${words[2]}" == -* ]] }; then
                    words=("${words[1]}" \(defaultCommand) "${(@)words[2,-1]}")
                    (( CURRENT++ ))
                fi

            """
        var lines = script.replacingCharacters(in: range, with: anchor + restore)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices { lines[index] = zshValueInOptionWord(lines[index], option: "--set") }
        return lines.joined(separator: "\n")
    }

    /// `line` with `=` after `option`'s name when it is that option's `_arguments` spec
    /// (`'*--set[…]:NAME=VALUE:…'`); any other line unchanged.
    static func zshValueInOptionWord(_ line: String, option: String) -> String {
        let trimmed = line.drop { $0 == " " }
        for head in ["'\(option)[", "'*\(option)["] where trimmed.hasPrefix(head) {
            guard let range = line.range(of: head) else { break }
            return line.replacingCharacters(in: range, with: head.dropLast() + "=[")
        }
        return line
    }
}
