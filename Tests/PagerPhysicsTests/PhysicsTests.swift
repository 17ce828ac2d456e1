// SPEC §7 physics against values computed by hand.
import Foundation
import PagerPhysics
import Testing

private let physics = PagerScrollPhysics()

@Suite("§7 Physics formulas")
struct PhysicsTests {
    @Test func rubberBandAt100PointsOnA603PointView() {
        // (1 − 1/(x·0.55/dim + 1))·dim = x·0.55·dim/(x·0.55 + dim) = 55·603/658 = 50.4027… pt.
        #expect(abs(physics.rubberBand(overshoot: 100, dimension: 603) - 33_165.0 / 658) < 1e-9)
        #expect(abs(physics.rubberBand(overshoot: -100, dimension: 603) + 33_165.0 / 658) < 1e-9)
        // Dragged 100 pt past the top (minY −104): shows at −104 − 50.40.
        #expect(abs(physics.draggedOffset(raw: -204, minimum: -104, maximum: 1197, dimension: 603) - (-104 - 33_165.0 / 658)) < 1e-9)
        #expect(physics.draggedOffset(raw: 300, minimum: -104, maximum: 1197, dimension: 603) == 300)
    }

    @Test func releaseVelocityFromTheLastTwoMoves() {
        // 20 pt in 1/60 s = 1200 pt/s, released at once.
        let moves = [(t: 1.0, offset: 100.0), (t: 1.0 + 1.0 / 60, offset: 120.0)]
        #expect(abs(physics.releaseVelocity(moves: moves, releaseTime: 1.0 + 1.0 / 60) - 1200) < 1e-9)
        // The finger rested 0.1 s before lifting: no fling.
        #expect(physics.releaseVelocity(moves: moves, releaseTime: 1.0 + 1.0 / 60 + 0.1) == 0)
        #expect(physics.releaseVelocity(moves: [(t: 1, offset: 100)], releaseTime: 1) == 0)
    }

    @Test func aFingerTrackKeepsWhereItLandedAndReadsItsLastTwoMoves() {
        // Landed at 100 (t = 1), then 110, 130, 150 a frame apart: the landing stays 100;
        // SPEC §7 reads the last two moves only, 20 pt in 1/60 s = 1200 pt/s (not the
        // 50 pt over 3 frames since the landing: 1000 pt/s).
        var track = PagerFingerTrack(landing: 100, at: 1)
        #expect(track.releaseVelocity(at: 1, physics: physics) == 0)  // one move: no velocity
        for (k, value) in [110.0, 130, 150].enumerated() { track.moved(to: value, at: 1 + Double(k + 1) / 60) }
        #expect(track.landing?.t == 1 && track.landing?.value == 100)
        #expect(track.last?.value == 150 && track.previous?.value == 130)
        #expect(abs(track.releaseVelocity(at: 1 + 3.0 / 60, physics: physics) - 1200) < 1e-9)
        // Held 0.1 s after the last move: no fling.
        #expect(track.releaseVelocity(at: 1 + 3.0 / 60 + 0.1, physics: physics) == 0)
        // An empty track's first move is its landing.
        var empty = PagerFingerTrack()
        #expect(empty.isEmpty)
        empty.moved(to: -12, at: 2)
        #expect(empty.landing?.t == 2 && empty.landing?.value == -12 && !empty.isEmpty)
    }

    @Test func decelerationDistanceAndDurationFor1000PointsPerSecond() {
        let fling = PagerDeceleration(from: 0, velocity: 1000)
        // Rest: v₀/(−1000 ln 0.998) = 1000/2.002002670… = 499.4998… pt.
        let distance = 1000 / -(1000 * log(0.998))
        #expect(abs(fling.restingOffset - distance) < 1e-9)
        #expect(abs(distance - 499.4998) < 1e-3)
        // Ends when 499.4998·0.998^(1000t) < 0.5: 1000t > ln(0.5/499.4998)/ln 0.998 = 3449.9 ms.
        #expect(abs(fling.duration - log(0.5 / distance) / (1000 * log(0.998))) < 1e-12)
        #expect(abs(fling.duration - 3.4499) < 1e-3)
        #expect(abs(fling.restingOffset - fling.offset(at: fling.duration) - 0.5) < 1e-9)
        // Velocity decays by 0.998 per ms: after 100 ms, 1000·0.998^100 = 818.6 pt/s.
        #expect(abs(fling.velocity(at: 0.1) - 1000 * pow(0.998, 100)) < 1e-9)
    }

    /// A fling's duration and its decay are found when its numbers are set: one changed
    /// afterwards gives the fling a fresh one would be, bit for bit (`==` compares them all).
    @Test func aFlingChangedIsTheFlingMadeSo() {
        var fling = PagerDeceleration(from: 0, velocity: 1000)
        fling.velocity = -3000
        #expect(fling == PagerDeceleration(from: 0, velocity: -3000))
        var slower = PagerScrollPhysics()
        slower.decelerationRate = 0.99
        fling.physics = slower
        let fresh = PagerDeceleration(from: 0, velocity: -3000, physics: slower)
        #expect(fling == fresh)
        // d = 0.99: the rest lies −v₀/(1000 ln d) = 3000/(1000 · −0.01005) ≈ −298.5 pt away,
        // not the 3000/(1000 · −0.002002) ≈ −1498.5 pt of d = 0.998.
        #expect(abs(fling.restingOffset - 3000 / (1000 * log(0.99))) < 1e-9)
        #expect(fling.duration.bitPattern == fresh.duration.bitPattern && fling.duration < PagerDeceleration(from: 0, velocity: -3000).duration)
    }

