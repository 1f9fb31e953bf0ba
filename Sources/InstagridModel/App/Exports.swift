@_exported import Geometry
