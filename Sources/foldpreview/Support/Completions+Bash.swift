extension Completions {
    /// The line argument-parser's bash script ends with, registering its function.
    static let bashRegistration = "complete -o filenames -F _foldpreview foldpreview"

    /// argument-parser's bash script with `bashJoiningWords` registered in place of its function.
    static func bash(_ script: String) -> String {
        guard let range = script.range(of: bashRegistration) else { return script }
        return script.replacingCharacters(in: range, with: bashJoiningWords)
    }

    /// Bash splits a word at `=` (it is in `COMP_WORDBREAKS`), so `--set fold.duration=0.6`
    /// reaches argument-parser's function as three words, the two after `--set` look like
    /// stray arguments, and nothing after them completes; a setting's name would also
    /// complete as `fold.duration\= `, escaped and with a space. This function joins the
    /// words back as the line holds them (what touches is one word); completes an option's
    /// value typed in the option's word (`--set=fold.`, `--mode=c`) as the word after the
    /// option; puts the default command's name back where the line leaves it out (a first
    /// word that names no command: `foldpreview --mode <Tab>`, `foldpreview --mo<Tab>`,
    /// `foldpreview preset.json --set <Tab>`), since argument-parser's function would offer
    /// only the commands there; hands the words to argument-parser's function; strips from
    /// its replies what the joined word holds before bash's own current word; and lets a
    /// name ending in `=` stand without a space or an escape.
    static var bashJoiningWords: String {
        let commands = commandNames.joined(separator: "|")
        return #"""
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
                # Bash replaces only its own word (${2}, after the last '='): the replies lose
                # what the joined word holds before it, and a reply left empty is none.
                local prefix="${words[cword]:0:${#words[cword]}-${#2}}"
                # `--option=VALUE` being typed: VALUE completes as the word after --option,
                # and its replies get `--option=` back before the prefix is stripped.
                local option=""
                if [[ "${words[cword]}" == --*=* ]]; then
                    option="${words[cword]%%=*}="
                    words=("${words[@]:0:cword}" "${option%=}" "${words[cword]#*=}" "${words[@]:cword+1}")
                    cword+=1
                fi
                # The default command, left out: its name goes back after `foldpreview`.
                if [[ ${cword} -ge 1 && ! "${words[1]}" =~ ^(\#(commands))$ ]] \
                    && [[ ${cword} -gt 1 || "${words[1]}" == -* ]]; then
                    words=("${words[0]}" \#(defaultCommand) "${words[@]:1}")
                    cword+=1
                fi
                local -a COMP_WORDS=("${words[@]}")
                local COMP_CWORD=${cword}
                _foldpreview "${1}" "${words[cword]}" "${words[cword-1]}"
                if [[ -n "${prefix}" ]]; then
                    local -a replies=()
                    for word in "${COMPREPLY[@]}"; do
                        word="${option}${word}"
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
}
