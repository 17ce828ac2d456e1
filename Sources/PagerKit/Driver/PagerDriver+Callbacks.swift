// The driver's translation of what UIKit's scroll views tell their delegate (and of the
// header's pan, the strip's taps, the status bar, layouts, attach and detach) into SPEC §2
// events, in UIKit's order and units (UIKIT-CALLBACKS §1, §2). A scroll view's callbacks,
// in the reducer's coordinates (its surface converted them), are matched against the
// driver's own writes here and handed to the neutral vocabulary (PagerDriver+Motion.swift);
// SwiftUI's reports are translated into the same in PagerDriver+SwiftUI.swift.
import PagerCore
import PagerPhysics

extension PagerDriver {
    mutating func translate(_ input: PagerDriverInput, t: Double, into update: inout Update) {
        if !flings.isEmpty {
            let atFrame: Bool
            switch input {
            case .frame, .tick: atFrame = true
            default: atFrame = false
            }
            finishFlings(endedBy: t, atFrame: atFrame, into: &update)
        }
        switch input {
        case .layout(let layout):
            relayout(layout, t: t, into: &update)
        case .contentHeight(let page, let height):
            // The last layout with page `page`'s new content height (pages content): a
            // relayout like any other (SPEC §4.0).
            guard var layout = lastLayout, case .pages(var pages, let adjust) = layout.content, pages.indices.contains(page),
                pages[page].contentHeight != height
            else { return }
            pages[page].contentHeight = height
            layout.content = .pages(pages, adjustContentSize: adjust)
            relayout(layout, t: t, into: &update)
        case .touchDown(let target):
            touchDown(target, t: t, into: &update)
        case .touchUp(let target):
            touchUp(target, t: t, into: &update)
        case .didSelectItem(let index):
            apply(.tapPagerItem(index, t: t), into: &update)
        case .select(let index, let animated):
            // Not animated: the reducer's setOffset is carried out at once, as under Reduce
            // Motion (for this input only).
            let reduces = reducesMotion
            if !animated { reducesMotion = true }
            apply(.tapPagerItem(index, t: t), into: &update)
            reducesMotion = reduces
            update.withoutAnimation = update.withoutAnimation || !animated
            update.selectsForApp = true
        case .frame:
            advanceFlings(to: t, into: &update)
        case .tick:
            break  // ends were reported above
        case .safeArea(let top):
            guard top != safeAreaTop else { return }
            safeAreaTop = top
            // UIKit keeps a view's offset when its inset changes (UIKIT-CALLBACKS §1(k)): the content would
            // slide by the change. Every list not under a finger goes back to the reducer's
            // offset in the new coordinates.
            guard let g = state.geometry else { return }
            for k in 0..<g.contentViewCount where tracked[.content(page: k)]?.phase != .dragging {
                position(.content(page: k), into: &update)
            }
        case .attach(let page):
            let role = PagerScrollRole.content(page: page)
            tracked[role] = nil
            echoes.removeAll { $0.role == role }
            guard let g = state.geometry, page >= 0, page < g.contentViewCount else { return }
            position(role, into: &update)
        case .detach(let page):
            let role = PagerScrollRole.content(page: page)
            echoes.removeAll { $0.role == role }
            let phase = tracked[role]?.phase ?? .idle
            tracked[role] = nil
            guard let offset = state.contentOffset(page: page) else { return }
            let reported = self.page(role)
            // The driver's own fling of it stops too: no frame may move a list no screen shows.
            let flung = flings.stop(page: page, at: t) != nil
            switch phase {
            case .idle:
                if flung { apply(.offset(.scrollEnded, .content, page: reported, offset: offset, t: t), into: &update) }
            case .dragging:
                apply(.dragEnded(.content, page: reported, offset: offset, velocity: 0, willDecelerate: false, t: t), into: &update)
            case .decelerationPending, .decelerating:
                apply(.offset(.decelerateEnded, .content, page: reported, offset: offset, t: t), into: &update)
            case .animating:
                apply(.offset(.scrollEnded, .content, page: reported, offset: offset, t: t), into: &update)
            }
        case .restore(let saved):
            restore(saved)
        case .scroll(let role, let input):
            translate(role, input, t: t, into: &update)
        case .resync(let role, let offset, let flags):
            catchUp(role, at: offset, flags: flags, t: t, into: &update)
        case .headerPan(let state, let translation, let velocity):
            // SPEC §2: the header's offset is the finger's translation in content-offset
            // space, growing as the finger moves up (−translation.y); likewise the velocity.
            let offset = 0 - translation
            switch state {
            case .began where headerTouchBegan:
                // The touch-down already began this drag (it stopped a fling): the pan's
                // start is a move, and nothing where the header already is.
                headerTouchBegan = false
                if offset != 0 { apply(.dragMoved(.header, offset: offset, t: t), into: &update) }
            case .began:
                // SPEC §7: a list that is moving first reports its offset at this instant. A
                // fling of the driver's own is put there (the reducer's stop then ends it).
                if case .content(let k)? = currentList, let y = flings.frame(page: k, at: t) {
                    put(.content(page: k), at: y, into: &update)
                    apply(.offset(.scrollMoved, .content, page: page(.content(page: k)), offset: y, t: t), into: &update)
                }
                apply(.dragBegan(.header, offset: offset, t: t), into: &update)
            case .changed:
                headerTouchBegan = false
                apply(.dragMoved(.header, offset: offset, t: t), into: &update)
            case .ended:
                headerTouchBegan = false
                apply(.dragEnded(.header, offset: offset, velocity: 0 - velocity, t: t), into: &update)
            }
        case .shouldScrollToTop:
            apply(.tapStatusBar(t: t), into: &update)
        #if SCROLLPAGER_WEB
        // The web element's build (Scripts/wasm.sh --web): a browser's scrollers come as
        // `.scroll` (WebScreen), never as UIKit's callbacks or SwiftUI's reports, so their
        // translation is left out of the module a page downloads.
        case .willBeginDragging, .didScroll, .willEndDragging, .didEndDragging, .willBeginDecelerating,
            .didEndDecelerating, .didEndScrollingAnimation, .scrollPhase, .scrollGeometry:
            break
        #else
        case .scrollPhase(let role, let phase, let offset, _):
            translateScrollPhase(role, phase, offset: offset, t: t, into: &update)
        case .scrollGeometry(let role, let offset):
            translateScrollGeometry(role, offset: offset, t: t, into: &update)
        case .willBeginDragging(let role, _) where tracked[role]?.touchHoldsDrag == true:
            // The touch-down that stopped the driver's fling began this drag already; UIKit's
            // pan has now taken the finger over, and its callbacks end the drag.
            tracked[role]?.touchHoldsDrag = false
        case .willBeginDragging(let role, let offset):
            dragBegan(role, at: offset, t: t, into: &update)
        case .didScroll(let role, let offset, _):
            if let k = echoes.firstIndex(where: { $0.role == role && $0.matches(offset) }) {
                echoArrived(echoes.remove(at: k), at: offset, t: t, into: &update)
            } else {
                moved(role, to: offset, t: t, into: &update)
            }
        case .willEndDragging(let role, let offset, let velocity, _):
            dragReleasing(role, at: offset, velocity: velocity * 1000, t: t, into: &update)
        case .didEndDragging(let role, let offset, let willDecelerate):
            dragEnded(role, at: offset, decelerates: willDecelerate, t: t, into: &update)
        case .willBeginDecelerating(let role, let offset):
            decelerationBegan(role, at: offset, t: t, into: &update)
        case .didEndDecelerating(let role, let offset):
            decelerationEnded(role, at: offset, t: t, into: &update)
        case .didEndScrollingAnimation(let role, let offset):
            if endsMotion(role, at: offset) { motionEnded(role, at: offset, t: t, into: &update) }
        #endif
        }
    }

