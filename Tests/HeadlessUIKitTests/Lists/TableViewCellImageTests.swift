#if canImport(HeadlessUIKit)
import Foundation
import HeadlessUIKit
import Testing
import TransitionsTestSupport

/// The built-in cell's image view, now that `UIImageView` exists.
@MainActor @Suite("Lists: a table cell's image view", .headlessHygiene)
struct TableViewCellImageTests {
    @Test("an image sits at the leading margin at its size, centred, and the labels move past it")
    func imageShiftsLabels() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
        cell.textLabel?.text = "Title"
        cell.layoutIfNeeded()
        let plainX = try #require(cell.textLabel).frame.minX
        let image = try #require(UIImage(systemName: "star"))
        cell.imageView?.image = image
        cell.layoutIfNeeded()
        let imageFrame = try #require(cell.imageView).frame
        #expect(imageFrame.minX == 16)
        #expect(imageFrame.size == image.size)
        #expect(isApproximately(imageFrame.midY, cell.contentView.bounds.midY, tolerance: 1e-9))
        #expect(cell.textLabel?.frame.minX == plainX + image.size.width + 16)
        #expect(cell.imageView === cell.imageView)
    }
}
#endif
