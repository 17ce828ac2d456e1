// Reading and parsing an events file on a second thread, a few batches ahead of the
// reducer: `replay` then spends the first core on reducing, writing and comparing while
// the second turns lines into events. The order of events, line numbers and errors is
// the file's, exactly as if read on one thread.
import Dispatch
import PagerCore

/// Events of an `EventReader`, parsed on another thread in batches, handed out in order.
///
/// One producer (the thread that parses) and one consumer (the caller of `next()`). The
/// two only meet through semaphores: the producer fills a slot, then signals `filled`; the
/// consumer waits for `filled`, empties the slot, then signals `free`. Every read of a
/// slot therefore happens after its write, and the ring never holds more than `slotCount`
/// batches, so memory stays bounded whatever the file's size.
final class EventPrefetch: @unchecked Sendable {
    /// A parsed batch, and how the file went on after it: `failure` is the error the next
    /// line gave (reported after the batch's events, where a one-thread read would throw
    /// it), `isLast` says the file ended.
    private struct Batch {
        var events = EventBatch(capacity: 0)
        var failure: (any Error)?
        var isLast = false
    }

    private static let batchSize = 2048
    private static let slotCount = 4

    private let reader: EventReader
    private var slots = [Batch](repeating: Batch(), count: EventPrefetch.slotCount)
    private let filled = DispatchSemaphore(value: 0)
    private let free = DispatchSemaphore(value: EventPrefetch.slotCount)
    private let finished = DispatchSemaphore(value: 0)
    /// Set by the consumer when it stops early; read by the producer before each batch.
    private var cancelled = false
    private let cancelledLock = DispatchSemaphore(value: 1)
    private var isCancelled: Bool {
        get { cancelledLock.wait(); defer { cancelledLock.signal() }; return cancelled }
        set { cancelledLock.wait(); cancelled = newValue; cancelledLock.signal() }
    }

    // The consumer's side.
    private var slot = 0
    private var pendingFailure: (any Error)?
    private var isDone = false

    /// Starts parsing `reader` on another thread. Call `finish()` before dropping this or
    /// using `reader` again.
    init(_ reader: EventReader) {
        self.reader = reader
        // A queue of its own, not the global one: that one runs at most a thread per core,
        // and a caller already on it (`check` replays traces in parallel) would wait for a
        // producer that never gets a thread. A serial queue always gets one.
        DispatchQueue(label: "ScrollPager.EventPrefetch").async { self.produce() }
    }

    /// The next batch of events with their lines, in file order; `nil` at the end. Throws
    /// the error the file gave, after the batch of events before it.
    func nextBatch() throws -> EventBatch? {
        if let failure = pendingFailure { pendingFailure = nil; isDone = true; throw failure }
        if isDone { return nil }
        filled.wait()
        let batch = slots[slot]
        slots[slot] = Batch()
        free.signal()
        slot = (slot + 1) % Self.slotCount
        pendingFailure = batch.failure
        if batch.isLast { isDone = true }
        if batch.events.isEmpty { return try nextBatch() }
        return batch.events
    }

    /// Stops the producer, if it is still reading, and waits until it has.
    func finish() {
        isCancelled = true
        free.signal()  // wakes a producer waiting for room; it then sees `isCancelled`
        finished.wait()
    }

    private func produce() {
        var index = 0
        defer { finished.signal() }
        while true {
            free.wait()
            if isCancelled { return }
            var batch = Batch(events: EventBatch(capacity: Self.batchSize))
            do {
                while !batch.events.isFull {
                    guard let (event, line) = try reader.next() else {
                        batch.isLast = true
                        break
                    }
                    batch.events.append(event, line: line)
                }
            } catch {
                batch.failure = error
            }
            let ends = batch.isLast || batch.failure != nil
            slots[index] = batch
            index = (index + 1) % Self.slotCount
            filled.signal()
            if ends { return }
        }
    }
}

/// Events with their line numbers, filled by the producer, then handed out one at a time
/// by moving each event out of the buffer (no copy of the event, no release of a copy
/// left behind: on the replay's hot path that was a few hundred instructions per event).
final class EventBatch {
    private let events: UnsafeMutablePointer<PagerEvent>
    private let lines: UnsafeMutablePointer<Int>
    private let capacity: Int
    private(set) var count = 0
    /// Events before this index have been moved out.
    private var taken = 0

    init(capacity: Int) {
        self.capacity = capacity
        events = .allocate(capacity: capacity)
        lines = .allocate(capacity: capacity)
    }

    deinit {
        (events + taken).deinitialize(count: count - taken)
        events.deallocate()
        lines.deallocate()
    }

    var isEmpty: Bool { count == 0 }
    var isFull: Bool { count == capacity }

    /// Adds an event; the batch must not be full.
    func append(_ event: consuming PagerEvent, line: Int) {
        precondition(count < capacity, "EventBatch is full")
        (events + count).initialize(to: event)
        lines[count] = line
        count += 1
    }

    /// The next event not yet taken and its line, moved out of the batch; nil after the last.
    @inline(__always)
    func takeNext() -> (event: PagerEvent, line: Int)? {
        guard taken < count else { return nil }
        defer { taken += 1 }
        return ((events + taken).move(), lines[taken])
    }
}