    /// Handles a layout: only a change is news; views that joined are put at their offsets.
    mutating func relayout(_ layout: PagerLayout, t: Double, into update: inout Update) {
        // UIKit lays out on nearly every scroll frame (UIKIT-CALLBACKS §1(l), SWIFTUI-SCROLL §7.3): only a change is news.
        guard layout != lastLayout else { return }
        lastLayout = layout
        let hadViews = state.geometry.map { $0.isPages ? $0.contentViewCount : 1 } ?? 0
        let wasPages = positionsEveryView ? nil : state.geometry?.isPages
        apply(.layout(layout, t: t), into: &update)
        if let g = state.geometry, update.records.last?.diagnostics.isEmpty == true {
            // New lists start at their top: all of them after the first layout or a
            // change of content kind, the added pages after a relayout (UIKIT-CALLBACKS §1(k): UIKit does
            // not move them when the inset changes). After a restoration every view is
            // put at the restored offsets the layout kept.
            let first = wasPages == nil || wasPages != g.isPages ? 0 : hadViews
            for k in first..<max(first, g.contentViewCount) {  // none when pages went away
                position(.content(page: k), into: &update)
            }
            // After a restoration every view goes to the restored offsets; on a right-to-left
            // screen the horizontal views go to theirs at the first layout too (UIKit's
            // initial 0 is the reducer's far end there).
            if positionsEveryView || (isRightToLeft && wasPages == nil) {
                positionsEveryView = false
                if g.isPages { position(.pages, into: &update) }
                if g.itemCount > 0 { position(.tabStrip, into: &update) }
            }
        }
    }

