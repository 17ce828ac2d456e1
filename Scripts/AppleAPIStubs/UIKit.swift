// STUB FOR TYPE-CHECKING ONLY (Scripts/apple-typecheck.sh): exactly the UIKit API our
// Apple-only code and the README's samples use, with the signatures, `@MainActor`
// isolation and optional (`@objc optional`) delegate requirements Apple documents
// (https://developer.apple.com/documentation/uikit; each declaration names its page).
// Bodies are placeholders: nothing here runs. What a type-check against it proves is that
// our code fits the documented API in Swift 6 mode — not how UIKit behaves.
// (Over 450 lines: one declaration per name we use, as UIKit's module is one file to us.)
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    public override init() { super.init() }
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { super.init() }
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/center
    open var center: CGPoint = .zero
    open var backgroundColor: UIColor?
    open var isHidden: Bool = false
    open var clipsToBounds: Bool = false
    open var isUserInteractionEnabled: Bool = true
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementshidden
    open var accessibilityElementsHidden: Bool = false
    open var subviews: [UIView] { [] }
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }
    open func removeFromSuperview() {}
    open func setNeedsLayout() {}
    /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() {}
    /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uiview/centerxanchor
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uiview/widthanchor
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// https://developer.apple.com/documentation/uikit/uiview/heightanchor
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// https://developer.apple.com/documentation/uikit/uiview/tintcolor
    open var tintColor: UIColor!
    /// https://developer.apple.com/documentation/uikit/uiview/transform
    open var transform: CGAffineTransform = .identity
    open var superview: UIView? { nil }
    /// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    open func didMoveToWindow() {}
    /// https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { nil }
    /// https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { CALayer() }
    /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    /// https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    /// https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
    open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-2wh4g
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    open func addSubview(_ view: UIView) {}

    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    }
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {}
}

/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {}

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    open class var label: UIColor { UIColor() }
    open class var secondaryLabel: UIColor { UIColor() }
    open class var systemBackground: UIColor { UIColor() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemred
    open class var systemRed: UIColor { UIColor() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systempink
    open class var systemPink: UIColor { UIColor() }
    /// https://developer.apple.com/documentation/uikit/uicolor/white
    open class var white: UIColor { UIColor() }
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor open class NSLayoutConstraint: NSObject {
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
    open var constant: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
    open var isActive = false
}
/// https://developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor open class NSLayoutDimension: NSObject {
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequaltoconstant:)
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}
/// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor open class NSLayoutXAxisAnchor: NSObject {
    open func constraint(equalTo anchor: NSLayoutXAxisAnchor) -> NSLayoutConstraint { NSLayoutConstraint() }
}
/// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor open class NSLayoutYAxisAnchor: NSObject {
    open func constraint(equalTo anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    public init?(named name: String) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    public init?(systemName name: String) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uiimage/size
    open var size: CGSize { .zero }
}

/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
    public init(image: UIImage?) { super.init() }
    public override init() { super.init() }
    /// https://developer.apple.com/documentation/uikit/uiimageview/image
    open var image: UIImage?
}

/// https://developer.apple.com/documentation/uikit/uistackview
@MainActor open class UIStackView: UIView {
    /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
    public init(arrangedSubviews views: [UIView]) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uistackview/spacing
    open var spacing: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
    open var alignment: UIStackView.Alignment = .fill
    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline }
}

/// https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor open class UINavigationItem: NSObject {
    open var title: String?
}

/// https://developer.apple.com/documentation/uikit/uisearchbar
@MainActor open class UISearchBar: UIView {}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var textAlignment: NSTextAlignment = .natural
    open var adjustsFontForContentSizeCategory: Bool = false
}

/// https://developer.apple.com/documentation/uikit/uiaccessibility/traits
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
}

