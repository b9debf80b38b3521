"""The phases of a turn of Соображарий, one module each with that phase's checks (`verify…`), what a
command does in it, and what happens by itself when its time comes (`settle…`). The map of phase →
module is in the package's docstring (`engines/soobrazhariy/__init__.py`).

Imports go one way only — `bidding` → `letter` → `ending` → `opening` — so no phase reaches back:
a phase that ends its turn calls `ending`, and only `ending` opens the next turn.
"""
