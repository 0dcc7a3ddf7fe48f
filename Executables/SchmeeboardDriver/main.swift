import SchmeeboardUserCode

ControllerDriver.main()
