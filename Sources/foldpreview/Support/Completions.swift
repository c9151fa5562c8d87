import ArgumentParser
import Scenes

/// What the shells complete after an option's name, for the scripts that
/// `foldpreview --generate-completion-script bash|zsh|fish` writes.
///
/// The lists are computed here, from the modes and the settings registry, and written into
/// the scripts when they are generated, so a completion costs the shell no run of the
/// program (argument-parser's `.custom` would start the binary at every Tab).
enum Completions {
    /// After `--mode`: every mode's name, in keyboard order (as `params --modes` prints them).
    static let modes = CompletionKind.list(Mode.allCases.map(\.rawValue))

    /// After `bench --mode`: the modes and `all`.
    static let benchModes = CompletionKind.list(Mode.allCases.map(\.rawValue) + ["all"])

    /// After `--set`: every setting's name with its `=` (as `params` lists them), so
    /// `--set fold.<Tab>` offers fold's settings and the value is typed after the `=`.
    static let settings = CompletionKind.list(settingWords)

    /// The words `settings` offers: `fold.duration=`, `fold.foldCurve=`, …
    static let settingWords = SettingsRegistry.standard.all.map { $0.name + "=" }

    /// After `--preset`, `--versus` and the window's file: presets are JSON files
    /// (`NAME.foldpreview.json` when the panel saved them).
    static let presetFile = CompletionKind.file(extensions: ["json"])
}

extension Completions {
    /// The line argument-parser's bash script ends with, registering its function.
    static let bashRegistration = "complete -o filenames -F _foldpreview foldpreview"

    /// `text` as `foldpreview` prints it for `--help`, `--version` or
    /// `--generate-completion-script`: unchanged, except that the bash script registers
    /// `bashJoiningWords` in place of argument-parser's function.
    static func finished(_ text: String) -> String {
        guard text.hasPrefix("#!/bin/bash"), let range = text.range(of: bashRegistration) else { return text }
        return text.replacingCharacters(in: range, with: bashJoiningWords)
    }

    /// Bash splits a word at `=` (it is in `COMP_WORDBREAKS`), so `--set fold.duration=0.6`
    /// reaches argument-parser's function as three words, the two after `--set` look like
    /// stray arguments, and nothing after them completes; a setting's name would also
    /// complete as `fold.duration\= `, escaped and with a space. This function joins the
    /// words back as the line holds them (what touches is one word), hands them to
    /// argument-parser's, strips from its replies what the joined word holds before bash's
    /// own current word,
    /// and lets a name ending in `=` stand without a space or an escape.
    static let bashJoiningWords = #"""
        _foldpreview_joined() {
            local -a words=()
            local -i at=0 cword=0 index spaced
            local word
            for index in "${!COMP_WORDS[@]}"; do
                word="${COMP_WORDS[index]}"
                spaced=0
                while [[ "${COMP_LINE:at:1}" == [[:space:]] ]]; do at+=1; spaced=1; done
                if [[ ${#words[@]} -eq 0 || ${spaced} -eq 1 ]]; then
                    words+=("${word}")
                else
                    words[${#words[@]}-1]+="${word}"
                fi
                at+=${#word}
                [[ ${index} -eq ${COMP_CWORD} ]] && cword=$((${#words[@]} - 1))
            done
            local -a COMP_WORDS=("${words[@]}")
            local COMP_CWORD=${cword}
            _foldpreview "${1}" "${words[cword]}" "${words[cword-1]}"
            # Bash replaces only its own word (${2}, after the last '='): the replies lose what
            # the joined word holds before it, and a reply left empty is none.
            local prefix="${words[cword]:0:${#words[cword]}-${#2}}"
            if [[ -n "${prefix}" ]]; then
                local -a replies=()
                for word in "${COMPREPLY[@]}"; do
                    word="${word#"${prefix}"}"
                    [[ -n "${word}" ]] && replies+=("${word}")
                done
                COMPREPLY=("${replies[@]}")
            fi
            if [[ ${#COMPREPLY[@]} -gt 0 && "${COMPREPLY[0]}" == *= ]]; then
                compopt -o nospace +o filenames
            fi
        }
        complete -o filenames -F _foldpreview_joined foldpreview
        """#
}
