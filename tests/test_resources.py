"""resources/: the application icon (SVG), the .desktop file and the AppStream metainfo,
and the PyInstaller spec that bundles and installs them."""

from __future__ import annotations

import configparser
import re
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

from yxs_desktop import __version__
from yxs_desktop.package_files import DESKTOP_ID

ROOT = Path(__file__).resolve().parents[1]
RESOURCES = ROOT / "resources"
SVG = "{http://www.w3.org/2000/svg}"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
MIME = "{http://www.freedesktop.org/standards/shared-mime-info}"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(RESOURCES / f"{DESKTOP_ID}.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_icon_is_an_svg_with_a_square_view_box() -> None:
    root = ET.parse(RESOURCES / "yxs.svg").getroot()
    assert root.tag == f"{SVG}svg"
    x, y, width, height = (float(v) for v in root.attrib["viewBox"].split())
    assert (x, y) == (0, 0)
    assert width == height == 256


def test_the_painted_icon_has_the_svg_strokes_and_colours() -> None:
    """ui/resources.py paints the icon when Qt cannot load SVG (the bundle): the same
    strokes and colours as the SVG."""
    from yxs_desktop.ui import resources

    root = ET.parse(RESOURCES / "yxs.svg").getroot()
    strokes = tuple(
        tuple(tuple(int(v) for v in point.split(",")) for point in line.attrib["points"].split())
        for line in root.iter(f"{SVG}polyline")
    )
    assert strokes == resources.STROKES
    colours = {e.attrib.get("fill") for e in root.iter()} | {
        e.attrib.get("stroke") for e in root.iter()
    }
    assert {resources.SEAL_RED, resources.RIM_GOLD, resources.STROKE_CREAM} <= colours
    assert resources.icon_path() == RESOURCES / resources.ICON_FILE


def test_the_desktop_file_names_the_program_in_both_languages() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    for key in ("Name", "Comment", "GenericName"):
        assert entry[key] and entry[f"{key}[zh_CN]"]
        assert re.search("[\u4e00-\u9fff]", entry[f"{key}[zh_CN]"])
    assert entry["Name[zh_CN]"] == "英雄杀"
    assert set(entry["Categories"].rstrip(";").split(";")) >= {"Game", "CardGame"}


def test_the_desktop_file_runs_the_yxs_command_and_shows_the_icon() -> None:
    entry = desktop_entry()
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["scripts"]
    assert entry["Exec"].split()[0] in scripts  # `yxs`, also the bundle's launcher
    assert (RESOURCES / f"{entry['Icon']}.svg").is_file()


def test_the_metainfo_describes_the_program_in_both_languages() -> None:
    root = ET.parse(RESOURCES / "io.github.yxs_desktop.metainfo.xml").getroot()
    assert root.tag == "component" and root.attrib["type"] == "desktop-application"
    assert root.findtext("id") == "io.github.yxs_desktop"
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    for tag in ("name", "summary"):
        by_lang = {e.attrib.get(XML_LANG): (e.text or "").strip() for e in root.findall(tag)}
        assert by_lang[None] and re.search("[\u4e00-\u9fff]", by_lang["zh-CN"])
    description = root.find("description")
    assert description is not None
    assert {p.attrib.get(XML_LANG) for p in description.findall("p")} == {None, "zh-CN"}
    launchable = root.find("launchable")
    assert launchable is not None and launchable.attrib["type"] == "desktop-id"
    assert (RESOURCES / (launchable.text or "")).is_file()
    icon = root.findtext("icon")
    assert (RESOURCES / f"{icon}.svg").is_file()
    assert {c.text for c in root.iter("category")} >= {"Game", "CardGame"}
    release = root.find("releases/release")
    assert release is not None and release.attrib["version"] == __version__


def test_the_bundle_carries_the_resources_and_installs_them_for_the_desktop() -> None:
    """packaging/yxs.spec bundles resources/ as data (where ui/resources.py looks) and copies
    the .desktop file, the icon and the metainfo into dist/yxs/share/."""
    spec = (ROOT / "packaging" / "yxs.spec").read_text("utf-8")
    assert 'RESOURCES = os.path.join(ROOT, "resources")' in spec
    assert '(RESOURCES, "resources")' in spec
    share = spec.split("SHARE = {", 1)[1].split("}", 1)[0]
    installed = dict(re.findall(r'"([^"]+)": (.+),', share))
    assert set(installed) == {
        f"{DESKTOP_ID}.desktop",
        f"{DESKTOP_ID}.mime.xml",
        "yxs.svg",
        f"{DESKTOP_ID}.metainfo.xml",
    }
    assert all((RESOURCES / name).is_file() for name in installed)
    assert installed[f"{DESKTOP_ID}.desktop"] == '"applications"'
    assert installed[f"{DESKTOP_ID}.mime.xml"] == 'os.path.join("mime", "packages")'
    assert '"hicolor", "scalable", "apps"' in installed["yxs.svg"]
    assert installed["io.github.yxs_desktop.metainfo.xml"] == '"metainfo"'


def test_the_desktop_file_opens_replays_given_to_it_and_is_named_by_the_program_id() -> None:
    # the desktop finds the AppStream component's desktop file by its id, and a .yxsr file
    # opened from a file manager comes to the program as its argument
    entry = desktop_entry()
    assert entry["Exec"] == "yxs %f"
    mime = ET.parse(RESOURCES / f"{DESKTOP_ID}.mime.xml").getroot()
    (kind,) = mime.findall(f"{MIME}mime-type")
    assert entry["MimeType"].rstrip(";").split(";") == [kind.attrib["type"]]
    assert [g.attrib["pattern"] for g in kind.findall(f"{MIME}glob")] == ["*.yxsr"]
    comments = {c.attrib.get(XML_LANG): c.text for c in kind.findall(f"{MIME}comment")}
    assert comments[None] and re.search("[\u4e00-\u9fff]", comments["zh_CN"] or "")
    metainfo = ET.parse(RESOURCES / f"{DESKTOP_ID}.metainfo.xml").getroot()
    assert metainfo.findtext("launchable") == f"{DESKTOP_ID}.desktop"
    assert metainfo.findtext("provides/mediatype") == kind.attrib["type"]


def test_the_content_rating_says_that_players_chat_unmoderated() -> None:
    metainfo = ET.parse(RESOURCES / f"{DESKTOP_ID}.metainfo.xml").getroot()
    rating = metainfo.find("content_rating")
    assert rating is not None and rating.attrib["type"] == "oars-1.1"
    attributes = {a.attrib["id"]: a.text for a in rating.findall("content_attribute")}
    assert attributes == {"social-chat": "intense"}
