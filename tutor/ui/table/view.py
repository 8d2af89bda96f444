"""The learner's own view of a card table, kept in the session: how the hand is sorted (by
suit or by rank, the learner's choice for every table) and the order the learner dragged the
cards into, kept for one hand of one table and forgotten when the next hand is dealt."""

from __future__ import annotations

from tutor.engine.cards import Card
from tutor.ui import state
from tutor.ui.table.model import SORTS, Intent

_SORT: state.Slot[str] = state.Slot("table.sort", str)
_ORDERS: state.Slot[dict] = state.Slot("table.orders", dict)  # type: ignore[type-arg]


def sort_choice() -> str:
    """How the learner sorts a hand: ``"suit"`` (the default) or ``"rank"``."""
    chosen = _SORT.get()
    return chosen if chosen in SORTS else SORTS[0]


def kept_order(table: str, hand: str) -> tuple[Card, ...]:
    """The order the learner gave the hand ``hand`` on the table ``table``, or ``()``."""
    kept = (_ORDERS.get() or {}).get(table)
    if isinstance(kept, tuple) and len(kept) == 2 and kept[0] == hand:
        return tuple(kept[1])
    return ()


def change(intent: Intent, table: str, hand: str) -> None:
    """Apply a view intent: a new order of the hand, or a way to sort (which drops the
    learner's own order, so the choice shows at once)."""
    orders = dict(_ORDERS.get() or {})
    if intent.kind == "order":
        orders[table] = (hand, intent.order)
    elif intent.kind == "sort" and intent.sort in SORTS:
        _SORT.set(intent.sort)
        orders.pop(table, None)
    _ORDERS.set(orders)
