/// Renders `--matrix --format html`: one page with a grid per built-in scenario, devices and iOS
/// versions across, each cell coloured by its verdict and holding its largest mismatch in points,
/// and a legend.
nonisolated public struct MatrixPageRenderer: Sendable {
  /// The variant: its name, and the deployment target below which cells are what-ifs.
  public var info: VariantInfo
  /// The variant's switches, as a run's header prints them.
  public var switches: [RunHeader.Switch]

  /// Creates a renderer for `info`'s matrix, run with `switches`.
  public init(info: VariantInfo, switches: [RunHeader.Switch]) {
    self.info = info
    self.switches = switches
  }

  /// The page, ending with a newline.
  public func render(_ cells: [VariantMatrix.Cell]) -> String {
    let title = "\(info.name): every built-in scenario on every device and iOS version"
    var body = ["<h1>\(SVG.escape(title))</h1>"]
    if !switches.isEmpty {
      body.append("<p>Switches: \(SVG.escape(TextRenderer.describe(switches)))</p>")
    }
    body.append(
      "<p class=\"legend\">"
        + Verdict.allCases.map {
          "<span class=\"cell\" style=\"background:\(PictureColors.verdict($0))\">\($0.rawValue)</span>"
        }.joined(separator: " ")
        + " Each cell: the verdict's colour and the largest mismatch (pink or covered) in points; "
        + "<i>italic</i>: a what-if, \(SVG.escape(info.whatIfNote.replacingOccurrences(of: "what-if: ", with: "")))."
        + "</p>")
    let pairs = VariantMatrix.pairs
    for scenario in BuiltInScenario.allCases {
      body.append("<h2>\(scenario.rawValue)</h2>")
      body.append("<table class=\"matrix\"><tr><th>device</th><th>iOS</th><th>verdict</th></tr>")
      for pair in pairs {
        guard
          let cell = cells.first(where: {
            $0.scenario == scenario && $0.device == pair.device && $0.os == pair.os
          })
        else { continue }
        let whatIf = info.isWhatIf(os: cell.os)
        body.append(
          "<tr><td>\(SVG.escape(pair.device.displayName))</td><td>\(pair.os)</td>"
            + "<td class=\"cell\" style=\"background:\(PictureColors.verdict(cell.verdict))"
            + (whatIf ? ";font-style:italic" : "") + "\">"
            + "\(cell.verdict.rawValue) \(NumberFormat.points(cell.largestMismatch))</td></tr>")
      }
      body.append("</table>")
    }
    return PageRenderer.page(title: title, body: body)
  }
}
