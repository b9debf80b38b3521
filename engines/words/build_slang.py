"""Build `data/ru_slang.txt`: the Russian nouns the OpenCorpora dictionary marks as slang or informal.

    python -m engines.words.build_slang

OpenCorpora (via pymorphy3-dicts-ru, CC BY-SA 3.0) tags words `Slng` (slang) and `Infr` (informal,
colloquial). «Нет слов» forbids jargon: a claim on a `Slng` word is refused as the dictionary
already says; an `Infr` one is doubtful and goes to the players' vote (issue 26, item 3). The list
is their dictionary forms, one a line, sorted; rebuild it when pymorphy3-dicts-ru changes.
"""

from __future__ import annotations

from pathlib import Path

import pymorphy3

OUT = Path(__file__).parent / "data" / "ru_slang.txt"
HEADER = (
    "# Russian nouns OpenCorpora marks Slng (slang) or Infr (informal): <word><TAB><tag>.\n"
    "# Source: the OpenCorpora dictionary (http://opencorpora.org) via pymorphy3-dicts-ru,\n"
    "# CC BY-SA 3.0; built by `python -m engines.words.build_slang`; shared under the same licence.\n"
)


def build() -> dict[str, str]:
    found: dict[str, str] = {}
    for word, tag, normal_form, _, _ in pymorphy3.MorphAnalyzer().dictionary.iter_known_words():
        if "NOUN" not in tag or "nomn" not in tag or word != normal_form:
            continue
        if not ("sing" in tag or "Pltm" in tag):
            continue
        mark = "Slng" if "Slng" in tag else "Infr" if "Infr" in tag else None
        if mark is not None and found.get(word) != "Slng":
            found[word] = mark
    return found


def main() -> None:
    found = build()
    lines = "".join(f"{word}\t{mark}\n" for word, mark in sorted(found.items()))
    OUT.write_text(HEADER + lines, encoding="utf-8")
    print(f"{len(found)} words ({sum(m == 'Slng' for m in found.values())} Slng) -> {OUT}")


if __name__ == "__main__":
    main()