extension NSObject {
    /// https://developer.apple.com/documentation/objectivec/nsobject/isaccessibilityelement (UIAccessibility)
    @MainActor public var isAccessibilityElement: Bool {
        get { false }
        set {}
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject/accessibilitylabel
    @MainActor public var accessibilityLabel: String? {
        get { nil }
        set {}
    }
    /// https://developer.apple.com/documentation/objectivec/nsobject/accessibilitytraits
    @MainActor public var accessibilityTraits: UIAccessibilityTraits {
        get { [] }
        set {}
    }
}

/// https://developer.apple.com/documentation/uikit/uicontentsizecategory
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/didchangenotification
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategory/large
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init() }
}

/// https://developer.apple.com/documentation/uikit/uifontmetrics
open class UIFontMetrics: NSObject, @unchecked Sendable {
    open class var `default`: UIFontMetrics { UIFontMetrics() }
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
    public convenience init(forTextStyle textStyle: UIFont.TextStyle) { self.init() }
    open func scaledFont(for font: UIFont) -> UIFont { font }
}

/// https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor open class UILayoutGuide: NSObject {
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/layoutframe
    open var layoutFrame: CGRect { .zero }
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

/// https://developer.apple.com/documentation/uikit/uiaccessibility
public enum UIAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    @MainActor public static var isReduceMotionEnabled: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
    public static let reduceMotionStatusDidChangeNotification = Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}

/// https://developer.apple.com/documentation/uikit/uitouch
@MainActor open class UITouch: NSObject {}

/// https://developer.apple.com/documentation/uikit/uievent
@MainActor open class UIEvent: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
@MainActor @objc public protocol UIScrollViewDelegate: NSObjectProtocol {
    @objc optional func scrollViewDidScroll(_ scrollView: UIScrollView)
    @objc optional func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    @objc optional func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    @objc optional func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    @objc optional func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    @objc optional func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    @objc optional func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    @objc optional func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    @objc optional func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
    /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentsize — an
    /// Objective-C property, so `@objc dynamic` to Swift as imported: key-value observable,
    /// as the coordinator observes it.
    @objc dynamic open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    open var adjustedContentInset: UIEdgeInsets { .zero }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
    /// https://developer.apple.com/documentation/uikit/uiscrollview/delegate
    weak open var delegate: (any UIScrollViewDelegate)?
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }
    open var scrollsToTop: Bool = true
    open var showsHorizontalScrollIndicator: Bool = true
    open var isPagingEnabled: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    open var isScrollEnabled: Bool = true
    open var alwaysBounceVertical: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
    open var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer(target: nil, action: nil) }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
@MainActor @objc public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    @objc optional func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

/// https://developer.apple.com/documentation/uikit/uitableviewdelegate
@MainActor @objc public protocol UITableViewDelegate: UIScrollViewDelegate {}

/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
@MainActor @objc public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor open class UICollectionViewCell: UIView {
    open var contentView: UIView { UIView() }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init() }
}

/// https://developer.apple.com/documentation/uikit/uicollectionview
@MainActor open class UICollectionView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init() }
    weak open var dataSource: (any UICollectionViewDataSource)?
    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-…
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    open var visibleCells: [UICollectionViewCell] { [] }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
    open var collectionViewLayout: UICollectionViewLayout { UICollectionViewLayout() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { nil }
    open func reloadData() {}
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:)
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {}
    /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
    open var numberOfSections: Int { 0 }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
    open func numberOfItems(inSection section: Int) -> Int { 0 }
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
@MainActor open class UICollectionViewLayoutAttributes: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forcellwith:)
    public convenience init(forCellWith indexPath: IndexPath) { self.init() }
    public override init() { super.init() }
    open var frame: CGRect = .zero
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview
    open var collectionView: UICollectionView? { nil }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare()
    open func prepare() {}
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionviewcontentsize
    open var collectionViewContentSize: CGSize { .zero }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforelements(in:)
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforitem(at:)
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforsupplementaryview(ofkind:at:)
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:)
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()
    open func invalidateLayout() {}
}

