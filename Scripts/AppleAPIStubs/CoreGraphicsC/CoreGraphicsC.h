// STUB FOR TYPE-CHECKING ONLY (Scripts/apple-typecheck.sh): CoreGraphics' geometry types
// are C structs in Apple's SDK (https://developer.apple.com/documentation/corefoundation/cgpoint),
// so that they can appear in Objective-C signatures such as
// scrollViewWillEndDragging(_:withVelocity:targetContentOffset:); the stub keeps that shape.
// CGFloat is a Swift struct (CoreGraphics.swift); the Swift importer maps a C typedef of
// that name to it, as it does for the SDK's, so these fields read as CGFloat in Swift.
typedef double CGFloat;
struct CGPoint { CGFloat x; CGFloat y; };
typedef struct CGPoint CGPoint;
struct CGSize { CGFloat width; CGFloat height; };
typedef struct CGSize CGSize;
struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;
struct CGAffineTransform { CGFloat a, b, c, d, tx, ty; };
typedef struct CGAffineTransform CGAffineTransform;
