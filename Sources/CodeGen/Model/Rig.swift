import Raster
import Scenes
import Stage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mode's rig read from its own layer tree, as the web page reads it (`WebLayers`): the
/// layers at progress 0 (size, anchor, place, 3D style, perspective), and every property
/// that moves as the progress runs from 0 to 1, sampled at `progress`, with a turn about one
/// axis named as a hinge.
struct Rig {
    /// One layer at progress 0.
    struct Part {
        /// Its path of names from the root ("root/perspective/firstJoint").
        let path: String
        /// Its bounds' size, its anchor point (unit) and where that sits in its parent, points.
        let size: SIMD2<Double>, anchor: SIMD2<Double>, position: SIMD2<Double>
        /// A `CATransformLayer` (its sublayers keep their 3D).
        let keeps3D: Bool
        /// False when its back is not drawn.
        let isDoubleSided: Bool
        /// The sublayers' perspective, `sublayerTransform.m34` (0: none).
        let m34: Double

        var listing: String {
            "\(path) \(Rig.pair(size, "×")) anchor \(Rig.pair(anchor, ",")) at \(Rig.pair(position, ","))"
                + (keeps3D ? " transform layer" : "") + (isDoubleSided ? "" : " single-sided")
                + (m34 == 0 ? "" : " m34 \(Rig.text(m34)) (eye \(Rig.text(-1 / m34)))")
        }
    }

    /// A property of one layer that changes with the progress.
    struct Channel {
        /// How the property moves.
        enum Motion {
            /// A turn about one axis ("x", "y", "z"), degrees at each sample.
            case hinge(axis: String, degrees: [Double])
            /// Numbers at each sample (an opacity, a length, a place).
            case values(name: String, [[Double]])
        }
        /// The layer's path (as `Part.path`).
        let path: String
        /// How the property moves over `Rig.progress`.
        let motion: Motion

        var listing: String {
            switch motion {
            case .hinge(let axis, let degrees):
                "\(path) hinge about \(axis): " + degrees.map { Rig.text($0) + "°" }.joined(separator: " ")
            case .values(let name, let samples):
                "\(path) \(name): " + samples.map { $0.count == 1 ? Rig.text($0[0]) : "(" + $0.map(Rig.text).joined(separator: ",") + ")" }
                    .joined(separator: " ")
            }
        }
    }

    /// The progress values sampled.
    let progress: [Double]
    /// Every layer at progress 0, by path.
    let parts: [Part]
    /// Every property that moves, by path.
    let channels: [Channel]

    /// The rig of `scene`, posed at `samples + 1` progress values from 0 to 1 (left at 1).
    init(scene: any Scene, samples: Int = 8) {
        progress = (0...samples).map { Double($0) / Double(samples) }
        var trees: [[String: Layer]] = []
        for p in progress {
            scene.progress = p
            trees.append(Self.layers(scene.rootLayer()))
        }
        let first = trees[0]
        parts = first.keys.sorted().compactMap { path in
            first[path].map { layer in
                Part(path: path, size: [layer.bounds.width, layer.bounds.height], anchor: layer.anchorPoint,
                     position: layer.position, keeps3D: layer.isTransformLayer, isDoubleSided: layer.isDoubleSided,
                     m34: layer.sublayerTransform.m34)
            }
        }
        var channels: [Channel] = []
        for path in Set(trees.flatMap(\.keys)).sorted() {
            let poses = trees.map { $0[path] }
            if poses.contains(where: { $0 == nil }) {
                channels.append(Channel(path: path, motion: .values(name: "present", poses.map { [$0 == nil ? 0 : 1] })))
                continue
            }
            let layers = poses.compactMap { $0 }
            if let hinge = Self.hinge(layers.map(\.transform)) {
                channels.append(Channel(path: path, motion: hinge))
            } else if Set(layers.map { $0.transform.values }).count > 1 {
                channels.append(Channel(path: path, motion: .values(name: "transform", layers.map { $0.transform.values })))
            }
            let numbers: [(String, (Layer) -> [Double])] = [
                ("position", { [$0.position.x, $0.position.y] }), ("size", { [$0.bounds.width, $0.bounds.height] }),
                ("opacity", { [$0.opacity] }), ("hidden", { [$0.isHidden ? 1 : 0] }), ("z", { [$0.zPosition] }),
                ("m34", { [$0.sublayerTransform.m34] }),
            ]
            for (name, read) in numbers {
                let samples = layers.map(read)
                if Set(samples).count > 1 { channels.append(Channel(path: path, motion: .values(name: name, samples))) }
            }
        }
        self.channels = channels
    }

    /// Every layer of the tree by its path of names (a repeated name among siblings gets `#k`).
    static func layers(_ root: Layer) -> [String: Layer] {
        var out: [String: Layer] = [:]
        func visit(_ layer: Layer, _ path: String) {
            out[path] = layer
            var seen: [String: Int] = [:]
            for child in layer.sublayers {
                let k = seen[child.name, default: 0]
                seen[child.name] = k + 1
                visit(child, path + "/" + child.name + (k == 0 ? "" : "#\(k)"))
            }
        }
        visit(root, root.name)
        return out
    }

    /// The turn `transforms` make when every one is a rotation about the same axis and they
    /// differ, else nil. Core Animation's rotation about x keeps m11 and writes
    /// (m22, m23, m32, m33) = (c, s, −s, c); about y (m11, m13, m31, m33) = (c, −s, s, c);
    /// about z (m11, m12, m21, m22) = (c, s, −s, c).
    static func hinge(_ transforms: [Matrix4]) -> Channel.Motion? {
        let axes: [(String, (Matrix4) -> (c: Double, s: Double), (Matrix4, Double, Double) -> Matrix4)] = [
            ("x", { ($0.m22, $0.m23) }, { _, c, s in var m = Matrix4.identity; m.m22 = c; m.m23 = s; m.m32 = -s; m.m33 = c; return m }),
            ("y", { ($0.m11, $0.m31) }, { _, c, s in var m = Matrix4.identity; m.m11 = c; m.m13 = -s; m.m31 = s; m.m33 = c; return m }),
            ("z", { ($0.m11, $0.m12) }, { _, c, s in var m = Matrix4.identity; m.m11 = c; m.m12 = s; m.m21 = -s; m.m22 = c; return m }),
        ]
        guard Set(transforms.map(\.values)).count > 1 else { return nil }
        for (axis, read, make) in axes {
            let fits = transforms.allSatisfy { m in
                let (c, s) = read(m)
                return zip(make(m, c, s).values, m.values).allSatisfy { abs($0 - $1) < 1e-9 } && abs(c * c + s * s - 1) < 1e-9
            }
            if fits { return .hinge(axis: axis, degrees: transforms.map { let (c, s) = read($0); return atan2(s, c) * 180 / .pi }) }
        }
        return nil
    }

    static func text(_ value: Double) -> String { CodeText.number((value * 1000).rounded() / 1000) }
    static func pair(_ v: SIMD2<Double>, _ separator: String) -> String { text(v.x) + separator + text(v.y) }
}

extension Matrix4 {
    /// The sixteen entries, m11 … m44.
    var values: [Double] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }
}