    @Test func aFlingReachesABoundAtTheClosedFormInstant() throws {
        // From 0 at 1000 pt/s, 300 pt is reached when d^(1000t) = 1 − 300·2.002/1000.
        let fling = PagerDeceleration(from: 0, velocity: 1000)
        let t = try #require(fling.time(reaching: 300))
        #expect(abs(fling.offset(at: t) - 300) < 1e-9)
        #expect(fling.time(reaching: 600) == nil)  // beyond the 499.5 pt rest
        #expect(fling.time(reaching: -10) == nil)  // behind it
    }

    @Test func bounceSettles() {
        // Released 50 pt past a bound at 600, at rest: c₁ = 50, c₂ = 0 + 10·50 = 500,
        // x(t) = 600 + e^(−10t)(50 + 500t), v(t) = −5000·t·e^(−10t).
        let spring = PagerScrollSpring(from: 650, velocity: 0, to: 600)
        #expect(abs(spring.offset(at: 0.1) - (600 + exp(-1) * 100)) < 1e-9)
        #expect(abs(spring.velocity(at: 0.1) - (-500 * exp(-1))) < 1e-9)
        // Settled when 50(1 + u)e^(−u) < 0.5 (u = 10t: u > 6.64) and 500·u·e^(−u) < 1
        // (u > 8.33): the speed condition decides, t ≈ 0.833 s.
        let end = spring.duration
        #expect(abs(end - 0.833) < 0.002)
        #expect(spring.isSettled(at: end))
        #expect(!spring.isSettled(at: end - 0.001))
        // It never overshoots the bound when released at rest (critically damped).
        #expect(stride(from: 0.0, through: 2, by: 0.01).allSatisfy { spring.offset(at: $0) >= 600 })
    }

    /// SPEC §7's bounce ends at the first instant of the 1 ms grid (a clock counted up by
    /// 0.001 from 0) at which the spring is settled, refined by bisection to 1 µs. The spring
    /// skips grid points it can prove unsettled; here every point is tried, as the SPEC says,
    /// for springs of every kind: released at rest or flung, short and long, towards a target
    /// near 0 or far off, overshooting or not, with the stop thresholds changed too. The
    /// same instant, bit for bit.
    @Test func aBounceEndsAtTheFirstSettledInstantOfTheGrid() {
        func gridDuration(_ spring: PagerScrollSpring) -> Double {
            if spring.isSettled(at: 0) { return 0 }
            var previous = 0.0, t = 0.0
            repeat {
                previous = t
                t += 0.001
                if t >= 60 { return 60 }
            } while !spring.isSettled(at: t)
            var low = previous, high = t
            while high - low > 1e-6 {
                let middle = (low + high) / 2
                if spring.isSettled(at: middle) { high = middle } else { low = middle }
            }
            return high
        }
        var seed: UInt64 = 0x5EED
        func random(_ range: ClosedRange<Double>) -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Double(seed >> 11) / 0x1p53 * (range.upperBound - range.lowerBound)
        }
        var loose = PagerScrollPhysics()
        loose.springStopDistance = 5
        loose.springStopSpeed = 0.01
        var slow = PagerScrollPhysics()
        slow.springFrequency = 2
        var checked = 0, long = 0
        for physics in [PagerScrollPhysics(), loose, slow] {
            for _ in 0..<200 {
                let target = [0, random(-1000...1000), random(1e6...1e9)][checked % 3]
                let start = target + [0, random(-0.4...0.4), random(-50...50), random(-5000...5000)][checked % 4]
                let velocity = [0, random(-10...10), random(-8000...8000)][(checked / 4) % 3]
                let spring = PagerScrollSpring(from: start, velocity: velocity, to: target, physics: physics)
                let expected = gridDuration(spring)
                #expect(spring.duration.bitPattern == expected.bitPattern, "from \(start) at \(velocity) to \(target): \(spring.duration) against \(expected)")
                checked += 1
                if expected > 0.5 { long += 1 }
            }
        }
        // The cases reach far into the grid: not only springs settled at once.
        #expect(long > 150)
    }

    @Test func animatedSetOffsetIsSmoothstepOverPointThreeSeconds() {
        let animation = PagerOffsetAnimation(from: 0, to: 100)
        #expect(animation.offset(at: 0) == 0)
        #expect(animation.offset(at: 0.15) == 50)  // s(½) = ½
        #expect(abs(animation.offset(at: 0.075) - 15.625) < 1e-9)  // s(¼) = 3/16 − 2/64 = 5/32
        #expect(animation.offset(at: 0.3) == 100)
        #expect(animation.offset(at: 1) == 100)
    }
}

@Suite("§7 Paging")
struct RestTargetTests {
    @Test func pagingNeverMovesTwoPages() {
        // W = 375, five pages. From page 1 a hard fling projects 400 + 0.4995·5000 = 2897.5
        // → page 8, limited to page 1 + 1 = 2.
        #expect(physics.pagingTarget(releaseOffset: 400, velocity: 5000, startPage: 1, pageWidth: 375, pageCount: 5) == 2)
        #expect(physics.pagingTarget(releaseOffset: 350, velocity: -5000, startPage: 1, pageWidth: 375, pageCount: 5) == 0)
        // A slow release past the middle: round((200 + 0.4995·0)/375) = round(0.533) = 1.
        #expect(physics.pagingTarget(releaseOffset: 200, velocity: 0, startPage: 0, pageWidth: 375, pageCount: 5) == 1)
        // A short flick from page 0: 100 + 0.4995·300 = 249.9 → round(0.666) = 1.
        #expect(physics.pagingTarget(releaseOffset: 100, velocity: 300, startPage: 0, pageWidth: 375, pageCount: 5) == 1)
        // Clamped at the ends.
        #expect(physics.pagingTarget(releaseOffset: 1600, velocity: 3000, startPage: 4, pageWidth: 375, pageCount: 5) == 4)
    }
}
