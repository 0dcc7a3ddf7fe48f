import MudoxKeyboard
import SchmeeboardVariants

BuiltInVariants.main(MudoxKeyboardVariant.self)
