"""``holofoil cards report --marks`` (today's game by regulation mark, every printing) and ``--scripts``
(the card scripts: node kinds one card name alone uses), issues #35 and #36."""

from __future__ import annotations

import json

from desktop.engine.cards import default_db
from desktop.engine.fx.node import NODE_TYPES
from desktop.node_usage import card_names_by_kind, card_scripts
from desktop.report import main, mark_report


def test_the_marks_report_counts_every_printing_of_a_mark_and_names_the_missing_ones():
    db = default_db()
    report = mark_report(db, ("H",))
    printings = [c for c in dict.values(db.by_id) if c.regulation == "H"]
    assert report["H"]["cards"] == len(printings) > 1000
    missing = [c for c in printings if not c.implemented]
    assert report["H"]["implemented"] == len(printings) - len(missing)
    assert len(report["H"]["not_implemented"]) == len(missing)
    if missing:
        c = missing[0]
        assert f"{c.name} ({c.set_code} {c.number})" in report["H"]["not_implemented"]


def test_the_marks_report_prints_one_line_per_mark_and_the_total(capsys):
    assert main(["report", "--marks"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines[:5]] == [f"regulation mark {m}" for m in "FGHIJ"]
    assert lines[5].startswith("F to J: ")


def test_a_card_script_is_a_kind_used_by_one_card_name(capsys):
    names = card_names_by_kind()
    scripts = card_scripts()
    assert {kind for kind, _module, _card in scripts} == {k for k, n in names.items() if len(n) == 1}
    kind, module, card = scripts[0]
    assert names[kind] == {card} and NODE_TYPES[kind].__module__ == f"desktop.engine.fx.{module}"
    assert "move_cards" not in {k for k, _m, _c in scripts}  # a kernel action many cards compose
    assert main(["report", "--scripts", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert len(listed) == len(scripts) and listed[0] == {"kind": kind, "module": module, "card": card}
