// SPEC §7 physics against values computed by hand.
import Foundation
import PagerPhysics
import Testing

private let physics = ScrollPhysics()

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

    @Test func decelerationDistanceAndDurationFor1000PointsPerSecond() {
        let fling = Deceleration(from: 0, velocity: 1000)
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

    @Test func aFlingReachesABoundAtTheClosedFormInstant() throws {
        // From 0 at 1000 pt/s, 300 pt is reached when d^(1000t) = 1 − 300·2.002/1000.
        let fling = Deceleration(from: 0, velocity: 1000)
        let t = try #require(fling.time(reaching: 300))
        #expect(abs(fling.offset(at: t) - 300) < 1e-9)
        #expect(fling.time(reaching: 600) == nil)  // beyond the 499.5 pt rest
        #expect(fling.time(reaching: -10) == nil)  // behind it
    }

    @Test func bounceSettles() {
        // Released 50 pt past a bound at 600, at rest: c₁ = 50, c₂ = 0 + 10·50 = 500,
        // x(t) = 600 + e^(−10t)(50 + 500t), v(t) = −5000·t·e^(−10t).
        let spring = Spring(from: 650, velocity: 0, to: 600)
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

    @Test func animatedSetOffsetIsSmoothstepOverPointThreeSeconds() {
        let animation = OffsetAnimation(from: 0, to: 100)
        #expect(animation.offset(at: 0) == 0)
        #expect(animation.offset(at: 0.15) == 50)                      // s(½) = ½
        #expect(abs(animation.offset(at: 0.075) - 15.625) < 1e-9)      // s(¼) = 3/16 − 2/64 = 5/32
        #expect(animation.offset(at: 0.3) == 100)
        #expect(animation.offset(at: 1) == 100)
    }
}

@Suite("§7 Paging and orthogonal behaviours")
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

    /// Ten 100 pt items with 10 pt gaps: leading edges 110i, content 1090, W 375, max 715.
    let items = SnapItems(leadingEdges: (0..<10).map { Double($0) * 110 }, widths: Array(repeating: 100, count: 10),
                          viewport: 375, maxOffset: 715)

    @Test(arguments: [
        // Released at 100 with 800 pt/s, the drag having begun at 0.
        // continuous: the free rest 100 + 800/2.002… = 499.60.
        (OrthogonalScrollingBehavior.continuous, 100 + 800 / -(1000 * log(0.998)), false),
        // leading boundary: edges 440 and 550 around 499.60; 550 is nearer (50.4 < 59.6).
        (.continuousGroupLeadingBoundary, 550, true),
        // paging: round((100 + 399.6)/375) = round(1.33) = page 1 → 375.
        (.paging, 375, true),
        // groupPaging: the projection 499.6 is nearest item 5 (550), but one item at a time
        // from item 0 (where the drag began) → item 1 → 110.
        (.groupPaging, 110, true),
        // groupPagingCentered: item 0 shows centred at clamp(50 − 187.5) = 0, so the drag
        // began on item 0; offsets clamp(110i + 50 − 187.5): item 1 → 0 too (−27.5), item 2
        // → 82.5, …; the projection 499.6 is nearest item 6 (522.5) → limited to item 1 → 0.
        (.groupPagingCentered, 0, true),
    ])
    func restTargets(behavior: OrthogonalScrollingBehavior, expected: Double, snaps: Bool) {
        let target = physics.restTarget(behavior, releaseOffset: 100, velocity: 800, startOffset: 0, items: items)
        #expect(abs(target.offset - expected) < 1e-9)
        #expect(target.snaps == snaps)
    }

    @Test func groupPagingCenteredFromTheMiddle() {
        // Drag began with item 3 centred: 330 + 50 − 187.5 = 192.5. A flick forward (projection
        // 250 + 0.4995·400 = 449.8, nearest item 5 at 412.5) goes one item: item 4 at 302.5.
        let target = physics.restTarget(.groupPagingCentered, releaseOffset: 250, velocity: 400, startOffset: 192.5, items: items)
        #expect(target.offset == 302.5)
        // Backwards from there, gently: projection 180 − 0.4995·100 = 130.05 → item 2 (82.5) is
        // nearer than item 3 (192.5): one item back → 82.5.
        let back = physics.restTarget(.groupPagingCentered, releaseOffset: 180, velocity: -100, startOffset: 192.5, items: items)
        #expect(back.offset == 82.5)
    }
}
