@testable import foldpreview
import Foundation
import Scenes
import Testing

/// The packaged manual and completions as a person meets them: the page as `man` renders
/// it keeps the help's non-ASCII characters, and each shell, running the script the
/// package installs, completes the default command's options without its name
/// (`foldpreview --mode <Tab>`, `foldpreview --mo<Tab>`) and a setting after `--set=`.
@Suite struct ManualAndCompletionTests {
    static let modes = Mode.allCases.map(\.rawValue)
    static let foldSettings = SettingsRegistry.standard.all.map(\.name).filter { $0.hasPrefix("fold.") }.map { $0 + "=" }

    // MARK: The manual

    static let manualTools = FileManager.default.isExecutableFile(atPath: DesktopPackagingTests.generateManual)
        && DesktopPackagingTests.tool("man") != nil && DesktopPackagingTests.tool("col") != nil

    /// The page packaging/manual.sh makes from the built binary, as `man -l FILE | col -b`
    /// shows it in `locale`.
    static func renderedManual(locales: [String]) throws -> [String] {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = DesktopPackagingTests.packaging.appendingPathComponent("manual.sh").path
        let made = try DesktopPackagingTests.run(script, [DesktopPackagingTests.generateManual,
                                                          BinaryProcess.binary.path, dir.path])
        #expect(made.status == 0, "\(made.stderr)")
        let page = dir.appendingPathComponent("foldpreview.1").path
        return try locales.map { locale in
            let shown = try DesktopPackagingTests.run("/bin/sh", ["-c", "man -l \"$1\" | col -b", "sh", page],
                                                      environment: ["LANG": locale, "LC_ALL": locale, "MANWIDTH": "400"])
            #expect(shown.status == 0, "\(shown.stderr)")
            return shown.stdout
        }
    }

    @Test(.enabled(if: manualTools, "needs man and col (man-db, bsdextrautils) and .build-package/tools/debug/generate-manual (make package-gen builds it)"))
    func theRenderedManualKeepsEveryNonASCIICharacterOfTheHelp() throws {
        let shown = try Self.renderedManual(locales: ["C.UTF-8", "C"])
        let utf8 = shown[0], ascii = shown[1]
        for text in ["each side 1…16384", "2…8", "← / →", "−180"] {
            #expect(utf8.contains(text), "the page as man shows it lacks '\(text)'")
        }
        // Every character the definitions hold beyond ASCII reaches the page.
        let help = try BinaryProcess.run(["--experimental-dump-help"]).stdout
        let wanted = Set(help.unicodeScalars.filter { !$0.isASCII })
        let missing = wanted.filter { !utf8.unicodeScalars.contains($0) }
        #expect(!wanted.isEmpty && missing.isEmpty, "missing from the page: \(missing.map { String($0) })")
        // On an ASCII terminal, the ellipsis (which groff has no fallback for) reads `...`.
        #expect(ascii.contains("each side 1...16384") && ascii.contains("<- / ->"), "\(ascii.prefix(600))")
    }

    // MARK: Completions

