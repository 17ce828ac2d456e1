// A page whose list appears late, or is replaced, joins the screen (issue 65: a
// UIHostingController page whose list appears after addSubview was never attached).
import PagerKit
import Testing

@Suite("PagerPageLists: a page's list joins when it appears")
struct PagerPageListsTests {
    final class List {}

    @Test func aListThatAppearsAfterThePageLoadedJoinsAtTheNextPlacement() {
        var lists = PagerPageLists()
        let late = List()
        // The drop-in's order: the page loads with no list (a hosting controller's SwiftUI
        // list not built yet) — nothing joins; at 7512035 it was looked for only here.
        #expect(lists.looks(page: 1, at: .loaded))
        let joined1 = lists.found(nil, page: 1)
        #expect(!joined1)
        // The next placements look again while the page has none; the list appears: it joins.
        #expect(lists.looks(page: 1, at: .placed))
        let joined2 = lists.found(nil, page: 1)
        #expect(!joined2)
        #expect(lists.looks(page: 1, at: .placed))
        let joined3 = lists.found(ObjectIdentifier(late), page: 1)
        #expect(joined3)
        // Joined: placements (every frame of a swipe) no longer search; a layout pass does,
        // and finding the same list joins nothing again.
        #expect(!lists.looks(page: 1, at: .placed))
        #expect(lists.looks(page: 1, at: .laidOut))
        let joined4 = lists.found(ObjectIdentifier(late), page: 1)
        #expect(!joined4)
    }

    @Test func aReplacedListJoinsAtALayoutAndAnUnloadedPageStartsOver() {
        var lists = PagerPageLists()
        let first = List()
        let second = List()
        let joined5 = lists.found(ObjectIdentifier(first), page: 0)
        #expect(joined5)
        // The app swapped its list (a new UITableView): the layout pass finds it and it joins
        // (the coordinator's attach gives the first one back).
        let joined6 = lists.found(ObjectIdentifier(second), page: 0)
        #expect(joined6)
        // The list vanished from the view tree: the page keeps the one it has.
        let joined7 = lists.found(nil, page: 0)
        #expect(!joined7)
        #expect(!lists.looks(page: 0, at: .placed))
        // Unloaded and loaded again: its list joins again, even the same one.
        lists.unloaded(page: 0)
        #expect(lists.looks(page: 0, at: .placed))
        let joined8 = lists.found(ObjectIdentifier(second), page: 0)
        #expect(joined8)
    }
}
