// A value per page, read and written as a dictionary's, kept as a short array in page order.
// A screen has a few pages, so a search costs less than hashing, the pages come out in order
// with no sort, and in the web module (Embedded Swift, where each `Dictionary` key and value
// type brings its own copy of the dictionary's code) each value type costs a small fraction
// of a dictionary's code (docs/Web.md, "What a page loads").

/// A value per page (any `Int`), in page order.
struct PageTable<Value> {
    /// A page and its value.
    struct Entry {
        var page: Int
        var value: Value
    }

    /// The pages that have a value and their values, ascending by page.
    private(set) var entries: [Entry] = []

    /// No page has a value.
    init() {}

    /// Where `page` is, or would go, in `entries`, and whether it is there.
    private func slot(of page: Int) -> (index: Int, found: Bool) {
        var index = 0
        while index < entries.count, entries[index].page < page { index += 1 }
        return (index, index < entries.count && entries[index].page == page)
    }

    /// The value of `page`, if any (`nil` assigned removes it).
    subscript(page: Int) -> Value? {
        get {
            let slot = slot(of: page)
            return slot.found ? entries[slot.index].value : nil
        }
        set {
            let slot = slot(of: page)
            switch (newValue, slot.found) {
            case (let value?, true): entries[slot.index].value = value
            case (let value?, false): entries.insert(Entry(page: page, value: value), at: slot.index)
            case (nil, true): entries.remove(at: slot.index)
            case (nil, false): break
            }
        }
    }

    /// Removes `page`'s value; returns it, if it had one.
    @discardableResult
    mutating func removeValue(forPage page: Int) -> Value? {
        let value = self[page]
        self[page] = nil
        return value
    }

    /// The pages that have a value, ascending.
    var pages: [Int] { entries.map { $0.page } }

    /// The same values in a dictionary (for the public properties that have always been
    /// dictionaries).
    var dictionary: [Int: Value] {
        var dictionary: [Int: Value] = [:]
        for entry in entries { dictionary[entry.page] = entry.value }
        return dictionary
    }
}

extension PageTable.Entry: Equatable where Value: Equatable {}
extension PageTable: Equatable where Value: Equatable {}
extension PageTable.Entry: Sendable where Value: Sendable {}
extension PageTable: Sendable where Value: Sendable {}
