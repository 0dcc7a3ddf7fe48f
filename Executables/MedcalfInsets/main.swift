import MedcalfInsets
import SchmeeboardVariants

BuiltInVariants.main(MedcalfInsetsVariant.self)
