import MudoxKeyboard
import SchmeeboardVariants

BuiltInVariants.main(MudoxKeyboard.App.self)
