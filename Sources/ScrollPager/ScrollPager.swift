// The product an app imports once: the reducer, the kit and the ready screens.
@_exported import PagerCore
@_exported import PagerKit
