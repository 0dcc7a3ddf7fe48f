import SimulatedIOS
import SimulatedUIKit

extension SchmeeboardNib {
  /// A technique's demo app (`TechniqueNib`), the interface ours around the seed's code.
  public static func technique(_ nib: TechniqueNib) -> SchmeeboardNib {
    .builtInCode { nib.instantiate() }
  }
}
