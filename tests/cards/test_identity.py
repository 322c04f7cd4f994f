"""Colour identity, CR 903.4 and the examples of the rules text."""

from __future__ import annotations

from casualmagic.cards.identity import color_identity, strip_reminder_text


def test_903_4_mana_symbols_in_rules_text_count():
    # Example: Bosh, Iron Golem ({8}; "{3}{R}, Sacrifice an artifact: ...") is red
    bosh = ("{8}", "Trample\n{3}{R}, Sacrifice an artifact: Bosh, Iron Golem deals damage "
                   "equal to the sacrificed artifact's mana value to any target.", ())
    assert color_identity([bosh]) == ("R",)


def test_903_4c_reminder_text_ignored():
    # Basic lands: "({T}: Add {G}.)" is reminder text: colourless identity from text
    assert color_identity([(None, "({T}: Add {G}.)", ())]) == ()
    assert strip_reminder_text("Flying (This (nested) creature can't.)") == "Flying "
    # Extort's reminder mentions {W/B}; the card's identity does not include it
    assert color_identity([("{1}{B}", "Extort (Whenever you cast a spell, you may pay {W/B}.)",
                            ())]) == ("B",)


def test_903_4d_back_face_included():
    # Example: Civilized Scholar ({2}{U}) // Homicidal Brute (red colour indicator) is blue-red
    scholar = ("{2}{U}", "{T}: Draw a card, then discard a card.", ())
    brute = (None, "At the beginning of your end step, if this creature didn't attack this "
                   "turn, tap this creature, then transform it.", ("R",))
    assert color_identity([scholar, brute]) == ("U", "R")


def test_903_4e_adventure_characteristics_included():
    # Bonecrusher Giant {2}{R} // Stomp {1}{R}; a made-up green adventure shows the rule
    assert color_identity([("{2}{R}", "", ()), ("{1}{G}", "Stomp deals 2 damage.", ())]) == ("R", "G")


def test_903_4_color_indicator_and_characteristic_defining_ability():
    assert color_identity([(None, "Suspend 4—{U}", ("U",))]) == ("U",)  # Ancestral Vision
    assert color_identity([("{4}", "Transguild Courier is all colors.", ())],
                          "Transguild Courier") == ("W", "U", "B", "R", "G")
    assert color_identity([(None, "Evermind is blue.", ())], "Evermind") == ("U",)
    # a colour word in ordinary rules text is not a characteristic-defining ability
    assert color_identity([("{W}", "If that creature is black, exile it.", ())]) == ("W",)


def test_903_4_hybrid_symbols_count_both_colors():
    # 903.5c example: Wort, the Raidmother {4}{R/G}{R/G} is red and green
    assert color_identity([("{4}{R/G}{R/G}", "", ())]) == ("R", "G")
    assert color_identity([("{2/W}", "", ())]) == ("W",)
    assert color_identity([("{B/P}", "", ())]) == ("B",)
