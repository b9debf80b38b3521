"""Соображарий in Telegram: category + letter in the group, the first fitting answer takes the stack."""

from bot.games.soobrazhariy.engine import ChatSoobrazhariy, KnownDeal, dealing
from bot.games.soobrazhariy.presenter import SoobrazhariyPresenter
from bot.games.soobrazhariy.spec import SPEC, spec_with_deal

__all__ = ["SPEC", "ChatSoobrazhariy", "KnownDeal", "SoobrazhariyPresenter", "dealing", "spec_with_deal"]
