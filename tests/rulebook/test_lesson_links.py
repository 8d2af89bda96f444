"""Rules link to the lessons that list them in their ``rules:`` field, read by the one strict
lesson loader: a lesson it rejects links to nothing."""

from __future__ import annotations

from pathlib import Path

from tutor.curriculum.links import LessonLink, lesson_links


def write(folder: Path, name: str, head: str) -> None:
    steps = "steps:\n  - explain: {nl: Kijk., en: Look.}\n"
    (folder / name).write_text(head + steps, encoding="utf-8")


def lesson(lesson_id: str, nl: str, en: str, rules: str) -> str:
    return (
        f"id: {lesson_id}\ntitle: {{nl: {nl}, en: {en}}}\n"
        f"summary: {{nl: Kort., en: Short.}}\nrules: {rules}\n"
    )


def test_links_come_from_the_rules_field(tmp_path: Path) -> None:
    write(tmp_path, "01-a.yaml", lesson("cards", "Kaarten", "Cards", "[R1, R2]"))
    write(tmp_path, "02-b.yml", lesson("melds", "Combinaties", "Melds", "[R6, R2]"))
    links = lesson_links(tmp_path)
    assert links["R1"] == (LessonLink("cards", (("en", "Cards"), ("nl", "Kaarten"))),)
    assert [link.id for link in links["R2"]] == ["cards", "melds"]
    assert links["R6"][0].title("nl") == "Combinaties"
    assert links["R1"][0].title("en") == "Cards"
    assert "R3" not in links


def test_a_missing_folder_or_a_lesson_the_loader_rejects_gives_no_links(tmp_path: Path) -> None:
    assert lesson_links(tmp_path / "nowhere") == {}
    write(tmp_path, "01-broken.yaml", "id: [unclosed\n")
    write(tmp_path, "02-list.yaml", "- just a list\n")
    # read leniently these would have linked R6 and R7: a plain title, a rule as a number
    write(
        tmp_path,
        "03-lenient.yaml",
        "id: lenient\ntitle: Melds\nsummary: {nl: K., en: S.}\nrules: [6]\n",
    )
    write(tmp_path, "04-no-summary.yaml", "id: bare\ntitle: {nl: A, en: B}\nrules: [R7]\n")
    write(tmp_path, "05-good.yaml", lesson("good", "Goed", "Good", "[R9]"))
    assert list(lesson_links(tmp_path)) == ["R9"]


def test_the_real_lessons_link_to_rules_when_present() -> None:
    links = lesson_links()
    for number, found in links.items():
        assert number.startswith("R")
        assert all(link.id for link in found)
