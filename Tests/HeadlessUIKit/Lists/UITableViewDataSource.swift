#if os(Linux)
import Foundation

/// Supplies a table view's rows (UIKit's `UITableViewDataSource`).
///
/// The first two members are required, as in UIKit; the others are optional in UIKit and here are
/// requirements whose defaults (below) behave as an unimplemented method does. `UITableView.dataSource`
/// holds it weakly.
@preconcurrency @MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`; usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections; default 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// A title for the header of `section`; default `nil` (no title).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// A title for the footer of `section`; default `nil` (no title).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row may be edited; default `true`.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row may be moved; default `false`.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Titles for the section index; default `nil` (no index).
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section a section-index title leads to; default `index`.
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// Commits an insertion or deletion the user asked for; default does nothing.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Moves a row the user dragged; default does nothing.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    /// Not implemented: one section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// Not implemented: no header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Not implemented: no footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Not implemented: rows are editable.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Not implemented: rows cannot move.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Not implemented: no section index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// Not implemented: the title's position.
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    /// Not implemented: nothing happens.
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    /// Not implemented: nothing happens.
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
#endif
