import SimulatedUIKit

/// Lays rows out in left-aligned columns two spaces apart, with no trailing spaces: the layout of
/// `--list` and `--matrix`.
package enum TextTable {
  /// One line per row, each starting with `indent`. A cell's width is its count of characters,
  /// counted once; each line is written as bytes and made a string once (a matrix's 413 rows
  /// were some 5 million instructions as cells padded, joined and counted again).
  package static func lines(_ rows: [[String]], indent: String = "") -> [String] {
    let counts = rows.map { row in row.map { $0.count } }
    let columns = rows.map { $0.count }.max() ?? 0
    let widths = (0..<columns).map { column in
      counts.map { column < $0.count ? $0[column] : 0 }.max() ?? 0
    }
    let space = UInt8(ascii: " ")
    // Room for the widest line of ASCII cells.
    let capacity = indent.utf8.count + widths.reduce(0, +) + 2 * max(columns - 1, 0)
    return rows.indices.map { index in
      let row = rows[index]
      var line: [UInt8] = []
      line.reserveCapacity(capacity)
      line += indent.utf8
      for column in row.indices {
        if column > 0 {
          line.append(space)
          line.append(space)
        }
        line += row[column].utf8
        if column < row.count - 1 {
          line += repeatElement(space, count: widths[column] - counts[index][column])
        }
      }
      return String(decoding: line, as: UTF8.self)
    }
  }
}
