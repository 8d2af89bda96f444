"""Rules link to the lessons that list them in their ``rules:`` field, when there are any."""

from __future__ import annotations

from pathlib import Path

from tutor.rulebook.lessons import LessonLink, lesson_links


def write(folder: Path, name: str, body: str) -> None:
    (folder / name).write_text(body, encoding="utf-8")


def test_links_come_from_the_rules_field(tmp_path: Path) -> None:
    write(tmp_path, "01-a.yaml", "id: cards\ntitle: {nl: Kaarten, en: Cards}\nrules: [R1, r2]\n")
    write(tmp_path, "02-b.yml", "title: Melds\nrules: [6, R2]\n")
    links = lesson_links(tmp_path)
    assert links["R1"] == (LessonLink("cards", (("en", "Cards"), ("nl", "Kaarten"))),)
    assert [link.id for link in links["R2"]] == ["cards", "02-b"]
    assert links["R6"][0].title("nl") == "Melds"
    assert links["R1"][0].title("nl") == "Kaarten"
    assert "R3" not in links


def test_a_missing_folder_or_a_broken_file_gives_no_links(tmp_path: Path) -> None:
    assert lesson_links(tmp_path / "nowhere") == {}
    write(tmp_path, "01-broken.yaml", "id: [unclosed\n")
    write(tmp_path, "02-list.yaml", "- just a list\n")
    write(tmp_path, "03-good.yaml", "id: good\nrules: R9\n")
    assert list(lesson_links(tmp_path)) == ["R9"]


def test_the_real_lessons_link_to_rules_when_present() -> None:
    links = lesson_links()
    for number, found in links.items():
        assert number.startswith("R")
        assert all(link.id for link in found)
