import Scenes

/// The page as HTML: one file with its CSS, its pictures (data URIs) and its script.
///
/// The script is the same on every page (the modes' own go after it):
/// - on load the animation plays once; a click (or a tap) plays it again from the start;
/// - `#t=SECONDS` holds the moment t paused (every animation's `currentTime` is t, so each
///   keeps its own delay; t past the end holds the end), for tests and for sharing a frame;
/// - `#loop` plays it again and again, `WebPage.playPause` s apart;
/// - `window.foldPreview` has `seek(t)` and `play()` for a console or a test.
extension WebPage {
    /// The pause between two plays of a `#loop` page, seconds.
    public static let playPause = 0.6

    /// The whole page; `imageURI` turns each distinct picture into a `data:` URI (Media's
    /// PNG encoder, in the executable), each called once per picture.
    public func html(imageURI: (WebImage) throws -> String) rethrows -> String {
        var imageClasses: [ObjectIdentifier: String] = [:]
        var imageRules: [String] = []
        for element in root.subtree {
            guard let image = element.image, imageClasses[image.key] == nil else { continue }
            let name = "i\(imageClasses.count)"
            imageClasses[image.key] = name
            imageRules.append(".\(name){background-image:url(\(try imageURI(image)))}")
        }
        var css = [
            "html,body{margin:0;padding:0;overflow:hidden}",
            "body{width:\(width)px;height:\(height)px}",
            "#stage{position:relative;width:\(width)px;height:\(height)px;overflow:hidden;cursor:pointer}",
            "#stage div{position:absolute;margin:0;padding:0;border:0;box-sizing:border-box}",
        ]
        css += properties.map { "@property \($0.name){syntax:'\($0.syntax)';inherits:true;initial-value:\($0.initial)}" }
        css += keyframes.map { k in
            "@keyframes \(k.name){" + k.frames.map { "\(CSS.percent($0.offset)){\($0.declarations)}" }.joined() + "}"
        }
        css += rules
        css += imageRules
        var body = ""
        write(root, classes: imageClasses, depth: 1, into: &body)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=\(width)">
            <title>\(Self.escaped(title))</title>
            <style>
            \(css.joined(separator: "\n"))
            </style>
            </head>
            <body>
            <div id="stage" title="click to play again">
            \(body)</div>
            <script>
            \(Self.script(duration: duration))
            </script>
            \(script.map { "<script>\n\($0)\n</script>\n" } ?? "")</body>
            </html>

            """
    }

    /// An element and its children, indented by depth.
    private func write(_ e: WebElement, classes: [ObjectIdentifier: String], depth: Int, into out: inout String) {
        let pad = String(repeating: " ", count: depth)
        let style = e.style.map { "\($0.property):\($0.value)" }.joined(separator: ";")
        let classAttribute = e.image.flatMap { classes[$0.key] }.map { " class=\"\($0)\"" } ?? ""
        out += "\(pad)<div data-layer=\"\(Self.escaped(e.name))\"\(classAttribute) style=\"\(Self.escaped(style))\">"
        if e.children.isEmpty {
            out += "</div>\n"
            return
        }
        out += "\n"
        for child in e.children { write(child, classes: classes, depth: depth + 1, into: &out) }
        out += "\(pad)</div>\n"
    }

    /// The page's own script: play, hold `#t=`, `#loop`, click to play again.
    static func script(duration: Double) -> String {
        """
        (function () {
          "use strict";
          var period = \(CSS.number(duration)), pause = \(CSS.number(playPause));
          var looping = false, timer = 0;
          function animations() { return document.getAnimations(); }
          // Holds the moment t (seconds from the start of the play), paused.
          function seek(t) {
            clearTimeout(timer);
            animations().forEach(function (a) { a.pause(); a.currentTime = t * 1000; });
          }
          // Plays from the start (and again after the end when looping).
          function play() {
            clearTimeout(timer);
            animations().forEach(function (a) { a.cancel(); a.play(); });
            if (looping) { timer = setTimeout(play, (period + pause) * 1000); }
          }
          var hash = location.hash.replace(/^#/, "").split("&");
          var held = null;
          hash.forEach(function (part) {
            var m = /^t=([0-9]*\\.?[0-9]+)$/.exec(part);
            if (m) { held = parseFloat(m[1]); }
            if (part === "loop") { looping = true; }
          });
          if (held !== null) { seek(held); } else if (looping) { play(); }
          document.getElementById("stage").addEventListener("click", play);
          window.foldPreview = { seek: seek, play: play, duration: period };
        })();
        """
    }

    /// `text` safe inside an attribute or an element.
    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
