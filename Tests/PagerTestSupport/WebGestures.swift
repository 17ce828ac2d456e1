// A finger's drag on a web screen's list as Chromium sends it (WEB-SCROLL §1), shared by
// the web edge's tests.
import PagerKit

extension PagerWebScreen {
    /// A finger lands on page 0's list at t = 1.000 and drags it from scrollTop 0 to 116
    /// (`scroll` at 16 and 116, 16 ms apart: the slop crossed, WEB-SCROLL §1); lifted next,
    /// it is released at (116 − 16) / 0.016 = 6,250 pt/s (SPEC §7: the last two moves).
    package func dragListFast() {
        touchStart(.list(page: 0), at: 1.000)
        scrolled(.content(page: 0), to: 16, at: 1.016)
        scrolled(.content(page: 0), to: 116, at: 1.032)
    }
}
