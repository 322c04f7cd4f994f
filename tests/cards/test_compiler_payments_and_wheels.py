"""A cost with X paid as a triggered ability resolves ("you may pay {X}{R}. If you do, it
deals X damage to any target", 107.3f, 608.2c), "each player discards their hand, then draws
seven cards" (701.8a, 121.1), "unless that player sacrifices a creature of their choice" (701.17a,
608.2d) and "double the power of target creature" (701.9b).  GOLDEN
holds real cards whose compiled definitions were checked by hand against their oracle text
(shown above each)."""

from __future__ import annotations

import pytest

from casualmagic.core.state import BEGIN_COMBAT
from casualmagic.engine import continuous as cont
from tests.cards.golden import compiled_fields
from tests.scenario import Scenario, option, pass_until, settle

GOLDEN: dict[str, dict] = {
    # "Flying\nWhenever this creature attacks, you may pay {X}{R}. If you do, it deals X
    # damage to any target."
    "Flameblast Dragon": {
        "keywords": ["Flying"],
        "triggers": [{"when": "attacks", "targets": ["any"],
                      "effects": [{"do": "may_pay_x", "cost": "{X}{R}"},
                                  {"do": "damage", "amount": "X", "to": 0}],
                      "text": "Whenever this creature attacks, you may pay {X}{R}. If you do, "
                              "it deals X damage to any target."}],
    },
    # "Flying\n{5}{R}, Exile this card from your graveyard: Each player discards their hand,
    # then draws seven cards."
    "Runehorn Hellkite": {
        "keywords": ["Flying"],
        "abilities": [{"cost": "{5}{R}, Exile this card from your graveyard", "zone": "graveyard",
                       "effects": [{"do": "discard_hand", "who": "each player"},
                                   {"do": "draw", "amount": 7, "who": "each player"}],
                       "text": "{5}{R}, Exile this card from your graveyard: Each player "
                               "discards their hand, then draws seven cards."}],
    },
    # "Double the power of target creature until end of turn."
    "Unleash Fury": {
        "spell": [{"do": "pump", "what": 0, "power": "power of target", "toughness": 0}],
        "targets": ["creature"],
    },
    # "Flying\nWhen this creature enters, it deals 5 damage to target opponent unless that
    # player sacrifices a creature of their choice."
    "Demanding Dragon": {
        "keywords": ["Flying"],
        "triggers": [{"when": "enters", "targets": ["opponent"],
                      "effects": [{"do": "damage_unless_sacrifice", "amount": 5, "to": 0,
                                   "filter": "creature"}],
                      "text": "When this creature enters, it deals 5 damage to target opponent "
                              "unless that player sacrifices a creature of their choice."}],
    },
}


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_card_compiles_as_checked_by_hand(name: str) -> None:
    assert compiled_fields(name) == GOLDEN[name]


def _attack_with_flameblast(pick) -> Scenario:
    s = Scenario()
    dragon = s.add(0, "Flameblast Dragon")
    s.lands(0, "Mountain", "Mountain", "Mountain")
    game = s.game
    pass_until(game, BEGIN_COMBAT, 0)
    while game.pending.kind != "attack":
        game.choose(("pass",))
    game.choose(("attack", dragon, "player", 1))
    game.choose(("done",)) if game.pending.kind == "attack" else None
    settle(game, ("target", "player", 1), pick=pick)
    return s


def test_107_3f_flameblast_dragon_pays_x_and_red_as_the_trigger_resolves() -> None:
    s = _attack_with_flameblast(lambda d: ("x", 2) if d.kind == "x" else None)
    s.assert_life(1, 18)  # the trigger's 2; combat damage comes later
    assert sum(1 for i in s.named(0, "Mountain") if s.game.objects[i].tapped) == 3


def test_608_2c_flameblast_dragon_declined_deals_nothing() -> None:
    s = _attack_with_flameblast(lambda d: ("decline",) if d.kind == "x" else None)
    s.assert_life(1, 20)
    assert not any(s.game.objects[i].tapped for i in s.named(0, "Mountain"))


def test_701_8a_runehorn_hellkite_wheels_from_the_graveyard() -> None:
    s = Scenario()
    hellkite = s.add(0, "Runehorn Hellkite", "graveyard")
    s.lands(0, *["Mountain"] * 6)
    for seat in (0, 1):
        for _ in range(8):
            s.add(seat, "Forest", "library")
    s.add(1, "Island", "hand")
    game = s.game
    game.choose(option(game, "activate", hellkite))
    settle(game)
    assert len(game.players[0].hand) == 7 and len(game.players[1].hand) == 7
    s.assert_count(1, "Island", 1, "graveyard")
    assert any(game.objects[i].card.name == "Runehorn Hellkite" for i in game.exile)


def test_701_9b_unleash_fury_doubles_power() -> None:
    s = Scenario()
    giant = s.add(0, "Hill Giant")
    s.add(1, "Grizzly Bears")
    s.lands(0, "Mountain", "Mountain")
    s.hand(0, "Unleash Fury")
    s.cast(0, "Unleash Fury", giant)
    s.resolve()
    ch = cont.characteristics(s.game, s.game.objects[giant])
    assert (ch.power, ch.toughness) == (6, 3)


def _demanding(answer) -> Scenario:
    s = Scenario()
    s.add(1, "Grizzly Bears")
    s.lands(0, *["Mountain"] * 5)
    s.hand(0, "Demanding Dragon")
    s.cast(0, "Demanding Dragon")
    settle(s.game, pick=lambda d: answer(d) if d.kind == "sacrifice" else None)
    return s


def test_608_2d_demanding_dragon_the_opponent_sacrifices_instead() -> None:
    s = _demanding(lambda d: next(o for o in d.options if o[0] == "sacrifice"))
    s.assert_life(1, 20)
    s.assert_count(1, "Grizzly Bears", 1, "graveyard")


def test_608_2d_demanding_dragon_the_opponent_takes_the_damage() -> None:
    s = _demanding(lambda d: ("decline",))
    s.assert_life(1, 15)
    s.assert_count(1, "Grizzly Bears", 1)
