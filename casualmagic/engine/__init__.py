"""The rules layer (docs/architecture.md "The package as built"): the rules of play of the
Comprehensive Rules' sections 1-7 — turn and priority, casting and costs, mana payment, the
stack and resolution, combat, state-based actions, triggers, continuous, replacement and
prevention effects, targets, copies — and the public :class:`~.game.Game`.  It imports the
core and the card data; mechanics, effect ops and variants plug into it (:mod:`.rule_hooks`,
:mod:`.effect_registry`, :mod:`casualmagic.core.hooks`) rather than being imported by it, and
it plugs into the core the same way (:mod:`casualmagic.core.dispatch`)."""
