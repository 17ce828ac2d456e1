// Traces written event by event: bad input (every §5 diagnostic) and the SPEC's example.
import PagerCore

/// Sections screen for the bad-input trace: TD with three 2-row sections.
let badLayout = td(rows: [2, 2, 2])

let badEvents: [PagerEvent] = [
    .tapPagerItem(0, t: 0),                                                     // noLayout
    .layout({ var l = badLayout; l.viewport.width = 0; return l }(), t: 0.1),   // invalidLayout (zero width)
    .layout(badLayout, t: 0.2),
    .dragBegan(.pages, offset: 10, t: 0.3),                                     // unknownView
    .dragBegan(.content, page: 1, offset: 10, t: 0.4),                          // pageOutOfRange
    .tapPagerItem(3, t: 0.5),                                                   // indexOutOfRange
    .dragMoved(.content, offset: 20, t: 0.6),                                   // unexpectedPhase (no began)
    .dragMoved(.content, offset: 30, t: 0.65),                                  // fine now: one break, one flag
    .dragEnded(.content, offset: 40, t: 0.55),                                  // timeWentBackwards
    .offset(.decelerateBegan, .content, offset: 40, t: 0.7),                          // unexpectedPhase
    .dragEnded(.content, offset: 40, t: 0.6),                                   // both flags, in SPEC order
    .layout({ var l = badLayout; l.pager.items.removeLast(); return l }(), t: 0.8), // invalidLayout (2 items, 3 sections)
    .layout(fj(), t: 0.9),                                                      // a valid relayout to pages
    .dragBegan(.content, offset: -104, t: 1.0),                                 // missingPage
    .dragBegan(.content, page: 3, offset: -104, t: 1.1),                        // pageOutOfRange
    .dragBegan(.content, page: 0, offset: -104, t: 1.2),
    .dragEnded(.content, page: 0, offset: 0, t: 1.3),                           // still works
]

/// The SPEC §2 example, verbatim; its seq 3 record is the one SPEC §3 prints.
let specExample: [PagerEvent] = [
    .layout(fj(), t: 0),
    .dragBegan(.content, page: 0, offset: -104, t: 0.50),
    .dragMoved(.content, page: 0, offset: -80, t: 0.52),
    .dragEnded(.content, page: 0, offset: -30, velocity: 900, t: 0.70),
    .offset(.decelerateBegan, .content, page: 0, offset: -15, t: 0.72),
    .tapPagerItem(2, t: 2.00),
    .tapStatusBar(t: 3.00),
]