    /// A finger lands (`PagerDriverInput.touchDown`): it stops the driver's fling of the list it
    /// lands on (on the header: of the current list) where the fling is now, and that is
    /// the touch's `drag began` (SPEC §7 `fling`). UIKit stops its own motions itself.
    mutating func touchDown(_ target: PagerTouchTarget, t: Double, into update: inout Update) {
        switch target {
        case .list(let k):
            let role = PagerScrollRole.content(page: k)
            guard let y = stopFling(role, at: t) else { return }
            tracked[role, default: Tracked()].phase = .dragging
            tracked[role]?.velocity = 0
            tracked[role]?.animationTarget = nil
            tracked[role]?.dragStart = y
            tracked[role]?.touchHoldsDrag = true
            put(role, at: y, into: &update)
            apply(.dragBegan(.content, page: page(role), offset: y, t: t), into: &update)
        case .header:
            guard let k = touchedList(.header), let y = flings.frame(page: k, at: t) else { return }
            // As at a pan's `began` (SPEC §7): the list reports where it is, then the header
            // drag begins, which stops the fling (SPEC §4.7).
            put(.content(page: k), at: y, into: &update)
            apply(.offset(.scrollMoved, .content, page: page(.content(page: k)), offset: y, t: t), into: &update)
            apply(.dragBegan(.header, offset: 0, t: t), into: &update)
            headerTouchBegan = true
        }
    }

    /// The finger of a `touchDown` lifts: a drag it began that no pan took over ends where
    /// the view is, with no velocity.
    mutating func touchUp(_ target: PagerTouchTarget, t: Double, into update: inout Update) {
        switch target {
        case .list(let k):
            let role = PagerScrollRole.content(page: k)
            guard tracked[role]?.touchHoldsDrag == true else { return }
            tracked[role]?.touchHoldsDrag = false
            tracked[role]?.phase = .idle
            guard let y = state.contentOffset(page: k) else { return }
            apply(.dragEnded(.content, page: page(role), offset: y, velocity: 0, willDecelerate: false, t: t), into: &update)
        case .header:
            guard headerTouchBegan else { return }
            headerTouchBegan = false
            apply(.dragEnded(.header, offset: 0, velocity: 0, t: t), into: &update)
        }
    }
}
