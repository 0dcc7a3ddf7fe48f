import KeyboardSchmeeboard
import SchmeeboardVariants

BuiltInVariants.main(KeyboardSchmeeboard.App.self)
