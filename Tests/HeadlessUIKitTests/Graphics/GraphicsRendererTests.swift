#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// Image contexts, the image renderer, snapshots and nib/segue stand-ins.
@MainActor @Suite("Graphics: contexts, renderers, snapshots; nibs and segues", .headlessHygiene)
struct GraphicsRendererTests {
    @Test("image contexts stack; the image has the context's size and scale (0 = the screen's 3)")
    func imageContexts() {
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 50), false, 0)
        let outer = UIGraphicsGetCurrentContext()
        #expect(outer?.width == 300 && outer?.height == 150)
        UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        #expect(image?.size == CGSize(width: 100, height: 50) && image?.scale == 3)
        UIGraphicsEndImageContext()
        UIGraphicsEndImageContext()  // one too many: ignored
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("the renderer runs its closure with a current context and returns an image of its size")
    func renderer() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30), format: format)
        var wasCurrent = false
        let image = renderer.image { context in
            wasCurrent = UIGraphicsGetCurrentContext() === context.cgContext
            context.cgContext.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
            #expect(context.currentImage.size == CGSize(width: 40, height: 30))
        }
        #expect(wasCurrent && UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 40, height: 30) && image.scale == 2)
        #expect(image.cgImage?.width == 80)
        #expect(renderer.headlessLastContext?.headlessLog.first?.hasPrefix("fill (0.0, 0.0, 40.0, 30.0)") == true)
        #expect(UIGraphicsImageRenderer(size: CGSize(width: -5, height: CGFloat.infinity)).image { _ in }.size == .zero)
    }

    @Test("graphics state saves and restores the transform and clip")
    func graphicsState() {
        let context = CGContext(headlessSize: CGSize(width: 10, height: 10), scale: 2)
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 20))
        context.saveGState()
        context.translateBy(x: 5, y: 0)
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(context.ctm.tx == 10 && context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 4, height: 4))
        context.restoreGState()
        context.restoreGState()  // unbalanced: ignored
        #expect(context.ctm.tx == 0 && context.boundingBoxOfClipPath.width == 10)
    }

    @Test("drawHierarchy and render(in:) draw the layer tree into the current context")
    func snapshots() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        view.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
        #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))  // no current context
        let image = UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
            #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: false))
        }
        #expect(image.size == CGSize(width: 100, height: 80))
        UIGraphicsBeginImageContextWithOptions(view.bounds.size, false, 1)
        view.layer.render(in: UIGraphicsGetCurrentContext()!)
        let log = UIGraphicsGetCurrentContext()!.headlessLog
        UIGraphicsEndImageContext()
        #expect(log.filter { $0.hasPrefix("layer") } == ["layer CALayer 100.0×80.0", "layer CALayer 20.0×20.0"])
        let piece = view.resizableSnapshotView(
            from: CGRect(x: 0, y: 0, width: 30, height: 20), afterScreenUpdates: false, withCapInsets: .zero)
        #expect(piece?.bounds.size == CGSize(width: 30, height: 20) && piece?.headlessSnapshotSource === view)
        #expect(view.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero) == nil)
    }

    @Test("nibs load nothing on Linux and say so; a segue runs its perform handler; prepare is a hook")
    func nibsAndSegues() {
        HeadlessDiagnostics.resetWarnings()
        #expect(UINib(nibName: "Cell", bundle: nil).instantiate(withOwner: nil, options: nil).isEmpty)
        #expect(Bundle.main.loadNibNamed("Cell", owner: nil, options: nil) == nil)
        #expect(HeadlessDiagnostics.warnings.count == 2)
        let source = UIViewController()
        let destination = UIViewController()
        var performed = false
        let segue = UIStoryboardSegue(identifier: "show", source: source, destination: destination) {
            performed = true
        }
        #expect(segue.identifier == "show" && segue.source === source && segue.destination === destination)
        segue.perform()
        #expect(performed)
        #expect(source.shouldPerformSegue(withIdentifier: "show", sender: nil))
        source.performSegue(withIdentifier: "show", sender: nil)
        #expect(HeadlessDiagnostics.warnings.last?.contains("no storyboard") == true)
        HeadlessDiagnostics.resetWarnings()
    }
}
#endif
