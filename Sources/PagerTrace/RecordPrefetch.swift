// Reading, parsing and reducing an events file on a second thread, a few batches ahead:
// `replay` then spends the first core on writing each record and comparing it while the
// second turns lines into events and events into records (with their SPEC §5 reasons and
// SPEC §8 invariant check). The order of records, line numbers and errors is the file's,
// exactly as if done on one thread; the reducer's state lives on the second thread only.
// When the second thread is ahead — two batches or more wait for the first — it also
// writes its batch's record lines, so that the work shares itself between the two.
import Dispatch
import PagerCore
import TraceCodec

/// The records of an `PagerEventReader`'s events, reduced from a fresh `PagerState` on another
/// thread in batches, handed out in order.
///
/// One producer (the thread that parses and reduces) and one consumer (the caller of `next()`). The
/// two only meet through semaphores: the producer fills a slot, then signals `filled`; the
/// consumer waits for `filled`, empties the slot, then signals `free`. Every read of a
/// slot therefore happens after its write, and the ring never holds more than `slotCount`
/// batches, so memory stays bounded whatever the file's size.
final class RecordPrefetch: @unchecked Sendable {
    /// A parsed batch, and how the file went on after it: `failure` is the error the next
    /// line gave (reported after the batch's events, where a one-thread read would throw
    /// it), `isLast` says the file ended.
    private struct Batch {
        var records = RecordBatch(capacity: 0)
        var failure: (any Error)?
        var isLast = false
    }

    private static let batchSize = 2048
    private static let slotCount = 4

    private let reader: PagerEventReader
    private var slots = [Batch](repeating: Batch(), count: RecordPrefetch.slotCount)
    private let filled = DispatchSemaphore(value: 0)
    private let free = DispatchSemaphore(value: RecordPrefetch.slotCount)
    private let finished = DispatchSemaphore(value: 0)
    /// Set by the consumer when it stops early; read by the producer before each batch.
    private var cancelled = false
    private let cancelledLock = DispatchSemaphore(value: 1)
    private var isCancelled: Bool {
        get { cancelledLock.wait(); defer { cancelledLock.signal() }; return cancelled }
        set { cancelledLock.wait(); cancelled = newValue; cancelledLock.signal() }
    }
    /// Batches handed over and not yet taken: how far the producer is ahead.
    private var queuedCount = 0
    private let queuedLock = DispatchSemaphore(value: 1)
    private var queued: Int { queuedLock.wait(); defer { queuedLock.signal() }; return queuedCount }
    private func addQueued(_ change: Int) {
        queuedLock.wait()
        queuedCount += change
        queuedLock.signal()
    }

    // The consumer's side.
    private var slot = 0
    private var pendingFailure: (any Error)?
    private var isDone = false

    // The producer's side.
    private var state = PagerState()
    private var reasons: [PagerDiagnosticReason] = []
    private var index = 0
    /// Parsing on the consumer's thread, a batch when one is asked for (`onAnotherThread`
    /// false), and whether the file has ended there.
    private let isInline: Bool
    private var producedLast = false
    /// The producer's record writer, for the batches it writes the lines of.
    private var writer = RecordLineWriter()

    /// When the producer writes a batch's record lines (on another thread only).
    enum LineWriting {
        /// When two batches or more wait for the consumer.
        case whenAhead
        /// Every batch (tests).
        case always
        /// None (tests).
        case never
    }
    private let lineWriting: LineWriting

    /// Starts parsing `reader` on another thread, or (`onAnotherThread` false: `check
    /// --jobs`, whose workers are the parallelism) on this one, a batch at a time. Call
    /// `finish()` before dropping this or using `reader` again.
    init(_ reader: PagerEventReader, onAnotherThread: Bool = true, writingLines: LineWriting = .whenAhead) {
        self.reader = reader
        isInline = !onAnotherThread
        lineWriting = writingLines
        guard onAnotherThread else { return }
        // A queue of its own, not the global one: that one runs at most a thread per core,
        // and a caller already on it (`check` replays traces in parallel) would wait for a
        // producer that never gets a thread. A serial queue always gets one.
        DispatchQueue(label: "ScrollPager.RecordPrefetch").async { self.produce() }
    }

