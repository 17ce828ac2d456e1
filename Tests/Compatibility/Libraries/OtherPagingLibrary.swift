// swift-format-ignore-file
// Another paging library an app may import beside ours (Parchment exports a `Page`; any
// library may export a `Header`): built as a module of its own by `check_compatibility`, for
// AppNames/BesideAnotherLibrary.swift. Each of its names is one PagerCore exported bare
// before 1.0.0-rc.1.
public struct Page { public var index: Int; public init(index: Int) { self.index = index } }
public struct Header { public var title: String; public init(title: String) { self.title = title } }
public enum Content { case none }
public struct Viewport { public init() {} }
public struct Indicator { public init() {} }
public enum Diagnostic { case fine }
