import MWKeyboardAnimation
import SchmeeboardVariants

BuiltInVariants.main(MWKeyboardAnimation.App.self)