    deinit { writer.deallocate() }

    /// The next batch of records with their lines, in file order; `nil` at the end. Throws
    /// the error the file gave, after the batch of records of the events before it.
    func nextBatch() throws -> RecordBatch? {
        if let failure = pendingFailure { pendingFailure = nil; isDone = true; throw failure }
        if isDone { return nil }
        if isInline, !producedLast {
            free.wait()
            producedLast = produceBatch()
        }
        filled.wait()
        let batch = slots[slot]
        slots[slot] = Batch()
        addQueued(-1)
        free.signal()
        slot = (slot + 1) % Self.slotCount
        pendingFailure = batch.failure
        if batch.isLast { isDone = true }
        if batch.records.isEmpty { return try nextBatch() }
        return batch.records
    }

    /// Stops the producer, if it is still reading, and waits until it has.
    func finish() {
        if isInline { return }  // nothing runs apart
        isCancelled = true
        free.signal()  // wakes a producer waiting for room; it then sees `isCancelled`
        finished.wait()
    }

    private func produce() {
        defer { finished.signal() }
        while true {
            if isCancelled { return }
            let batch = parseBatch()
            // Two batches or more waiting: the consumer is behind. Write this batch's
            // record lines here (the consumer then only compares them): whichever thread
            // has time does the writing, a batch at a time.
            let writes: Bool
            switch lineWriting {
            case .whenAhead: writes = queued >= 2
            case .always: writes = true
            case .never: writes = false
            }
            if writes { batch.records.writeLines(with: &writer) }
            free.wait()
            if isCancelled || hand(batch) { return }
        }
    }

    /// Parses the next batch into its slot and hands it over (the thread that calls this
    /// holds a free slot); returns whether the file ended (or failed) with it.
    private func produceBatch() -> Bool {
        hand(parseBatch())
    }

    /// Puts `batch` in the next slot (the caller holds a free one) and signals it; returns
    /// whether the file ended (or failed) with it.
    private func hand(_ batch: Batch) -> Bool {
        let ends = batch.isLast || batch.failure != nil
        slots[index] = batch
        index = (index + 1) % Self.slotCount
        addQueued(1)
        filled.signal()
        return ends
    }

    /// Parses and reduces the next batch.
    private func parseBatch() -> Batch {
        var batch = Batch(records: RecordBatch(capacity: Self.batchSize))
        // The reducer and its reasons in local variables while the batch is parsed, put back
        // after it: stored properties of a class would be read and written through `self`
        // on every event, each access checked for exclusivity (measured: 10–18 % more time
        // for `run --expect`).
        var state = PagerState(), reasons: [PagerDiagnosticReason] = []
        swap(&state, &self.state)
        swap(&reasons, &self.reasons)
        defer {
            swap(&state, &self.state)
            swap(&reasons, &self.reasons)
        }
        do {
            while !batch.records.isFull {
                guard let (event, line) = try reader.next() else {
                    batch.isLast = true
                    break
                }
                let record = state.apply(event, reasons: &reasons)
                // SPEC §8.2 and §8.3 hold for every record (SPEC §6: exit 1 when "an
                // invariant failed"), checked against the geometry in force.
                let violation = state.invariantViolations(of: record).first
                batch.records.append(record, line: line, reasons: reasons, violation: violation)
            }
        } catch {
            batch.failure = error
        }
        return batch
    }
}

