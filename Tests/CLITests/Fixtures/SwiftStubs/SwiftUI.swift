// A stub of exactly the SwiftUI API that `foldpreview code --lang swiftui` writes, with
// Apple's names, argument labels and types (iOS 17 SDK), so `swiftc -typecheck` rejects a
// misspelled modifier or a wrong label. Bodies do nothing: it is compiled, never run.
@_exported import Foundation

// MARK: Views and builders

public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

/// A view the stub's modifiers return (SwiftUI's are `some View` of modified content).
public struct _StubView: View {
    public var body: Never { fatalError() }
}

@resultBuilder public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError() }
}

public struct _ConditionalContent<TrueContent, FalseContent>: View {
    public var body: Never { fatalError() }
}

public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct GeometryProxy {
    public var size: CGSize { .zero }
}

public struct GeometryReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
    public var body: Never { fatalError() }
}

public protocol TimelineSchedule {}

public struct AnimationTimelineSchedule: TimelineSchedule {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

public struct TimelineViewDefaultContext {
    public var date: Date { Date() }
}

public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Context = TimelineViewDefaultContext
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {}
    public var body: Never { fatalError() }
}

// MARK: Geometry

public struct Alignment {
    public static let center = Alignment(), top = Alignment(), bottom = Alignment()
    public static let leading = Alignment(), trailing = Alignment(), topLeading = Alignment()
}

public struct HorizontalAlignment {
    public static let center = HorizontalAlignment(), leading = HorizontalAlignment()
}

public struct UnitPoint {
    public var x: CGFloat, y: CGFloat
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    public static let center = UnitPoint(x: 0.5, y: 0.5), top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
}

public struct Angle {
    public var radians: Double
    public init(radians: Double) { self.radians = radians }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
}

public struct ProjectionTransform {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1
    public init() {}
}

public enum Edge {
    public struct Set {
        public static let top = Set()
    }
}

// MARK: Text and images

public struct Text: View {
    public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError() }
}

/// Core Graphics' bitmap image (its own module on Apple's platforms).
public final class CGImage {}

public struct Image: View {
    public enum Orientation { case up, down, left, right }
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {}
    public var body: Never { fatalError() }
}

/// Draws a view into a bitmap, once, outside the screen's tree (iOS 16).
@MainActor public final class ImageRenderer<Content: View> {
    public init(content view: Content) {}
    public var scale: CGFloat = 1
    public var cgImage: CGImage? { nil }
}

// MARK: Colours and shapes

public struct Color: View {
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public static let black = Color(red: 0, green: 0, blue: 0), clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public func opacity(_ opacity: Double) -> Color { self }
    public var body: Never { fatalError() }
}

public struct Gradient {
    public struct Stop {
        public init(color: Color, location: CGFloat) {}
    }
}

public struct LinearGradient: View {
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public var body: Never { fatalError() }
}

public protocol Shape: View {}

public enum RoundedCornerStyle { case circular, continuous }

public struct RoundedRectangle: Shape {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public var body: Never { fatalError() }
}

public struct FillStyle {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

// MARK: Modifiers

extension View {
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { _StubView() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _StubView() }
    public func padding(_ edges: Edge.Set, _ length: CGFloat? = nil) -> some View { _StubView() }
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View { _StubView() }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { _StubView() }
    public func opacity(_ opacity: Double) -> some View { _StubView() }
    public func clipped(antialiased: Bool = false) -> some View { _StubView() }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { _StubView() }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { _StubView() }
    public func zIndex(_ value: Double) -> some View { _StubView() }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { _StubView() }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { _StubView() }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { _StubView() }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { _StubView() }
    public func projectionEffect(_ transform: ProjectionTransform) -> some View { _StubView() }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { _StubView() }
    public func allowsHitTesting(_ enabled: Bool) -> some View { _StubView() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { _StubView() }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { _StubView() }
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { _StubView() }
}

// MARK: Gestures

public struct GestureMask {
    public static let all = GestureMask()
}

public protocol Gesture {
    associatedtype Value
}

public enum CoordinateSpace { case local, global }

public struct DragGesture: Gesture {
    public struct Value {
        public var startLocation: CGPoint { .zero }
        public var location: CGPoint { .zero }
        public var translation: CGSize { .zero }
        public var velocity: CGSize { .zero }
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
}

public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture() }
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture() }
}

// MARK: State

@propertyWrapper public struct State<Value> {
    public init(wrappedValue value: Value) { stored = value }
    public init() where Value: ExpressibleByNilLiteral { stored = nil }
    private var stored: Value
    public var wrappedValue: Value {
        get { stored }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { Binding(get: { fatalError() }, set: { _ in }) }
}

public struct EnvironmentValues {
    public var displayScale: CGFloat { 1 }
}

@propertyWrapper public struct Environment<Value> {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

@propertyWrapper public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
}

// MARK: Animation

public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    public func scaled(by rhs: Double) -> Self { self }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public static var zero: Self { Self(.zero, .zero) }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.first == rhs.first && lhs.second == rhs.second }
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

public struct Spring {
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V { target }
}

public struct AnimationContext<Value: VectorArithmetic> {}

public protocol CustomAnimation: Hashable {
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
}

public struct Animation: Equatable {
    public init<A: CustomAnimation>(_ base: A) {}
    init() {}
    public static let `default` = Animation()
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                   duration: TimeInterval = 0.35) -> Animation { Animation() }
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation { Animation() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: TimeInterval = 0) -> Animation { Animation() }
    public func delay(_ delay: TimeInterval) -> Animation { self }
}

public enum AnimationCompletionCriteria {
    case logicallyComplete, removed
}

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    try body()
}
