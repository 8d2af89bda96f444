"""Drive the card table component in AppTest as the browser would: find the table mounted
under a key, read the data Python gave it, and send an intent (the trigger the component's
script sends with ``setTriggerValue("intent", ...)``) for the next run.

AppTest has no element type for custom components, so the table is found as the raw
``bidi_component`` element and the trigger is added to the widget states of the next run,
exactly as Streamlit's frontend reports it.
"""

from __future__ import annotations

import json
from typing import Any

from streamlit.components.v2.bidi_component.main import _make_trigger_id
from streamlit.testing.v1 import AppTest

from tutor.ui.table import INTENT


def _tables(at: AppTest) -> list[Any]:
    return [node for node in at._tree if getattr(node, "type", None) == "bidi_component"]


def table_element(at: AppTest, key: str) -> Any:
    """The raw element of the table mounted under ``key``."""
    found = [node for node in _tables(at) if node.proto.id.endswith(f"-{key}")]
    assert found, f"no table under {key!r}: {[n.proto.id for n in _tables(at)]}"
    return found[0]


def has_table(at: AppTest, key: str) -> bool:
    return any(node.proto.id.endswith(f"-{key}") for node in _tables(at))


def table_data(at: AppTest, key: str) -> dict[str, Any]:
    """The data Python gave the table in the last run."""
    proto = table_element(at, key).proto
    kind = proto.WhichOneof("data")
    if kind == "json":
        return dict(json.loads(proto.json))
    assert kind == "mixed", kind
    return dict(json.loads(proto.mixed.json))


def send(at: AppTest, key: str, intent: object) -> AppTest:
    """Run the app once more as if the learner did ``intent`` at the table under ``key``."""
    element = table_element(at, key)
    states = at._tree.get_widget_states()
    trigger = states.widgets.add()
    trigger.id = _make_trigger_id(element.proto.id, "events")
    trigger.json_trigger_value = json.dumps([{"event": INTENT, "value": intent}])
    return at._run(states)
