import SchmeeboardVariants
import TKScrollviewKeyboard

BuiltInVariants.main(TKScrollviewKeyboard.App.self)
