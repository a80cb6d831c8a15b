import Foundation

/// Where the phones of a strip of evenly spaced frames go (the zoom strips and the sheet-zoom strip): the frames
/// shown, the phones' size at ``FilmStrip/scale``, the step between them and the picture's size.
struct FilmStripColumns {
    /// The indices of the frames shown (``FilmStrip/evenIndices(count:total:)``).
    let indices: [Int]
    /// A phone's screen, px.
    let phoneWidth: Double
    let phoneHeight: Double
    /// The bezel around a screen, px.
    let bezel: Double
    /// From one phone's left edge to the next one's, px.
    let step: Double
    /// The first screen's left edge, px.
    let left: Double
    /// The picture's size, px.
    let width: Double
    let height: Double

    /// The columns for `total` frames of a screen `size` points large.
    init(size: CGSize, total: Int) {
        let scale = FilmStrip.scale
        phoneWidth = Double(size.width) * scale
        phoneHeight = Double(size.height) * scale
        bezel = Phone.bezel * scale
        indices = FilmStrip.evenIndices(count: FilmStrip.frameCount, total: total)
        step = phoneWidth + 2 * bezel + FilmStrip.gap
        left = FilmStrip.margin + bezel
        width = left - bezel + Double(indices.count) * step - FilmStrip.gap + FilmStrip.margin
        height = FilmStrip.headerHeight + phoneHeight + 2 * bezel + FilmStrip.captionHeight + FilmStrip.margin
    }

    /// The top of the screens, px.
    var top: Double { FilmStrip.headerHeight + bezel }

    /// The left edge of the screen in `column`, px.
    func x(_ column: Int) -> Double { left + Double(column) * step }
}
