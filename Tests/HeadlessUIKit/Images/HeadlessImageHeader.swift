#if os(Linux)
import Foundation

/// Reads the pixel size from the header of PNG, GIF and JPEG data (the only decoding HeadlessUIKit does).
///
/// Sources: PNG — W3C PNG specification §11.2.2 (IHDR width and height, big-endian, at bytes 16…23);
/// GIF — GIF89a specification §18 (logical screen width and height, little-endian, at bytes 6…9); JPEG —
/// ITU-T T.81 §B.2.2 (the frame header of the first SOFn marker: height then width, big-endian).
enum HeadlessImageHeader {
    static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(1 << 20))
        if let size = png(bytes) ?? gif(bytes) ?? jpeg(bytes), size.width > 0, size.height > 0 { return size }
        return nil
    }

    private static func png(_ b: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard b.count >= 24, Array(b[0..<8]) == signature, b[12...15].elementsEqual("IHDR".utf8) else { return nil }
        return (bigEndian(b, 16, 4), bigEndian(b, 20, 4))
    }

    private static func gif(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count >= 10, b[0...5].elementsEqual("GIF87a".utf8) || b[0...5].elementsEqual("GIF89a".utf8) else {
            return nil
        }
        return (Int(b[6]) | Int(b[7]) << 8, Int(b[8]) | Int(b[9]) << 8)
    }

    private static func jpeg(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 3 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF {
                i += 1
                continue
            }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
                i += 2
                continue
            }
            let length = bigEndian(b, i + 2, 2)
            let isFrameHeader = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isFrameHeader {
                guard i + 8 < b.count else { return nil }
                return (bigEndian(b, i + 7, 2), bigEndian(b, i + 5, 2))
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ b: [UInt8], _ start: Int, _ count: Int) -> Int {
        guard start + count <= b.count else { return 0 }
        return b[start..<(start + count)].reduce(0) { $0 << 8 | Int($1) }
    }
}
#endif
