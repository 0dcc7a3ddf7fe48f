import Shared

SchmeeboardCommand<ViewController>.main()
