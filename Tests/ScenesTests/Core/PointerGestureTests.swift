@testable import Scenes
import Testing

/// The press–drag–release bookkeeping the dragging modes share.
@Suite struct PointerGestureTests {
    @Test func aPressThatStaysWithinTheSlopIsAClick() {
        var gesture = PointerGesture(slop: 6)
        #expect(gesture.interpret(.down(x: 10, y: 10)) == .press([10, 10]))
        #expect(gesture.interpret(.move(x: 14, y: 13)) == .drag([14, 13], pastSlop: false))
        #expect(gesture.interpret(.up(x: 15, y: 13)) == .release([15, 13], isClick: true))
        #expect(gesture.start == nil)
        #expect(gesture.interpret(.move(x: 1, y: 1)) == nil)
        #expect(gesture.interpret(.up(x: 1, y: 1)) == nil)
    }

    @Test func onceOutOfTheSlopItStaysADrag() {
        var gesture = PointerGesture(slop: 6)
        _ = gesture.interpret(.down(x: 0, y: 0))
        #expect(gesture.interpret(.move(x: 0, y: 7)) == .drag([0, 7], pastSlop: true))
        #expect(gesture.interpret(.move(x: 0, y: 1)) == .drag([0, 1], pastSlop: true))
        #expect(gesture.interpret(.up(x: 0, y: 0)) == .release([0, 0], isClick: false))
        // A release far away with no moves is no click either.
        _ = gesture.interpret(.down(x: 0, y: 0))
        #expect(gesture.interpret(.up(x: 50, y: 0)) == .release([50, 0], isClick: false))
    }

    @Test func oddPointsAndCancelsEndCleanly() {
        var gesture = PointerGesture(slop: 4)
        var phases: [PointerGesture.Phase?] = []
        phases.append(gesture.interpret(.down(x: .nan, y: 0)))
        phases.append(gesture.interpret(.cancel))
        _ = gesture.interpret(.down(x: 1, y: 1))
        phases.append(gesture.interpret(.move(x: .infinity, y: 0)))
        phases.append(gesture.interpret(.up(x: .nan, y: .nan)))
        _ = gesture.interpret(.down(x: 1, y: 1))
        phases.append(gesture.interpret(.cancel))
        phases.append(gesture.interpret(.wheel(dx: 0, dy: 2)))
        phases.append(gesture.interpret(.wheel(dx: .nan, dy: 2)))
        let expected: [PointerGesture.Phase?] = [
            nil, nil, nil, .release(nil, isClick: true), .release(nil, isClick: true), .wheel(dx: 0, dy: 2), nil,
        ]
        let same = phases == expected
        #expect(same, "\(phases)")
    }
}
