"""A person's grammatical gender from their first name, for verbs in the past tense («Аня нашла»).

Only a name the dictionary knows as a first name of one gender answers: «Саша» and «Женя» (either),
a Latin name or a nickname give None, and the text then says it without a gendered verb.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Literal

from engines.words._morph import parse

Gender = Literal["masc", "femn"]
_FIRST_WORD = re.compile(r"[а-яё]+(?:-[а-яё]+)?", re.IGNORECASE)


@lru_cache(maxsize=4096)
def name_gender(name: str) -> Gender | None:
    """'masc' or 'femn' when the name's first word is a Russian first name of that gender alone."""
    found = _FIRST_WORD.match(name.strip())
    if found is None:
        return None
    readings = [p for p in parse(found.group(0).lower()) if "Name" in p.grammemes and "nomn" in p.grammemes]
    genders = {g for p in readings for g in ("masc", "femn", "ms-f") if g in p.grammemes}
    if genders == {"masc"}:
        return "masc"
    if genders == {"femn"}:
        return "femn"
    return None
