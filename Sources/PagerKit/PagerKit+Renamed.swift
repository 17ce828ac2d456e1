// The names PagerKit's public types had before 1.0.0-rc.1, when every top-level type took the
// domain prefix (issue 71): each an alias of the new name, deprecated, so that an app's code
// compiles with a warning that names the new one. The one Apple-only type's old name is in
// PagerKit+RenamedUIKit.swift, so that this file compiles everywhere.

/// `PagerAppearanceLedger`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerAppearanceLedger")
public typealias AppearanceLedger = PagerAppearanceLedger

/// `PagerAttachedLists`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerAttachedLists")
public typealias AttachedLists = PagerAttachedLists

/// `PagerCallbackFormat`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerCallbackFormat")
public typealias CallbackFormat = PagerCallbackFormat

/// `PagerContentSizeResponse`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerContentSizeResponse")
public typealias ContentSizeResponse = PagerContentSizeResponse

/// `PagerDelegateAdoption`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerDelegateAdoption")
public typealias DelegateAdoption = PagerDelegateAdoption

/// `PagerDelegateCallbacks`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerDelegateCallbacks")
public typealias DelegateCallbacks = PagerDelegateCallbacks

/// `PagerDelegateChainGuard`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerDelegateChainGuard")
public typealias DelegateChainGuard = PagerDelegateChainGuard

/// `PagerDriverInput`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerDriverInput")
public typealias DriverInput = PagerDriverInput

/// `PagerHeaderPanState`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerHeaderPanState")
public typealias HeaderPanState = PagerHeaderPanState

/// `PagerInputClock`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerInputClock")
public typealias InputClock = PagerInputClock

/// `PagerInsetWrites`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerInsetWrites")
public typealias InsetWrites = PagerInsetWrites

/// `PagerListInsets`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerListInsets")
public typealias ListInsets = PagerListInsets

/// `PagerPageAppearance`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerPageAppearance")
public typealias PageAppearance = PagerPageAppearance

/// `PagerPageFrames`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerPageFrames")
public typealias PageFrames = PagerPageFrames

/// `PagerPendingSelection`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerPendingSelection")
public typealias PendingSelection = PagerPendingSelection

/// `PagerRecordedCallback`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerRecordedCallback")
public typealias RecordedCallback = PagerRecordedCallback

/// `PagerScreenEngine`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScreenEngine")
public typealias ScreenEngine<View> = PagerScreenEngine<View>

/// `PagerScreenLayer`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScreenLayer")
public typealias ScreenLayer = PagerScreenLayer

/// `PagerScreenNews`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScreenNews")
public typealias ScreenNews = PagerScreenNews

/// `PagerScreenRect`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScreenRect")
public typealias ScreenRect = PagerScreenRect

/// `PagerScreenStep`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScreenStep")
public typealias ScreenStep = PagerScreenStep

/// `PagerScreenSurface`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScreenSurface")
public typealias ScreenSurface = PagerScreenSurface

/// `PagerScreenUpdate`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScreenUpdate")
public typealias ScreenUpdate = PagerScreenUpdate

/// `PagerScrollAction`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScrollAction")
public typealias ScrollAction = PagerScrollAction

/// `PagerScrollFlags`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScrollFlags")
public typealias ScrollFlags = PagerScrollFlags

/// `PagerScrollInput`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScrollInput")
public typealias ScrollInput = PagerScrollInput

/// `PagerScrollRole`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScrollRole")
public typealias ScrollRole = PagerScrollRole

/// `PagerScrollSurface`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScrollSurface")
public typealias ScrollSurface = PagerScrollSurface

/// `PagerScrollWrite`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerScrollWrite")
public typealias ScrollWrite = PagerScrollWrite

/// `PagerSelectionCause`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerSelectionCause")
public typealias SelectionCause = PagerSelectionCause

/// `PagerSharedInsets`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerSharedInsets")
public typealias SharedInsets = PagerSharedInsets

/// `PagerSwiftUIScrollPhase`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerSwiftUIScrollPhase")
public typealias SwiftUIScrollPhase = PagerSwiftUIScrollPhase

/// `PagerSwipeProgress`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerSwipeProgress")
public typealias SwipeProgress = PagerSwipeProgress

/// `PagerTabMeasure`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerTabMeasure")
public typealias TabMeasure = PagerTabMeasure

/// `PagerTabSelection`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerTabSelection")
public typealias TabSelection = PagerTabSelection

/// `PagerTabStripFrames`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerTabStripFrames")
public typealias TabStripFrames = PagerTabStripFrames

/// `PagerTouchTarget`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerTouchTarget")
public typealias TouchTarget = PagerTouchTarget

/// `PagerViewBasis`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerViewBasis")
public typealias ViewBasis = PagerViewBasis

/// `PagerWebConnection`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerWebConnection")
public typealias WebConnection = PagerWebConnection

/// `PagerWebEdge`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerWebEdge")
public typealias WebEdge = PagerWebEdge

/// `PagerWebScreen`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerWebScreen")
public typealias WebScreen = PagerWebScreen

/// `PagerWebScreenModel`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerWebScreenModel")
public typealias WebScreenModel = PagerWebScreenModel

/// `PagerWebScroller`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerWebScroller")
public typealias WebScroller = PagerWebScroller

/// `PagerWebTouchPlace`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerWebTouchPlace")
public typealias WebTouchPlace = PagerWebTouchPlace

/// `PagerWebWrite`, as it was named before 1.0.0-rc.1.
@available(*, deprecated, renamed: "PagerWebWrite")
public typealias WebWrite = PagerWebWrite

#if canImport(Observation)
/// `PagerListObservation`, as it was named before 1.0.0-rc.1.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
@available(*, deprecated, renamed: "PagerListObservation")
public typealias ListObservation = PagerListObservation
#endif
