// Callback-level recording: the driver's inputs as values a file can hold, and their replay
// through a fresh driver. A driver's mistranslation seen on a device can then be replayed
// here (`trace-replay drive`), where an events trace would only show its result.
import PagerCore

/// One callback a screen delivered to its `PagerDriver`, with its time, as a callbacks
/// file holds it (one JSON object a line).
public struct PagerRecordedCallback: Equatable, Sendable {
    /// The time passed to `receive(_:at:)`.
    public var t: Double
    /// What UIKit (or SwiftUI) told the driver.
    public var input: PagerDriverInput
    /// Whether it arrived while the driver's previous update was being carried out (UIKit
    /// calls `scrollViewDidScroll` inside `setContentOffset`): `receive` queued it. The
    /// driver tells such an echo of its own command from a new report by this.
    public var nested: Bool

    /// A callback `input` received at `t`, `nested` if it came during an update.
    public init(t: Double, input: PagerDriverInput, nested: Bool = false) {
        self.t = t
        self.input = input
        self.nested = nested
    }
}

/// The callbacks file format: a first line `{"format":"scrollpager-callbacks","version":5}`,
/// then one `PagerRecordedCallback` a line; `#` lines are comments. Version 2 added the
/// callbacks `frame`, `tick`, `safeArea`, `attach`, `detach`, `restore` and SwiftUI's `scrollPhase`
/// and `scrollGeometry`; version 3 the neutral `scroll` (with its `motion`: `dragBegan`,
/// `moved`, `dragEnded`, `decelerationEnded`, `motionEnded`) and `resync`; version 4 the
/// first line's optional `"rightToLeft":true`, the screen's layout direction (which the
/// driver takes once: `PagerScreenLayer.environment`); version 5 a scroll view's offsets,
/// velocities and targets in the reducer's coordinates, as its surface delivers them (1 to
/// 4 hold UIKit's `contentOffset`: `PagerDriver.drive(_:safeAreaTop:rightToLeft:version:)`
/// converts them as UIKit's surface does). Readers take 1 to 5.
public enum PagerCallbackFormat {
    /// The `format` of a callbacks file's first line.
    public static let name = "scrollpager-callbacks"
    /// The version this code writes (it reads 1 to 5).
    public static let version = 5
    /// The first version whose offsets are the reducer's (before it, UIKit's).
    public static let reducerCoordinatesSince = 5
}

extension PagerDriver {
    /// Replays recorded callbacks through a fresh driver, as the screen delivered them — a
    /// nested callback is received while the update before it is being carried out — and
    /// returns the events and records the driver made. The scroll views' actions are not
    /// carried out: the recording already holds what the views reported next.
    ///
    /// Feeding every nested callback right after the first update of its delivery is the
    /// same as feeding each during the update that caused it: the driver takes queued
    /// callbacks in order and never looks ahead.
    ///
    /// Callbacks of a file of `version` 1 to 4 (`PagerCallbackFormat`) carry UIKit's offsets: each
    /// is converted as UIKit's surface converts it when it is received.
    ///
    /// - Complexity: O(n) callbacks, plus the reducer's work.
    public static func drive(
        _ callbacks: [PagerRecordedCallback], safeAreaTop: Double = 0, rightToLeft: Bool = false, version: Int = PagerCallbackFormat.version
    ) -> (events: [PagerEvent], records: [PagerRecord]) {
        var driver = PagerDriver(safeAreaTop: safeAreaTop)
        driver.isRightToLeft = rightToLeft
        let inUIKitCoordinates = version < PagerCallbackFormat.reducerCoordinatesSince
        func input(_ k: Int) -> PagerDriverInput {
            inUIKitCoordinates ? callbacks[k].input.inReducerCoordinates(from: driver.viewBasis) : callbacks[k].input
        }
        var events: [PagerEvent] = [], records: [PagerRecord] = []
        var i = 0
        while i < callbacks.count {
            let callback = callbacks[i]
            i += 1
            guard driver.receive(input(i - 1), at: callback.t) else { continue }
            while let update = driver.next() {
                events += update.events
                records += update.records
                while i < callbacks.count, callbacks[i].nested {
                    driver.receive(input(i), at: callbacks[i].t)
                    i += 1
                }
            }
        }
        return (events, records)
    }
}

