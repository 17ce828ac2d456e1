// What the driver keeps per scroll view, looked up by role without hashing: the driver
// reads and writes it several times per UIKit callback.

/// A value per `PagerScrollRole`, with a dictionary's subscripts: the content views by page in
/// an array, the pages container and the tab strip in fields of their own.
struct RoleTable<Value>: Sendable where Value: Sendable {
    private var content: [Value?] = []
    private var pages: Value?
    private var pager: Value?

    /// The value of `role`, if any (`nil` assigned removes it).
    subscript(role: PagerScrollRole) -> Value? {
        get {
            switch role {
            case .content(let page): return page >= 0 && page < content.count ? content[page] : nil
            case .pages: return pages
            case .tabStrip: return pager
            }
        }
        _modify {
            switch role {
            case .content(let page):
                guard page >= 0 else {
                    var ignored: Value? = nil
                    yield &ignored
                    return
                }
                if page >= content.count { content += repeatElement(nil, count: page + 1 - content.count) }
                yield &content[page]
            case .pages: yield &pages
            case .tabStrip: yield &pager
            }
        }
        set {
            switch role {
            case .content(let page):
                guard page >= 0 else { return }
                if page >= content.count {
                    guard newValue != nil else { return }
                    content += repeatElement(nil, count: page + 1 - content.count)
                }
                content[page] = newValue
            case .pages: pages = newValue
            case .tabStrip: pager = newValue
            }
        }
    }

    /// The value of `role`, or `defaultValue` stored first.
    subscript(role: PagerScrollRole, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[role] ?? defaultValue() }
        _modify {
            if self[role] == nil { self[role] = defaultValue() }
            switch role {
            case .content(let page):
                guard page >= 0 else {
                    var ignored = defaultValue()
                    yield &ignored
                    return
                }
                yield &content[page]!
            case .pages: yield &pages!
            case .tabStrip: yield &pager!
            }
        }
    }

    /// The roles that have a value: content pages in order, then the pages container and
    /// the tab strip.
    var roles: [PagerScrollRole] {
        var roles = content.indices.filter { content[$0] != nil }.map { PagerScrollRole.content(page: $0) }
        if pages != nil { roles.append(.pages) }
        if pager != nil { roles.append(.tabStrip) }
        return roles
    }

    /// Forgets every value.
    mutating func removeAll() {
        content.removeAll()
        pages = nil
        pager = nil
    }
}
