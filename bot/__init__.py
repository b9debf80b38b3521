"""Arbiter: the Telegram application that referees the games."""
