import CorrectedSchmeeboard
import SchmeeboardVariants

BuiltInVariants.main(CorrectedSchmeeboard.App.self)