/// Records with their events' line numbers, filled by the producer, then handed out one
/// at a time where they are: the consumer reads each in its place, not a copy (a record
/// is 144 bytes: a copy is a call to `memcpy`).
/// The rare diagnostic reasons and invariant violations are kept beside them, with the
/// index of their record.
final class RecordBatch {
    /// One record as the consumer gets it.
    struct Item {
        /// The record, in the batch: valid while the batch is.
        var record: UnsafePointer<PagerRecord>
        var line: Int
        /// The record's line as `RecordLineWriter` writes it (with its `\n`), when the
        /// producer wrote the batch's lines; valid while the batch is.
        var text: UnsafeBufferPointer<UInt8>?
        /// Where the batch keeps why the record carries its diagnostics, and the first
        /// SPEC §8.2/§8.3 invariant it breaks, if it has any (`reasons(_:)`,
        /// `violation(_:)`): an item holds no reference, so handing one out costs no
        /// reference counting.
        var reasonsIndex: Int?
        var violationIndex: Int?
    }

    /// The reasons an item's record carries diagnostics for.
    func reasons(_ index: Int) -> [PagerDiagnosticReason] { reasons[index].reasons }

    /// The first invariant an item's record breaks.
    func violation(_ index: Int) -> PagerInvariantViolation { violations[index].violation }

    private let records: UnsafeMutablePointer<PagerRecord>
    private let lines: UnsafeMutablePointer<Int>
    private let capacity: Int
    private(set) var count = 0
    /// Records before this index have been handed out.
    private var taken = 0
    /// The records' lines, one after another, and where each ends (`writeLines(with:)`);
    /// nil until written.
    private var text: UnsafeMutablePointer<UInt8>?
    private var lineEnds: UnsafeMutablePointer<Int>?
    private var reasons: [(index: Int, reasons: [PagerDiagnosticReason])] = []
    private var violations: [(index: Int, violation: PagerInvariantViolation)] = []
    private var nextReasons = 0, nextViolation = 0

    init(capacity: Int) {
        self.capacity = capacity
        records = .allocate(capacity: capacity)
        lines = .allocate(capacity: capacity)
    }

    deinit {
        records.deinitialize(count: count)
        records.deallocate()
        lines.deallocate()
        text?.deallocate()
        lineEnds?.deallocate()
    }

    /// Writes every record's line, as the consumer's `RecordLineWriter` would, into the
    /// batch (before any is taken).
    func writeLines(with writer: inout RecordLineWriter) {
        var bound = 0
        for i in 0..<count { bound += RecordLineWriter.bound(of: records + i) }
        let text = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bound, 1))
        let lineEnds = UnsafeMutablePointer<Int>.allocate(capacity: max(count, 1))
        var end = 0
        for i in 0..<count {
            end += writer.write(records + i, into: text + end)
            lineEnds[i] = end
        }
        self.text = text
        self.lineEnds = lineEnds
    }

    var isEmpty: Bool { count == 0 }
    var isFull: Bool { count == capacity }

    /// Adds a record; the batch must not be full.
    func append(_ record: consuming PagerRecord, line: Int, reasons: [PagerDiagnosticReason], violation: PagerInvariantViolation?) {
        precondition(count < capacity, "RecordBatch is full")
        (records + count).initialize(to: record)
        lines[count] = line
        if !reasons.isEmpty { self.reasons.append((count, reasons)) }
        if let violation { violations.append((count, violation)) }
        count += 1
    }

    /// The next record not yet handed out, in place; nil after the last.
    @inline(__always)
    func takeNext() -> Item? {
        guard taken < count else { return nil }
        defer { taken += 1 }
        var item = Item(record: UnsafePointer(records + taken), line: lines[taken], text: nil, reasonsIndex: nil, violationIndex: nil)
        if let text, let lineEnds {
            let start = taken == 0 ? 0 : lineEnds[taken - 1]
            item.text = UnsafeBufferPointer(start: text + start, count: lineEnds[taken] - start)
        }
        if nextReasons < reasons.count, reasons[nextReasons].index == taken {
            item.reasonsIndex = nextReasons
            nextReasons += 1
        }
        if nextViolation < violations.count, violations[nextViolation].index == taken {
            item.violationIndex = nextViolation
            nextViolation += 1
        }
        return item
    }
}
