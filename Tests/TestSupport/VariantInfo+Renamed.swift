import SchmeeboardLab

extension VariantInfo {
  /// These facts under another name: for a probe that runs a built-in variant's controller with a
  /// change of its own (an accessory view, an observer, a count of its runs), on the same nib,
  /// deployment target, family and default run.
  public func renamed(_ name: String, shortName: String, abstract: String) -> VariantInfo {
    var info = self
    info.name = name
    info.shortName = shortName
    info.abstract = abstract
    info.invocation = "swift run \(name)"
    return info
  }
}
