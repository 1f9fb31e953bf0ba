// ImageCodec module.
