import SchmeeboardCommandLine
import SchmeeboardLab
import SimulatedUIKit
import TestSupport

/// The five variants, run with their default switches, so that a test can loop over them.
enum Variant: String, CaseIterable, BuiltInVariant {
  case keyboardSchmeeboard = "KeyboardSchmeeboard"
  case correctedSchmeeboard = "CorrectedSchmeeboard"
  case correctedSchmeeboard2 = "CorrectedSchmeeboard2"
  case correctedSchmeeboard3 = "CorrectedSchmeeboard3"
  case correctedSchmeeboard4 = "CorrectedSchmeeboard4"
}
