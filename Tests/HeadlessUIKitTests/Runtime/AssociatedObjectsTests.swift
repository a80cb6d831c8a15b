#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// The key the tests associate under (its address is the key, as with the Objective-C runtime).
nonisolated(unsafe) private var associationKey: UInt8 = 0

/// HeadlessUIKit's stand-in for the Objective-C runtime's associated objects (`objc_setAssociatedObject`,
/// `objc_getAssociatedObject`), so code that keeps helpers alive this way runs unchanged on Linux.
@MainActor @Suite("Objective-C associated objects", .headlessHygiene)
struct AssociatedObjectsTests {
    final class Token: NSObject, NSCopying {
        var copies = 0
        func copy(with zone: NSZone? = nil) -> Any {
            copies += 1
            return Token()
        }
    }

    @Test("a retained value lives as long as the association: replaced or removed, it is released")
    func retainReplaceRemove() {
        let owner = NSObject()
        weak var first: Token?
        weak var second: Token?
        do {
            let token = Token()
            first = token
            objc_setAssociatedObject(owner, &associationKey, token, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        #expect(first != nil)
        #expect(objc_getAssociatedObject(owner, &associationKey) as? Token === first)
        do {
            let token = Token()
            second = token
            objc_setAssociatedObject(owner, &associationKey, token, .OBJC_ASSOCIATION_RETAIN)
        }
        #expect(first == nil, "replaced")
        #expect(objc_getAssociatedObject(owner, &associationKey) as? Token === second)
        objc_setAssociatedObject(owner, &associationKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(second == nil, "removed")
        #expect(objc_getAssociatedObject(owner, &associationKey) == nil)
    }

    @Test("values go with their object (at the next associated-object call); other objects keep theirs")
    func releasedWithTheOwner() {
        let survivor = NSObject()
        weak var orphan: Token?
        do {
            let owner = NSObject()
            let token = Token()
            orphan = token
            objc_setAssociatedObject(owner, &associationKey, token, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            objc_setAssociatedObject(survivor, &associationKey, "kept", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        #expect(objc_getAssociatedObject(survivor, &associationKey) as? String == "kept")
        #expect(orphan == nil)
        objc_removeAssociatedObjects(survivor)
        #expect(objc_getAssociatedObject(survivor, &associationKey) == nil)
    }

    @Test("ASSIGN holds weakly; COPY stores a copy")
    func policies() {
        let owner = NSObject()
        var token: Token? = Token()
        objc_setAssociatedObject(owner, &associationKey, token, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(owner, &associationKey) as? Token === token)
        token = nil
        #expect(objc_getAssociatedObject(owner, &associationKey) == nil)
        let original = Token()
        objc_setAssociatedObject(owner, &associationKey, original, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(original.copies == 1)
        #expect(objc_getAssociatedObject(owner, &associationKey) as? Token !== original)
    }
}
#endif
