// STUB FOR TYPE-CHECKING ONLY (Scripts/apple-typecheck.sh): CoreGraphics' geometry types
// are C structs in Apple's SDK (https://developer.apple.com/documentation/corefoundation/cgpoint),
// so that they can appear in Objective-C signatures such as
// scrollViewWillEndDragging(_:withVelocity:targetContentOffset:); the stub keeps that shape.
// CGFloat is a Swift type (CoreGraphics.swift); the Swift importer treats a C typedef of
// that name specially, so the fields here are plain doubles.
struct CGPoint { double x; double y; };
typedef struct CGPoint CGPoint;
struct CGSize { double width; double height; };
typedef struct CGSize CGSize;
struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;
struct CGAffineTransform { double a, b, c, d, tx, ty; };
typedef struct CGAffineTransform CGAffineTransform;
