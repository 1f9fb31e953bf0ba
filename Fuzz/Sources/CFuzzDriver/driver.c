#include "fuzz_driver.h"
