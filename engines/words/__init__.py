"""The word toolkit: Russian (and English) word judgments every game relies on.

The pymorphy3 analyzer and the noun list load lazily, once per process, shared by all games.
"""

from engines.words.answers import (
    alliteration_count,
    answer_key,
    is_function_word,
    key_letter,
    lemma,
    same_answer,
    starts_with_letter,
)
from engines.words.judging import counted_by, knows_a_word
from engines.words.leader import LeaderWordCheck, check_leader_word
from engines.words.letters import fold_letter, normalize, visible_text, word_length
from engines.words.names import Gender, name_gender
from engines.words.noun_list import NounList, noun_list
from engines.words.nouns import NounVerdict, noun_verdict
from engines.words.racks import any_rack_noun, can_make, rack_nouns
from engines.words.roots import may_share_root

__all__ = [
    "Gender",
    "LeaderWordCheck",
    "NounList",
    "NounVerdict",
    "alliteration_count",
    "answer_key",
    "any_rack_noun",
    "can_make",
    "check_leader_word",
    "counted_by",
    "fold_letter",
    "is_function_word",
    "key_letter",
    "knows_a_word",
    "lemma",
    "may_share_root",
    "name_gender",
    "normalize",
    "noun_list",
    "noun_verdict",
    "rack_nouns",
    "same_answer",
    "starts_with_letter",
    "visible_text",
    "word_length",
]
