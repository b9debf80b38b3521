"""The emulator core: state and Bot API behaviour, with no transport and no dispatcher."""

from sandbox.core.errors import ApiError
from sandbox.core.flood import FloodLimits
from sandbox.core.params import Upload
from sandbox.core.telegram import Core

__all__ = ["ApiError", "Core", "FloodLimits", "Upload"]
