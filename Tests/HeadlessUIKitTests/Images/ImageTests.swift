#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// `UIImage`: the catalog model, symbols, bitmaps and the immutable variants.
@MainActor @Suite("Images: UIImage", .headlessHygiene)
struct ImageTests {
    @Test("UIImage(named:) finds registered assets at their scale and nothing else, as UIKit answers")
    func namedImages() {
        HeadlessImageCatalog.register(named: "ImageTests.chevron", size: CGSize(width: 12, height: 20))
        defer { HeadlessImageCatalog.unregister(named: "ImageTests.chevron") }
        let image = UIImage(named: "ImageTests.chevron")
        #expect(image?.size == CGSize(width: 12, height: 20))
        #expect(image?.scale == 3)
        #expect(image?.cgImage?.width == 36 && image?.cgImage?.height == 60)
        #expect(image?.renderingMode == .automatic)
        #expect(UIImage(named: "ImageTests.missing") == nil)
        #expect(UIImage(named: "ImageTests.chevron", in: Bundle(path: "/tmp"), compatibleWith: nil) == nil)
        let twoX = UIImage(named: "ImageTests.chevron", in: nil, compatibleWith: UITraitCollection(displayScale: 2))
        #expect(twoX?.scale == 2 && twoX?.size == CGSize(width: 12, height: 20))
        #expect(twoX?.cgImage?.width == 24)
    }

    @Test("bad sizes and scales register as zero size and the default scale")
    func badRegistration() {
        HeadlessImageCatalog.register(
            named: "ImageTests.bad", size: CGSize(width: -5, height: CGFloat.nan), scale: CGFloat.infinity)
        defer { HeadlessImageCatalog.unregister(named: "ImageTests.bad") }
        let image = UIImage(named: "ImageTests.bad")
        #expect(image?.size == .zero && image?.scale == 3)
        #expect(image?.cgImage == nil)
    }

    @Test("system symbols: well-formed names only, 17 pt by default, sized by point size and scale")
    func symbols() {
        let star = UIImage(systemName: "star.fill")
        #expect(star?.size == CGSize(width: 17, height: 17))
        #expect(star?.isSymbolImage == true && star?.renderingMode == .alwaysTemplate)
        #expect(UIImage(systemName: "") == nil)
        #expect(UIImage(systemName: "Not A Symbol") == nil)
        let large = UIImage(
            systemName: "xmark",
            withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large))
        #expect(large?.size == CGSize(width: 26, height: 26))
        let small = UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(scale: .small))
        #expect(small?.size == CGSize(width: 14, height: 14))
        let title = UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1))
        #expect(title?.size == CGSize(width: 28, height: 28))
        // A configuration applied later keeps what it does not specify.
        let resized = large?.withConfiguration(UIImage.SymbolConfiguration(scale: .medium))
        #expect(resized?.size == CGSize(width: 20, height: 20))
        #expect(UIImage().applyingSymbolConfiguration(.init(pointSize: 30)) == nil)
    }

    @Test("CGImage-backed images divide pixels by scale; quarter-turn orientations swap width and height")
    func cgImages() {
        let pixels = CGImage(headlessWidth: 300, height: 150)
        #expect(UIImage(cgImage: pixels).size == CGSize(width: 300, height: 150))
        let retina = UIImage(cgImage: pixels, scale: 3, orientation: .right)
        #expect(retina.size == CGSize(width: 50, height: 100))
        #expect(retina.cgImage == pixels)
        #expect(UIImage(cgImage: pixels, scale: .nan, orientation: .up).scale == 1)
        #expect(retina.withHorizontallyFlippedOrientation().imageOrientation == .leftMirrored)
        #expect(pixels.cropping(to: CGRect(x: 250, y: 0, width: 100, height: 100))?.width == 50)
        #expect(pixels.cropping(to: CGRect(x: 400, y: 0, width: 10, height: 10)) == nil)
        #expect(UIImage().size == .zero && UIImage().cgImage == nil)
    }

    @Test("UIImage(data:) reads PNG, GIF and JPEG headers and rejects other data")
    func dataHeaders() {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        png += Array("IHDR".utf8) + [0, 0, 0x01, 0x2C, 0, 0, 0, 0xC8, 8, 6, 0, 0, 0]
        #expect(UIImage(data: Data(png))?.size == CGSize(width: 300, height: 200))
        #expect(UIImage(data: Data(png), scale: 2)?.size == CGSize(width: 150, height: 100))
        let gif: [UInt8] = Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00, 0, 0, 0]
        #expect(UIImage(data: Data(gif))?.size == CGSize(width: 320, height: 240))
        // SOI, an APP0 segment of 16 bytes, then SOF0: precision 8, height 480, width 640.
        var jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + [UInt8](repeating: 0, count: 14)
        jpeg += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03]
        #expect(UIImage(data: Data(jpeg))?.size == CGSize(width: 640, height: 480))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data(png.prefix(20))) == nil)
    }

    @Test("variants: rendering mode, tint (keeping the mode), cap insets, animated images")
    func variants() {
        let base = UIImage(cgImage: CGImage(headlessWidth: 30, height: 30))
        let template = base.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && base.renderingMode == .automatic)
        let tinted = template.withTintColor(.red)
        #expect(tinted.renderingMode == .alwaysTemplate && tinted.headlessTintColor == .red)
        #expect(base.withTintColor(.red, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
        let insets = UIEdgeInsets(top: 4, left: 5, bottom: 6, right: 7)
        let resizable = base.resizableImage(withCapInsets: insets)
        #expect(resizable.capInsets == insets && resizable.resizingMode == .tile && base.capInsets == .zero)
        let cleaned = base.resizableImage(withCapInsets: UIEdgeInsets(top: -1, left: .nan, bottom: 2, right: 3))
        #expect(cleaned.capInsets == UIEdgeInsets(top: 0, left: 0, bottom: 2, right: 3))
        let stretch = base.stretchableImage(withLeftCapWidth: 10, topCapHeight: 0)
        #expect(stretch.leftCapWidth == 10 && stretch.capInsets.right == 19 && stretch.resizingMode == .stretch)
        let animated = UIImage.animatedImage(with: [base, template], duration: 1)
        #expect(animated?.images?.count == 2 && animated?.duration == 1 && animated?.size == base.size)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
    }
}
#endif