// MARK: - JSON shape: flat keys, the role as `role` and `page`

// Embedded Swift (the WebAssembly build) has no Codable.
#if !hasFeature(Embedded)
extension PagerRecordedCallback: Codable {
    private enum CodingKeys: String, CodingKey {
        case t, nested, callback, role, page, offset, velocity, targetOffset, willDecelerate
        case isTracking, isDragging, isDecelerating, index, layout, state, translation, top, pagerState
        case phase, contextVelocity, target, height, animated, motion, decelerates
    }

    /// A callback's name in the file: its `PagerDriverInput` case.
    private enum Callback: String, Codable {
        case willBeginDragging, didScroll, willEndDragging, didEndDragging, willBeginDecelerating
        case didEndDecelerating, didEndScrollingAnimation, shouldScrollToTop, didSelectItem, layout, headerPan
        case frame, tick, safeArea, attach, detach, restore
        case scrollPhase, scrollGeometry
        case touchDown, touchUp, contentHeight
        case select
        case scroll, resync
    }

    /// A neutral input's name in the file (`"motion"`): its `PagerScrollInput` case.
    private enum Motion: String, Codable {
        case dragBegan, moved, dragEnded, decelerationEnded, motionEnded
    }

    private enum Role: String, Codable { case content, pages, pager }

