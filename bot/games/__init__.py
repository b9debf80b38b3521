"""The games the bot referees: one `GameSpec` per game (`bot/games/<kind>/spec.py`), registered in
`registry.py`. The seam's parts are imported from their own modules: `spec`, `presenter`, `view`,
`actions`, `buttons`."""
