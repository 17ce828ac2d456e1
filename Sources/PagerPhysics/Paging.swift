// Where a paged fling comes to rest (SPEC §7): the pages container turns one page at a time.
// (The tab strip's five rest behaviours are the reducer's rule, SPEC §4.8, in PagerCore's
// `PagerLayoutGeometry+PagerRest.swift`; the host carries out its `setTarget`.)

extension PagerScrollPhysics {
    /// The page a `pages` container settles on (SPEC §7): `round((X + 0.4995·v)/W)`, at most
    /// one page from `startPage` (where the drag began), clamped to `0 ..< pageCount`.
    public func pagingTarget(releaseOffset x: Double, velocity v: Double, startPage: Int, pageWidth: Double, pageCount: Int) -> Int {
        guard pageCount > 0, pageWidth > 0 else { return 0 }
        let projected = ((x + pagingProjection * v) / pageWidth).rounded()
        let limited = min(max(projected, Double(startPage - 1)), Double(startPage + 1))
        return Int(min(max(limited, 0), Double(pageCount - 1)))
    }
}
