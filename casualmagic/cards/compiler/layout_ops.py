"""Grammar rules of the card layouts (``oracle.lark``'s layout blocks) → vocabulary ops: a
mixin of the compiler's transformer (:class:`casualmagic.cards.compiler.build._Ops`)."""

from __future__ import annotations

from typing import Any


class LayoutOps:
    """Transform (701.28a), the werewolves' transform triggers (712.2, 603.4), a Class's level
    triggers (716.2a)."""

    text: str

    def transform_self(self, items: list) -> dict[str, Any]:  # 701.28a
        from casualmagic.cards.compiler.build import _IT

        return {"do": "transform", "what": "self" if items else _IT}

    def exile_return_transformed(self, _: list) -> dict[str, Any]:  # 712.14a, 610.3
        return {"do": "flicker", "what": "self", "transformed": True}

    def self_exile_instead(self, _: list) -> tuple[str, Any]:  # 614.1a
        return "statics", [{"op": "exile_instead", "filter": "self", "text": self.text}]

    def werewolf_transform(self, items: list) -> tuple[str, Any]:
        """"At the beginning of each upkeep, if no spells were cast last turn, transform
        this creature." (603.4: an intervening "if")."""
        return "triggers", [{"when": "upkeep", "whose": "each", "if": str(items[0]).lower(),
                             "effects": [{"do": "transform", "what": "self"}],
                             "text": self.text}]

    def when_class_level(self, items: list) -> str:  # 716.2a, 603.2
        """"When this Class becomes level N" (the compiler writes "this Class" as ``~``)."""
        return f"class_level_{int(str(items[-1]))}"

    def enters_prepared(self, _: list) -> tuple[str, Any]:  # the prepare layout, 614.1c
        return "statics", [{"op": "enters_prepared", "text": self.text}]

    def become_prepared(self, items: list) -> dict[str, Any]:  # the prepare layout
        from casualmagic.cards.compiler.build import _IT

        return {"do": "become_prepared",
                "what": _IT if items and str(items[0]).lower() == "it" else "self"}

    def flip_self(self, items: list) -> dict[str, Any]:  # 710.2
        from casualmagic.cards.compiler.build import _IT

        return {"do": "flip", "what": _IT if items and str(items[0]).lower() == "it" else "self"}
