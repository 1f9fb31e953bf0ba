// Golden module.
