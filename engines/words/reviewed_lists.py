"""Small hand-reviewed word lists that correct or restrict the dictionary.

Each entry was checked by a person; add to them only with the same care.
"""

from __future__ import annotations

# Plural-only nouns the dictionary reads as plurals of a rare singular (деньги -> «деньга»).
# Nouns it already marks Pltm (ножницы, штаны, сани, очки, ворота, сливки) need no entry.
PLURAL_ONLY = frozenset({"деньги"})
# Their other forms: the dictionary's lemma of a plural reading -> the plural-only noun (деньгами).
PLURAL_ONLY_OF = {"деньга": "деньги"}

# Obscene and abusive nouns: never offered in the bot's own suggestions (rack listings).
# Whole lemmas, ё folded to е; a player may still say them, the bot just never prints them.
OBSCENE_LEMMAS = frozenset(
    {
        "блядь", "блядство", "блядун", "бляха-муха", "говно", "говнюк", "гондон", "гандон", "дерьмо",
        "долбоеб", "долбоящер", "дрочила", "дрочун", "жопа", "жополиз", "залупа", "манда", "мандавошка",
        "мудак", "мудачина", "мудила", "мудило", "мудозвон", "педераст", "педик", "пидор", "пидорас",
        "пидар", "пизда", "пиздец", "пиздеж", "пиздабол", "пиздобол", "срака", "сука", "сучка", "сучара",
        "ублюдок", "уебок", "уебище", "херня", "хрен", "хуй", "хуйня", "хуесос", "шалава", "шлюха",
        "ебарь", "ебало", "ебальник", "ебло", "ебля", "елда", "курва", "потаскуха", "выблядок",
        "засранец", "засранка", "жид", "чурка", "хач", "ниггер",
    }
)
# Stems that only ever begin obscene words (checked against the dictionary so that no
# ordinary noun starts with them: употребление, мебель, сукно, хлебница stay clean).
OBSCENE_STEMS = (
    "хуй", "хуе", "хуя", "пизд", "бляд", "блят", "ебан", "ебат", "ебл", "залуп", "пидор", "пидар",
    "мудак", "мудил", "дроч",
)


def is_obscene(word: str) -> bool:
    """Whether a lowercase word (ё folded) is kept out of the bot's suggestions."""
    return word in OBSCENE_LEMMAS or word.startswith(OBSCENE_STEMS)
