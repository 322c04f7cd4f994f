"""Compiling the variants' command-zone cards: planes and phenomena (311, 312, Planechase
901), schemes (314, Archenemy 904) and vanguards (313, Vanguard 902).

Their abilities function from the command zone (901.7, 904.8, 902.7) and read as any card's
(the trigger events of their own — chaos ensues, planeswalking, encountering, setting a
scheme in motion — are in ``oracle.lark``'s "layouts" block, compiler.variant_card_ops). An
ongoing scheme's "(An ongoing scheme remains face up …)" is reminder text (314.4: "Ongoing" is
its supertype, read by the archenemy variant). A vanguard's hand and life modifiers are card
data (313.6, 313.7, read by the vanguard variant), not text; its activated abilities are
activated from the command zone (902.7), ``zone = "command"``.

The records have the hand-written definitions' shape (``cards/definitions/planes``,
``schemes.toml``, ``vanguards.toml``): no ``layout`` field.
"""

from __future__ import annotations

from casualmagic.cards.compiler.record import CompiledCard, compile_face, finish
from casualmagic.cards.oracle import CardRecord

VARIANT_LAYOUTS = {"planar": "901.7", "scheme": "904.8", "vanguard": "902.7"}
"""Layouts of command-zone cards, with the rule that makes their abilities function there."""


def compile_variant_card(record: CardRecord) -> CompiledCard:
    """A plane, phenomenon, scheme or vanguard: its one face compiled as any card's."""
    face = record.front
    if not face.known:
        return CompiledCard(record.name, "not yet implemented", None,
                            ("the card data lacks this card's face",))
    raw, missing = compile_face(face)
    if record.layout == "vanguard" and raw.get("abilities"):  # 902.7: from the command zone
        raw["abilities"] = [{**ab, "zone": "command"} for ab in raw["abilities"]]
    return finish(record.name, raw, missing)
