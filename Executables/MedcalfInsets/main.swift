import MedcalfInsets
import SchmeeboardVariants

BuiltInVariants.main(MedcalfInsets.App.self)
