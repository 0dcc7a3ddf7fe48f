import SimulatedUIKit

/// Lays rows out in left-aligned columns two spaces apart, with no trailing spaces: the layout of
/// `--list` and `--matrix`.
package enum TextTable {
  /// One line per row, each starting with `indent`.
  package static func lines(_ rows: [[String]], indent: String = "") -> [String] {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<columns).map { column in
      rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    return rows.map { row in
      let cells = row.indices.map { column in
        column == row.count - 1
          ? row[column]
          : row[column] + String(repeating: " ", count: widths[column] - row[column].count)
      }
      return indent + cells.joined(separator: "  ")
    }
  }
}
