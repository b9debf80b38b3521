"""Pure game rules: no aiogram, no I/O, no clock, no global random."""
