import SimulatedIOS
import SimulatedUIKit

/// Renders `--matrix --format html`: one page with a grid per built-in scenario, a row per device
/// and a column per iOS version, each cell coloured by its verdict and holding its largest
/// mismatch in points (empty where the device never ran the version), and a legend.
extension MatrixRenderer {
  /// The page, ending with a newline.
  public func renderPage(_ cells: [VariantMatrix.Cell]) -> String {
    let title = "\(info.name): every classic built-in scenario on every device and iOS version"
    var body = ["<h1>\(SVG.escape(title))</h1>"]
    if !switches.isEmpty {
      body.append("<p>Switches: \(SVG.escape(TextRenderer.describe(switches)))</p>")
    }
    for assumption in assumptions {
      body.append("<p>\(SVG.escape(TextRenderer.describe(assumption)))</p>")
    }
    body.append(
      "<p class=\"legend\">"
        + Verdict.allCases.map {
          "<span class=\"cell\" style=\"background:\(PictureColors.verdict($0))\">\($0.rawValue)</span>"
        }.joined(separator: " ")
        + " Each cell: the verdict's colour and the largest mismatch (pink or covered) in points"
        + whatIfLegend(cells) + ".</p>")
    let releases = IOSVersion.modelled.map { IOSRelease($0) }
    // The scenarios the cells hold (`--matrix` runs the classic ones), in declaration order.
    let scenarios = BuiltInScenario.allCases.filter { scenario in
      cells.contains { $0.scenario == scenario }
    }
    for scenario in scenarios {
      body.append("<h2>\(scenario.rawValue)</h2>")
      body.append(
        "<table class=\"matrix\"><tr><th>device</th>"
          + releases.map { "<th>iOS \($0)</th>" }.joined() + "</tr>")
      for device in Device.allCases {
        let row = releases.map { release -> String in
          guard
            let cell = cells.first(where: {
              $0.scenario == scenario && $0.target == RunTarget(device: device, release: release)
            })
          else { return "<td></td>" }
          let style =
            "background:\(PictureColors.verdict(cell.verdict))"
            + (info.isWhatIf(release) ? ";font-style:italic" : "")
          let text =
            cell.verdict == .notApplicable
            ? cell.verdict.rawValue
            : "\(cell.verdict.rawValue) \(NumberFormat.points(cell.largestMismatch))"
          return "<td class=\"cell\" style=\"\(style)\">\(text)</td>"
        }
        body.append(
          "<tr><th>\(SVG.escape(device.displayName))</th>" + row.joined() + "</tr>")
      }
      body.append("</table>")
    }
    return PageRenderer.page(title: title, body: body)
  }

  /// `; <i>italic</i>: a what-if, below …`: each kind of what-if among `cells`, or nothing.
  private func whatIfLegend(_ cells: [VariantMatrix.Cell]) -> String {
    let notes = info.whatIfNotes(for: cells.map(\.target.release))
    guard !notes.isEmpty else { return "" }
    return "; <i>italic</i>: a what-if, "
      + notes.map { SVG.escape($0.replacing("what-if: ", with: "")) }.joined(separator: "; or ")
  }
}
