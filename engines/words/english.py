"""English answers: plural folding by rule (no dictionary) and the function words a key letter skips."""

from __future__ import annotations

# Articles, prepositions and conjunctions: "the Beatles" has the key letter B, "in Paris" P.
FUNCTION_WORDS = frozenset(
    {"a", "an", "the", "of", "in", "on", "at", "to", "for", "with", "by", "from", "into", "onto", "upon",
     "about", "and", "or", "but", "nor"}
)
ARTICLES = frozenset({"a", "an", "the"})

# Plurals no suffix rule can undo.
_IRREGULAR = {
    "men": "man", "women": "woman", "children": "child", "feet": "foot", "teeth": "tooth",
    "mice": "mouse", "geese": "goose", "people": "person", "oxen": "ox", "dice": "die",
    "knives": "knife", "wives": "wife", "lives": "life", "leaves": "leaf", "wolves": "wolf",
    "halves": "half", "shelves": "shelf", "loaves": "loaf", "thieves": "thief", "calves": "calf",
    "elves": "elf", "selves": "self", "scarves": "scarf", "hooves": "hoof", "lice": "louse",
    # issue 26: the Latin and Greek plurals a guess will use (cacti = cactus, crises = crisis).
    "cacti": "cactus", "fungi": "fungus", "nuclei": "nucleus", "alumni": "alumnus", "stimuli": "stimulus",
    "criteria": "criterion", "phenomena": "phenomenon", "bacteria": "bacterium", "larvae": "larva",
    "antennae": "antenna", "formulae": "formula", "crises": "crisis", "analyses": "analysis",
    "theses": "thesis", "hypotheses": "hypothesis", "oases": "oasis", "diagnoses": "diagnosis",
    "indices": "index", "appendices": "appendix", "matrices": "matrix", "vertices": "vertex",
    "dwarves": "dwarf", "sheaves": "sheaf", "wharves": "wharf",
}
# Endings that look plural but are singular words: bus, glass, tennis, virus, news.
_NOT_PLURAL_ENDINGS = ("ss", "us", "is", "ous")
_SIBILANTS = ("s", "x", "z", "ch", "sh")


def irregular_singular(word: str) -> str:
    """The singular of an irregular plural (mice -> mouse), any other normalised word unchanged."""
    return _IRREGULAR.get(word, word)


def _strip_plural(word: str) -> str:
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word.endswith("'s"):  # possessive: McDonald's = McDonalds
        return word[:-2]
    if len(word) <= 3 or word.endswith(_NOT_PLURAL_ENDINGS) or not word.endswith("s"):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"  # berries -> berry
    if word.endswith("es") and word[:-2].endswith(_SIBILANTS):
        return word[:-2]  # boxes -> box, dishes -> dish, buses -> bus
    return word[:-1]  # cats -> cat, horses -> horse (folded below)


def _fold_singular(word: str) -> str:
    # Both a singular and its plural pass through here, so spellings the plural rule
    # cannot tell apart meet in one key: horse/horses -> hors, movie/movies -> movy,
    # potato/potatoes -> potato, fireman/firemen -> fireman.
    if word.endswith("men") and len(word) > 4:
        word = word[:-3] + "man"
    if word.endswith("ie"):
        return word[:-2] + "y"
    if word.endswith("oe"):
        return word[:-1]
    if word.endswith("e") and word[:-1].endswith(_SIBILANTS) and not word[:-1].endswith("ss"):
        return word[:-1]
    return word


def is_plural(word: str) -> bool:
    """Whether a normalised English word reads as a plural ("dwarfs", "men"; not "bus", "glass")."""
    return _strip_plural(word) != word and not word.endswith("'s")


def fold_plural(word: str) -> str:
    """A comparison key equal for a normalised English noun and its plural (cats = cat)."""
    if "-" in word:  # fold the head of a compound: mothers-in-law is rare, ice-creams is not
        return "-".join(fold_plural(part) for part in word.split("-"))
    return _fold_singular(_strip_plural(word))
