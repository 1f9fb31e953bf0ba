// A fixture of `tools/check-public-api.py --self-check`: an app module importing a harness
// module that no library product offers, which the check must refuse. Never compiled.
import Support
