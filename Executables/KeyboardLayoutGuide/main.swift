import KeyboardLayoutGuide
import SchmeeboardVariants

BuiltInVariants.main(KeyboardLayoutGuide.App.self)