    /// Reads a callback from its JSON object (the `callback` name and its fields).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        t = try c.decode(Double.self, forKey: .t)
        nested = try c.decodeIfPresent(Bool.self, forKey: .nested) ?? false
        func role() throws -> PagerScrollRole {
            switch try c.decode(Role.self, forKey: .role) {
            case .content: return .content(page: try c.decodeIfPresent(Int.self, forKey: .page) ?? 0)
            case .pages: return .pages
            case .pager: return .tabStrip
            }
        }
        func offset() throws -> Double { try c.decode(Double.self, forKey: .offset) }
        func flags() throws -> PagerScrollFlags {
            PagerScrollFlags(
                isTracking: try c.decode(Bool.self, forKey: .isTracking),
                isDragging: try c.decode(Bool.self, forKey: .isDragging),
                isDecelerating: try c.decode(Bool.self, forKey: .isDecelerating))
        }
        /// `"target": "header"`, or `"target": "list"` with `page`.
        func target() throws -> PagerTouchTarget {
            let name = try c.decode(String.self, forKey: .target)
            switch name {
            case "header": return .header
            case "list": return .list(page: try c.decodeIfPresent(Int.self, forKey: .page) ?? 0)
            default:
                throw DecodingError.dataCorruptedError(
                    forKey: .target, in: c, debugDescription: "unknown touch target \"\(name)\" (expected \"list\" or \"header\")")
            }
        }
        switch try c.decode(Callback.self, forKey: .callback) {
        case .willBeginDragging: input = .willBeginDragging(try role(), offset: try offset())
        case .didScroll: input = .didScroll(try role(), offset: try offset(), flags: try flags())
        case .resync: input = .resync(try role(), offset: try offset(), flags: try flags())
        case .willEndDragging:
            input = .willEndDragging(
                try role(), offset: try offset(), velocity: try c.decode(Double.self, forKey: .velocity),
                targetOffset: try c.decode(Double.self, forKey: .targetOffset))
        case .didEndDragging:
            input = .didEndDragging(try role(), offset: try offset(), willDecelerate: try c.decode(Bool.self, forKey: .willDecelerate))
        case .willBeginDecelerating: input = .willBeginDecelerating(try role(), offset: try offset())
        case .didEndDecelerating: input = .didEndDecelerating(try role(), offset: try offset())
        case .didEndScrollingAnimation: input = .didEndScrollingAnimation(try role(), offset: try offset())
        case .shouldScrollToTop: input = .shouldScrollToTop(try role())
        case .didSelectItem: input = .didSelectItem(index: try c.decode(Int.self, forKey: .index))
        case .select: input = .select(index: try c.decode(Int.self, forKey: .index), animated: try c.decode(Bool.self, forKey: .animated))
        case .layout: input = .layout(try c.decode(PagerLayout.self, forKey: .layout))
        case .headerPan:
            input = .headerPan(
                try c.decode(PagerHeaderPanState.self, forKey: .state),
                translation: try c.decode(Double.self, forKey: .translation),
                velocity: try c.decode(Double.self, forKey: .velocity))
        case .frame: input = .frame
        case .tick: input = .tick
        case .safeArea: input = .safeArea(top: try c.decode(Double.self, forKey: .top))
        case .attach: input = .attach(page: try c.decode(Int.self, forKey: .page))
        case .detach: input = .detach(page: try c.decode(Int.self, forKey: .page))
        case .restore: input = .restore(try c.decode(PagerState.self, forKey: .pagerState))
        case .scrollPhase:
            input = .scrollPhase(
                try role(), try c.decode(PagerSwiftUIScrollPhase.self, forKey: .phase), offset: try offset(),
                contextVelocity: try c.decodeIfPresent(Double.self, forKey: .contextVelocity))
        case .scrollGeometry: input = .scrollGeometry(try role(), offset: try offset())
        case .touchDown: input = .touchDown(try target())
        case .touchUp: input = .touchUp(try target())
        case .contentHeight:
            input = .contentHeight(page: try c.decode(Int.self, forKey: .page), try c.decode(Double.self, forKey: .height))
        case .scroll:
            let report: PagerScrollInput
            switch try c.decode(Motion.self, forKey: .motion) {
            case .dragBegan: report = .dragBegan(offset: try offset())
            case .moved: report = .moved(offset: try offset())
            case .dragEnded:
                report = .dragEnded(
                    offset: try offset(), velocity: try c.decode(Double.self, forKey: .velocity),
                    decelerates: try c.decode(Bool.self, forKey: .decelerates))
            case .decelerationEnded: report = .decelerationEnded(offset: try offset())
            case .motionEnded: report = .motionEnded(offset: try offset())
            }
            input = .scroll(try role(), report)
        }
    }

    /// Writes a callback as one flat JSON object.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(t, forKey: .t)
        if nested { try c.encode(true, forKey: .nested) }
        func role(_ role: PagerScrollRole) throws {
            switch role {
            case .content(let page):
                try c.encode(Role.content, forKey: .role)
                try c.encode(page, forKey: .page)
            case .pages: try c.encode(Role.pages, forKey: .role)
            case .tabStrip: try c.encode(Role.pager, forKey: .role)
            }
        }
        func encode(_ flags: PagerScrollFlags) throws {
            try c.encode(flags.isTracking, forKey: .isTracking)
            try c.encode(flags.isDragging, forKey: .isDragging)
            try c.encode(flags.isDecelerating, forKey: .isDecelerating)
        }
        func touched(_ target: PagerTouchTarget) throws {
            switch target {
            case .list(let page):
                try c.encode("list", forKey: .target)
                try c.encode(page, forKey: .page)
            case .header: try c.encode("header", forKey: .target)
            }
        }
        switch input {
        case .willBeginDragging(let r, let offset):
            try c.encode(Callback.willBeginDragging, forKey: .callback); try role(r); try c.encode(offset, forKey: .offset)
        case .didScroll(let r, let offset, let flags):
            try c.encode(Callback.didScroll, forKey: .callback); try role(r); try c.encode(offset, forKey: .offset)
            try encode(flags)
        case .resync(let r, let offset, let flags):
            try c.encode(Callback.resync, forKey: .callback); try role(r); try c.encode(offset, forKey: .offset)
            try encode(flags)
        case .willEndDragging(let r, let offset, let velocity, let target):
            try c.encode(Callback.willEndDragging, forKey: .callback); try role(r); try c.encode(offset, forKey: .offset)
            try c.encode(velocity, forKey: .velocity)
            try c.encode(target, forKey: .targetOffset)
        case .didEndDragging(let r, let offset, let willDecelerate):
            try c.encode(Callback.didEndDragging, forKey: .callback); try role(r); try c.encode(offset, forKey: .offset)
            try c.encode(willDecelerate, forKey: .willDecelerate)
        case .willBeginDecelerating(let r, let offset):
            try c.encode(Callback.willBeginDecelerating, forKey: .callback); try role(r); try c.encode(offset, forKey: .offset)
        case .didEndDecelerating(let r, let offset):
            try c.encode(Callback.didEndDecelerating, forKey: .callback); try role(r); try c.encode(offset, forKey: .offset)
        case .didEndScrollingAnimation(let r, let offset):
            try c.encode(Callback.didEndScrollingAnimation, forKey: .callback); try role(r); try c.encode(offset, forKey: .offset)
        case .shouldScrollToTop(let r):
            try c.encode(Callback.shouldScrollToTop, forKey: .callback); try role(r)
        case .didSelectItem(let index):
            try c.encode(Callback.didSelectItem, forKey: .callback); try c.encode(index, forKey: .index)
        case .select(let index, let animated):
            try c.encode(Callback.select, forKey: .callback); try c.encode(index, forKey: .index)
            try c.encode(animated, forKey: .animated)
        case .layout(let layout):
            try c.encode(Callback.layout, forKey: .callback); try c.encode(layout, forKey: .layout)
        case .headerPan(let state, let translation, let velocity):
            try c.encode(Callback.headerPan, forKey: .callback); try c.encode(state, forKey: .state)
            try c.encode(translation, forKey: .translation)
            try c.encode(velocity, forKey: .velocity)
        case .frame:
            try c.encode(Callback.frame, forKey: .callback)
        case .tick:
            try c.encode(Callback.tick, forKey: .callback)
        case .safeArea(let top):
            try c.encode(Callback.safeArea, forKey: .callback); try c.encode(top, forKey: .top)
        case .attach(let page):
            try c.encode(Callback.attach, forKey: .callback); try c.encode(page, forKey: .page)
        case .detach(let page):
            try c.encode(Callback.detach, forKey: .callback); try c.encode(page, forKey: .page)
        case .restore(let saved):
            try c.encode(Callback.restore, forKey: .callback); try c.encode(saved, forKey: .pagerState)
        case .scrollPhase(let r, let phase, let offset, let contextVelocity):
            try c.encode(Callback.scrollPhase, forKey: .callback); try role(r); try c.encode(phase, forKey: .phase)
            try c.encode(offset, forKey: .offset)
            try c.encodeIfPresent(contextVelocity, forKey: .contextVelocity)
        case .scrollGeometry(let r, let offset):
            try c.encode(Callback.scrollGeometry, forKey: .callback); try role(r); try c.encode(offset, forKey: .offset)
        case .touchDown(let target):
            try c.encode(Callback.touchDown, forKey: .callback); try touched(target)
        case .touchUp(let target):
            try c.encode(Callback.touchUp, forKey: .callback); try touched(target)
        case .contentHeight(let page, let height):
            try c.encode(Callback.contentHeight, forKey: .callback); try c.encode(page, forKey: .page)
            try c.encode(height, forKey: .height)
        case .scroll(let r, let report):
            try c.encode(Callback.scroll, forKey: .callback); try role(r)
            switch report {
            case .dragBegan(let offset):
                try c.encode(Motion.dragBegan, forKey: .motion); try c.encode(offset, forKey: .offset)
            case .moved(let offset):
                try c.encode(Motion.moved, forKey: .motion); try c.encode(offset, forKey: .offset)
            case .dragEnded(let offset, let velocity, let decelerates):
                try c.encode(Motion.dragEnded, forKey: .motion); try c.encode(offset, forKey: .offset)
                try c.encode(velocity, forKey: .velocity)
                try c.encode(decelerates, forKey: .decelerates)
            case .decelerationEnded(let offset):
                try c.encode(Motion.decelerationEnded, forKey: .motion); try c.encode(offset, forKey: .offset)
            case .motionEnded(let offset):
                try c.encode(Motion.motionEnded, forKey: .motion); try c.encode(offset, forKey: .offset)
            }
        }
    }
}
#endif
