"""`python -m bot` is `arbiter` (the console script points at `main` here)."""

import sys

from bot.cli import main

__all__ = ["main"]

if __name__ == "__main__":
    sys.exit(main())
