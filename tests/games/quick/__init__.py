"""A test-only game ("Quick answer") that exercises the platform; it is not one of the five, and
its files are the template of a new game's (docs/architecture.md "Adding a game")."""
