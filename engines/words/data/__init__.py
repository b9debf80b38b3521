"""Data files of the word toolkit (a package so that setuptools ships them)."""
