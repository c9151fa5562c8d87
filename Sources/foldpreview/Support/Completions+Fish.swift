extension Completions {
    /// argument-parser's fish script, completing also the default command's options
    /// without its name: the token parser first puts the window's command name back after
    /// `foldpreview` when the first word names no command and is an option or is not the
    /// one being completed (`foldpreview --mo<Tab>`, `foldpreview --mode <Tab>`,
    /// `foldpreview preset.json --set <Tab>`), where argument-parser's would offer only the
    /// commands. (fish itself completes a value in the option's word, `--set=fold.<Tab>`.)
    static func fish(_ script: String) -> String {
        let anchor = "    set -l unparsed_tokens (__foldpreview_tokens -pc)\n"
        guard let range = script.range(of: anchor) else { return script }
        let commands = commandNames.map { "'\($0)'" }.joined(separator: " ")
        let restore = """
                # The default command, left out: its name goes back after `foldpreview`.
                if not contains -- "$unparsed_tokens[2]" \(commands)
                    and begin; test (count $unparsed_tokens) -gt 1; or string match -q -- '-*' (commandline -t); end
                    set unparsed_tokens $unparsed_tokens[1] '\(defaultCommand)' $unparsed_tokens[2..]
                end

            """
        return script.replacingCharacters(in: range, with: anchor + restore)
    }
}