/// https://developer.apple.com/documentation/uikit/uitableviewdatasource
@MainActor @objc public protocol UITableViewDataSource: NSObjectProtocol {
    @objc optional func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

/// https://developer.apple.com/documentation/uikit/uitableview
@MainActor open class UITableView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.property
    open var style: UITableView.Style { .plain }
    weak open var dataSource: (any UITableViewDataSource)?
    open var tableHeaderView: UIView?
    open func reloadData() {}
    open var numberOfSections: Int { 0 }
    /// https://developer.apple.com/documentation/uikit/uitableview/rect(forsection:)
    open func rect(forSection section: Int) -> CGRect { .zero }
    /// https://developer.apple.com/documentation/uikit/uitableview/rectforheader(insection:)
    open func rectForHeader(inSection section: Int) -> CGRect { .zero }
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
@MainActor @objc public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    @objc optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    @objc optional func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor open class UIGestureRecognizer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    public init(target: Any?, action: Selector?) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
    /// Settable by subclasses (UIGestureRecognizerSubclass.h).
    open var state: UIGestureRecognizer.State = .possible
    open var view: UIView? { nil }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
    weak open var delegate: (any UIGestureRecognizerDelegate)?
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
    open var cancelsTouchesInView: Bool = true
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesbegan
    open var delaysTouchesBegan: Bool = false
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesended
    open var delaysTouchesEnded: Bool = true
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:)
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesbegan(_:with:) (UIGestureRecognizerSubclass.h)
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesended(_:with:)
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchescancelled(_:with:)
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
    open func translation(in view: UIView?) -> CGPoint { .zero }
    /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
    /// https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
    /// https://developer.apple.com/documentation/uikit/uifont/lineheight
    open var lineHeight: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/uifont/pointsize
    open var pointSize: CGFloat { 0 }
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
    /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }
    /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:compatiblewith:)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont { UIFont() }
    /// https://developer.apple.com/documentation/uikit/uifont/fontdescriptor
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor() }
}

/// https://developer.apple.com/documentation/uikit/uifontdescriptor
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/textstyle
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/object(forkey:)
    open func object(forKey anAttribute: UIFontDescriptor.AttributeName) -> Any? { nil }
}

extension NSAttributedString.Key {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
}

extension NSAttributedString {
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/size() (UIKit's NSStringDrawing)
    public func size() -> CGSize { .zero }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { super.init() }
    open var view: UIView! { nil }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
    open var viewIfLoaded: UIView? { nil }
    open var title: String?
    open var navigationItem: UINavigationItem { UINavigationItem() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    open func addChild(_ childController: UIViewController) {}
    open func removeFromParent() {}
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
    open func viewDidLoad() {}
    open func viewDidLayoutSubviews() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    open func viewWillAppear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    open func viewDidAppear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
    open func viewWillDisappear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    open func viewDidDisappear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:)
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/endappearancetransition()
    open func endAppearanceTransition() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismovingfromparent
    open var isMovingFromParent: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
    open var isBeingDismissed: Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    open var parent: UIViewController? { nil }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setcontentscrollview(_:for:)
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {}
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor open class UINavigationController: UIViewController {}

/// https://developer.apple.com/documentation/uikit/nsdirectionalrectedge
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
}

/// https://developer.apple.com/documentation/uikit/uitableviewcontroller
@MainActor open class UITableViewController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init(nibName: nil, bundle: nil) }
    open var tableView: UITableView! { nil }
}

/// https://developer.apple.com/documentation/uikit/uiscene
@MainActor open class UIScene: UIResponder {}

/// https://developer.apple.com/documentation/uikit/uiscenedelegate
@MainActor @objc public protocol UISceneDelegate: NSObjectProtocol {
    @objc optional func sceneWillEnterForeground(_ scene: UIScene)
    @objc optional func sceneDidEnterBackground(_ scene: UIScene)
}

/// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@MainActor @objc public protocol UIWindowSceneDelegate: UISceneDelegate {}
