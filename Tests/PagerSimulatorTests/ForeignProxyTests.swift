// The simulated UIKit list with a foreign delegate proxy in front of ours (RxCocoa's, in the
// order that recursed at 7512035): the coordinator hears each callback once, as without it.
import PagerCore
import PagerKit
import PagerSimulator
import Testing

@Suite("A foreign delegate proxy in front of ours")
struct ForeignProxyTests {
    /// fj in UIKit mode, lists loaded as the drop-in loads them; with `proxy`, a foreign proxy
    /// in front of page 0's list from the start; then a 300 pt flick of that list and 2 s.
    static func flick(withForeignProxy proxy: Bool) -> PagerHost {
        var host = PagerHost(driver: PagerDriver())
        host.loadsListsLazily = true
        host.layout(PagerPresets.fj)
        if proxy { host.installForeignProxy(page: 0) }
        host.drag(.content, page: 0, by: 300, over: 0.3, release: .fling)
        host.wait(2)
        return host
    }

    @Test func theCoordinatorHearsEachCallbackOnceThroughTheChain() {
        // The chain changes who hears a call first, not what the driver hears: the same
        // events and records as the list without it, bit for bit, and no call went round.
        let plain = Self.flick(withForeignProxy: false)
        let chained = Self.flick(withForeignProxy: true)
        #expect(chained.foreignProxies == [0])
        #expect(chained.events == plain.events)
        #expect(chained.records == plain.records)
        #expect(chained.delegateChainProblem == nil)
    }

    @Test func aListLeavingTakesItsForeignProxyWithIt() {
        // A page unloaded takes its list and the proxy in front of it; loaded again, the
        // page's new list has none.
        var host = PagerHost(driver: PagerDriver())
        host.loadsListsLazily = true
        host.layout(PagerPresets.fj)
        host.installForeignProxy(page: 0)
        host.reloadLists()
        #expect(host.foreignProxies.isEmpty)
        host.installForeignProxy(page: 0)
        host.removeForeignProxy(page: 0)
        #expect(host.foreignProxies.isEmpty)
    }
}
