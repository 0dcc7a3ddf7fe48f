import Shared

SchmeeboardCommand<App>.main()
