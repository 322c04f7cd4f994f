"""The Commander variant's hooks (CR 903), one object per game configuration.

The hook object holds only the game's configuration (Brawl or not, named
commanders, who declines 903.9b); everything that changes during the game
lives in the variant state (``game.vstate``), so it is copied with the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from casualmagic.core.hooks import Variant
from casualmagic.engine import designations
from casualmagic.variants.commander import damage, tax, zone
from casualmagic.variants.commander import designation as des

if TYPE_CHECKING:
    from casualmagic.core.decisions import Option
    from casualmagic.core.events import Event
    from casualmagic.engine.game import Game


class CommanderVariant(Variant):
    """Commander (903.1–903.11), or its Brawl option (903.12) with ``brawl=True``."""

    watches_events = True

    def __init__(self, *, brawl: bool = False, commanders: Sequence[Sequence[str]] = (),
                 decline_command_zone: Sequence[int] = ()) -> None:
        self.brawl = brawl
        self.name = "brawl" if brawl else "commander"
        self.commanders = tuple(tuple(c) for c in commanders)
        self.decline_command_zone = tuple(decline_command_zone)

    # -- 903.6, 903.7 ----------------------------------------------------------------------
    def setup(self, game: Game) -> None:
        zone.put_commanders_into_command_zone(game, self.commanders, self.brawl)
        cards = dict(damage.commander_cards(game))
        identities = []
        for seat in range(game.n_players):
            mine = [cards[cid] for cid in designations.commander_card_ids(game, seat) if cid in cards]
            identities.append((seat, des.identity_of(mine) if mine else None))
        game.vset("commander_identity", tuple(identities))  # 903.4a: before the game begins

    # -- 903.8 ------------------------------------------------------------------------------
    def castable_from_other_zones(self, game: Game, player: int) -> list[int]:
        return zone.castable_commanders(game, player)

    def extra_cost(self, game: Game, oid: int, origin: str | None = None) -> int:
        return tax.commander_tax(game, oid, origin)

    # -- 903.9, 903.10, 704.6c, 704.6d ------------------------------------------------------
    def state_based_actions(self, game: Game) -> bool:
        acted = False
        if not self.brawl:  # 903.12h: Brawl doesn't use 704.6c
            acted = damage.lethal_commander_damage_sba(game)
        if game.over:
            return acted
        return zone.return_sba(game) or acted

    def replacement_effects(self, game: Game) -> tuple[Any, ...]:
        return zone.command_zone_replacements(game, self.decline_command_zone)

    def on_event(self, game: Game, event: Event) -> None:
        if event.kind == "cast":
            tax.count_cast(game, event)
        elif event.kind == "damage":
            damage.record_damage(game, event)

    # -- 903.4 ------------------------------------------------------------------------------
    def commander_ids(self, game: Game, player: int) -> tuple[int, ...] | None:
        """903.3e: ``player``'s commanders in every zone."""
        from casualmagic.engine.designations import commander_objects

        return tuple(o.id for o in commander_objects(game, player))  # type: ignore[arg-type]

    def commander_colors(self, game: Game, player: int) -> tuple[str, ...] | None:
        """903.4f: a player without a commander has an undefined identity (no colours)."""
        found = dict(game.vget("commander_identity", ())).get(player)
        return found if found is not None else ()

    # -- presentation -----------------------------------------------------------------------
    def describe_option(self, game: Game, option: Option) -> str | None:
        if option and option[0] in ("command_zone", "leave") and len(option) > 1 \
                and option[1] in game.objects:
            name = game.objects[option[1]].card.name
            return (f"put {name} into the command zone (903.9a)" if option[0] == "command_zone"
                    else f"leave {name} where it is")
        return None

    def describe_event(self, game: Game, event: Event) -> str | None:
        d = event.data
        who = game.players[event.player].name if event.player is not None else "The game"
        card = d.get("card")
        if event.kind == "commander_to_command_zone":
            where = f" from {d['from']}" if d.get("from") else ""
            return f"{who} puts their commander {card}{where} into the command zone"
        if event.kind == "commander_stays":
            return f"{who} leaves their commander {card} in {d.get('zone')}"
        if event.kind == "life_set":
            return f"{who}'s life total is set to {d.get('life')}"
        if event.kind == "no_commander":
            return f"{who} has no commander: their commander's colour identity is undefined"
        return None

    def view(self, game: Game, viewer: int) -> dict[str, Any]:
        """Public: each commander, its tax and the commander damage dealt (903.8, 903.10a)."""
        out = []
        cards = dict(damage.commander_cards(game))
        dealt = damage.all_commander_damage(game)
        for seat in range(game.n_players):
            for cid in designations.commander_card_ids(game, seat):
                out.append({"owner": seat, "card": getattr(cards.get(cid), "name", "?"),
                            "tax": tax.TAX_PER_CAST * tax.casts_from_command_zone(game, cid),
                            "damage": {p: n for (c, p), n in dealt.items() if c == cid and n}})
        return {"commanders": out, "variant": self.name}
