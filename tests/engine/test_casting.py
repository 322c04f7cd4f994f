"""Casting spells (601.2), activated abilities (602), resolving (608), countering (701.5)."""

from __future__ import annotations

from tests.engine.helpers import clear_hand, duel, has_option, put, refresh, to_main


def _ready(cards_in_hand: list[str], lands: list[str], opponent: list[str] = ()):
    game = duel()
    to_main(game, 0)
    clear_hand(game, 0)
    for name in lands:
        put(game, 0, name)
    ids = [put(game, 0, n, "hand") for n in cards_in_hand]
    opp = [put(game, 1, n) for n in opponent]
    refresh(game)
    return game, ids, opp


def test_601_2_casting_order_announce_targets_then_pay():
    game, (bolt,), (bear,) = _ready(["Lightning Bolt"], ["Mountain", "Mountain"], ["Grizzly Bears"])
    game.choose(("cast", bolt))
    # 601.2a: the card is on the stack before targets are chosen (601.2c)
    assert game.pending.kind == "target" and game.pending.rule == "601.2c"
    spell = game.stack[-1]
    assert game.objects[spell].zone == "stack"
    game.choose(("target", "object", bear))
    # 601.2g-h: a payment plan taps one Mountain (single plan: taken at once)
    assert sum(game.objects[i].tapped for i in game.battlefield if game.objects[i].controller == 0) == 1
    cast = [e for e in game.events if e.kind == "cast"][-1]
    assert cast.rule == "601.2i" and cast.data["targets"] == [["object", bear]]
    assert game.pending.kind == "priority" and game.pending.player == 0  # 117.3c


def test_601_2c_spell_without_legal_target_is_not_offered():
    game, (murder,), _ = _ready(["Murder"], ["Swamp", "Swamp", "Swamp"])
    assert not has_option(game, "cast", murder)


def test_601_2h_unpayable_spell_is_not_offered():
    game, (axe,), _ = _ready(["Lava Axe"], ["Mountain", "Mountain"])
    assert not has_option(game, "cast", axe)


def test_601_2b_x_is_announced_and_limited_by_mana():
    game, (blaze,), _ = _ready(["Blaze"], ["Mountain"] * 4)
    game.choose(("cast", blaze))
    assert game.pending.kind == "x" and game.pending.rule == "601.2b"
    assert {o[1] for o in game.pending.options} == {0, 1, 2, 3}
    game.choose(("x", 3))
    game.choose(("target", "player", 1))
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.players[1].life == 17


def test_608_2b_spell_with_all_targets_illegal_does_not_resolve():
    game, (bolt, unsummon), (bear,) = _ready(["Lightning Bolt", "Unsummon"],
                                            ["Mountain", "Island"], ["Grizzly Bears"])
    game.choose(("cast", bolt))
    game.choose(("target", "object", bear))
    game.choose(("cast", unsummon))  # respond: bounce the bear first (its only legal target)
    assert game.objects[game.stack[-1]].targets == ((("object", bear),),)
    game.choose(("pass",))
    game.choose(("pass",))  # Unsummon resolves
    game.choose(("pass",))
    game.choose(("pass",))  # Lightning Bolt tries to resolve
    fizzle = [e for e in game.events if e.kind == "fizzle"]
    assert fizzle and fizzle[0].rule == "608.2b" and fizzle[0].data["card"] == "Lightning Bolt"
    assert game.players[0].graveyard and game.objects[game.players[0].graveyard[-1]].card.name in (
        "Lightning Bolt", "Unsummon")


def test_701_5a_countered_spell_goes_to_graveyard():
    game = duel()
    to_main(game, 0)
    clear_hand(game, 0)
    clear_hand(game, 1)
    put(game, 0, "Forest")
    put(game, 0, "Forest")
    bears = put(game, 0, "Grizzly Bears", "hand")
    put(game, 1, "Island")
    put(game, 1, "Island")
    counter = put(game, 1, "Counterspell", "hand")
    refresh(game)
    game.choose(("cast", bears))
    game.choose(("pass",))
    game.choose(("cast", counter))  # the only spell on the stack: the target is forced
    game.choose(("pass",))
    game.choose(("pass",))
    ev = [e for e in game.events if e.kind == "counter"]
    assert ev and ev[0].rule == "701.5a"
    assert [game.objects[i].card.name for i in game.players[0].graveyard] == ["Grizzly Bears"]


def test_608_3_permanent_spell_enters_the_battlefield():
    game, (bears,), _ = _ready(["Grizzly Bears"], ["Forest", "Forest"])
    game.choose(("cast", bears))
    game.choose(("pass",))
    game.choose(("pass",))
    assert any(game.objects[i].card.name == "Grizzly Bears" for i in game.battlefield)


def test_602_activated_ability_with_tap_cost_and_summoning_sickness():
    game, _, _ = _ready([], [])
    pyro = put(game, 0, "Prodigal Pyromancer", sick=True)
    refresh(game)
    assert not has_option(game, "activate", pyro, 0)  # 302.6
    game.obj_w(pyro).since_turn = -10
    refresh(game)
    game.choose(("activate", pyro, 0))
    game.choose(("target", "player", 1))
    assert game.objects[pyro].tapped  # 602.2b: {T} paid
    game.choose(("pass",))
    game.choose(("pass",))
    assert game.players[1].life == 19


def test_605_mana_ability_of_creature_pays_costs():
    game, (bears,), _ = _ready(["Grizzly Bears"], ["Forest"])
    elf = put(game, 0, "Llanowar Elves")
    refresh(game)
    game.choose(("cast", bears))
    assert game.objects[elf].tapped
    assert any(e.kind == "mana_ability" and e.data["card"] == "Llanowar Elves" for e in game.events)


def test_payment_plans_distinguish_sources():
    game, (bears,), _ = _ready(["Grizzly Bears"], ["Forest", "Forest", "Mountain"])
    put(game, 0, "Llanowar Elves")
    refresh(game)
    game.choose(("cast", bears))
    assert game.pending.kind == "pay"
    labels = sorted(o[2] for o in game.pending.options)
    # {1}{G}: every minimal plan, interchangeable Forests counted once (601.2g-h)
    assert labels == ["tap 2 × Forest", "tap Forest, Llanowar Elves", "tap Forest, Mountain",
                      "tap Mountain, Llanowar Elves"]


def test_601_2b_modal_spell_mode_chosen_before_targets():
    game, (abrade,), (bear,) = _ready(["Abrade"], ["Mountain", "Mountain"], ["Grizzly Bears"])
    game.choose(("cast", abrade))
    # no artifact on the battlefield: only the creature mode can be chosen, so it is forced
    spell = game.objects[game.stack[-1]]
    assert spell.get_info("mode") == 0
    assert spell.targets == ((("object", bear),),)
    game.choose(("pass",))
    game.choose(("pass",))
    assert bear not in game.battlefield


def test_700_2_modes_offered_only_with_legal_targets():
    game, (blast,), (bear,) = _ready(["Red Elemental Blast"], ["Mountain"], ["Wind Drake"])
    game.choose(("cast", blast))
    spell = game.objects[game.stack[-1]]
    assert spell.get_info("mode") == 1  # no blue spell: "destroy target blue permanent"
    cast = [e for e in game.events if e.kind == "cast"][-1]
    assert cast.data["mode"] == "Destroy target blue permanent."