    /// The completion script `shell`'s package file holds, written to a file in `dir`.
    static func script(_ shell: String, in dir: URL) throws -> String {
        let result = try BinaryProcess.run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.stderr)")
        let file = dir.appendingPathComponent("foldpreview.\(shell)")
        try Data(result.stdout.utf8).write(to: file)
        return file.path
    }

    /// What `shell` completes at the end of each of `lines`, in one run of the shell: bash
    /// calls the registered function as `complete -F` does, with the words split as bash
    /// splits them (at `=` too); fish asks `complete -C`; zsh types each line and Tab into an
    /// interactive zsh on a pseudo-terminal (zpty), its Tab key bound to a widget that completes
    /// and then says so, and records what reaches `compadd` until then.
    static func completions(_ shell: String, _ lines: [String]) throws -> [Set<String>] {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = try script(shell, in: dir)
        let program: String
        switch shell {
        case "bash":
            program = """
                source "$1"; shift
                for COMP_LINE in "$@"; do
                    COMP_POINT=${#COMP_LINE}
                    read -ra COMP_WORDS <<< "${COMP_LINE//=/ = }"
                    [[ "${COMP_LINE}" == *" " ]] && COMP_WORDS+=("")
                    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
                    cur="${COMP_WORDS[COMP_CWORD]}"; [[ "${cur}" == "=" ]] && cur=""
                    COMPREPLY=()
                    _foldpreview_joined foldpreview "${cur}" "${COMP_WORDS[COMP_CWORD-1]}" 2>/dev/null
                    printf '%s\\n' "${COMPREPLY[@]}" '<line>'
                done
                """
        case "fish":
            program = """
                source $argv[1]
                for line in $argv[2..]
                    complete -C "$line" | string replace -r '\\t.*' ''
                    echo '<line>'
                end
                """
        default:
            program = """
                setopt extendedglob
                zmodload zsh/zpty
                zpty z zsh -f -i
                zpty -w z "PS1='' PROMPT_EOL_MARK=''; PATH=${(q)1}:\\$PATH; autoload -U compinit; compinit -u -D; source ${(q)2}"
                zpty -w z 'compadd() { local -a found; builtin compadd -O found "$@"; builtin compadd "$@"; print -rl -- "<m>"${^found} > /dev/tty }'
                zpty -w z 'tabbed() { zle complete-word; print -r "<tab""bed>" > /dev/tty }; zle -N tabbed; bindkey "^I" tabbed'
                shift 2
                for typed in "$@"; do
                    zpty -w z $'\\C-u'"print '<rea''dy>'"
                    zpty -r z line '*<ready>*'
                    zpty -w -n z "${typed}"$'\\t'
                    while zpty -r z line; do
                        [[ ${line} == *'<m>'* ]] && print -r -- "${${line#*<m>}%%[$'\\r\\n']#}"
                        [[ ${line} == *'<tabbed>'* ]] && break
                    done
                    print '<line>'
                done
                zpty -d z
                """
        }
        let arguments: [String] = switch shell {
        case "bash": ["-c", program, "bash", file] + lines
        case "fish": ["--no-config", "-c", program, file] + lines
        default: ["-f", "-c", program, "zsh", BinaryProcess.binary.deletingLastPathComponent().path, file] + lines
        }
        let result = try DesktopPackagingTests.run(DesktopPackagingTests.tool(shell)!, arguments)
        #expect(result.status == 0, "\(result.stderr)")
        var sets: [Set<String>] = [[]]
        for word in result.stdout.split(whereSeparator: \.isNewline).map(String.init) {
            if word == "<line>" { sets.append([]) } else if !word.isEmpty { sets[sets.count - 1].insert(word) }
        }
        sets.removeLast()
        #expect(sets.count == lines.count, "\(result.stdout)")
        return sets
    }

    @Test(.enabled(if: DesktopPackagingTests.tool("bash") != nil, "needs bash"))
    func bashCompletesTheDefaultCommandAndSetEquals() throws { try Self.checkCompletions("bash") }

    @Test(.enabled(if: DesktopPackagingTests.tool("zsh") != nil, "needs zsh"))
    func zshCompletesTheDefaultCommandAndSetEquals() throws { try Self.checkCompletions("zsh") }

    @Test(.enabled(if: DesktopPackagingTests.tool("fish") != nil, "needs fish"))
    func fishCompletesTheDefaultCommandAndSetEquals() throws { try Self.checkCompletions("fish") }

    /// `shell` completes the window's options without its name, and a setting after `--set=`.
    static func checkCompletions(_ shell: String) throws {
        let got = try Self.completions(shell, ["foldpreview --mode ", "foldpreview --mo", "foldpreview --set=fold.",
                                               "foldpreview preset.json --set pop.ten", "foldpreview render --set=pop.ten"])
        guard got.count == 5 else { return }
        // zsh records what reaches compadd, which may hold more than it shows: the modes and
        // `--mode` must be there, and no command in place of the window's options.
        #expect(got[0].isSuperset(of: Self.modes) && got[0].isDisjoint(with: ["render", "params"]), "\(shell): \(got[0])")
        #expect(got[1].contains("--mode") && !got[1].contains("--modes"), "\(shell): \(got[1])")
        // bash replaces the word after `=`; fish replaces the whole word; zsh its value.
        let fold = shell == "fish" ? Set(Self.foldSettings.map { "--set=" + $0 }) : Set(Self.foldSettings)
        #expect(got[2].isSuperset(of: fold) && !fold.isEmpty, "\(shell): \(got[2].sorted())")
        #expect(got[3].contains("pop.tension="), "\(shell): \(got[3])")
        #expect(got[4].contains(shell == "fish" ? "--set=pop.tension=" : "pop.tension="), "\(shell): \(got[4])")
        if shell == "bash" {
            // Exactly these: bash shows what the function replies.
            #expect(got[0] == Set(Self.modes) && got[1] == ["--mode"] && got[2] == Set(Self.foldSettings))
        }
    }
}
