"""User folders and safe file I/O (desktop/userfiles.py)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from desktop import userfiles
from desktop.userfiles import UserFileError


def test_user_dirs_live_under_holofoil_home_and_are_created():
    home = Path(os.environ["HOLOFOIL_HOME"])
    for kind in userfiles.KINDS:
        folder = userfiles.user_dir(kind)
        assert folder == home / kind
        assert folder.is_dir()


def test_unknown_kind_is_refused():
    with pytest.raises(ValueError, match="unknown user folder kind"):
        userfiles.user_dir("passwords")


def test_platform_folders_when_no_override(monkeypatch, tmp_path):
    monkeypatch.delenv("HOLOFOIL_HOME")
    monkeypatch.setattr(userfiles.platformdirs, "user_data_dir", lambda app, appauthor: str(tmp_path / "data" / app))
    monkeypatch.setattr(userfiles.platformdirs, "user_cache_dir", lambda app, appauthor: str(tmp_path / "cache" / app))
    assert userfiles.user_dir("decks") == tmp_path / "data" / "holofoil" / "decks"
    assert userfiles.user_dir("cache") == tmp_path / "cache" / "holofoil"
    assert (tmp_path / "cache" / "holofoil").is_dir()


def test_write_atomic_text_and_bytes(tmp_path):
    target = tmp_path / "new" / "folder" / "file.json"
    assert userfiles.write_atomic(target, "héllo\n") == target
    assert target.read_bytes() == "héllo\n".encode()
    userfiles.write_atomic(target, b"\x00\x01binary")
    assert target.read_bytes() == b"\x00\x01binary"
    assert sorted(p.name for p in target.parent.iterdir()) == ["file.json"]


def test_atomic_write_leaves_no_temp_files(tmp_path):
    for i in range(20):
        userfiles.write_atomic(tmp_path / "settings.json", json.dumps({"i": i}))
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]
    assert userfiles.read_json(tmp_path / "settings.json") == {"i": 19}


def test_failed_write_keeps_the_old_file_and_removes_the_temp(tmp_path, monkeypatch):
    target = tmp_path / "save.json"
    target.write_text('{"old": true}', encoding="utf-8")

    def boom(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(userfiles.os, "replace", boom)
    with pytest.raises(OSError, match="disk full"):
        userfiles.write_atomic(target, '{"new": true}')
    assert target.read_text(encoding="utf-8") == '{"old": true}'
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_read_json_ok_with_bom(tmp_path):
    path = tmp_path / "a.json"
    path.write_bytes(b'\xef\xbb\xbf{"a": [1, 2]}')
    assert userfiles.read_json(path) == {"a": [1, 2]}


def test_read_json_missing_file_names_the_file(tmp_path):
    with pytest.raises(UserFileError, match=r"nothere\.json was not found") as info:
        userfiles.read_json(tmp_path / "nothere.json")
    assert info.value.path == tmp_path / "nothere.json"


def test_read_json_not_json_names_file_and_position(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"a": 1,\n  oops}', encoding="utf-8")
    with pytest.raises(UserFileError, match=r"broken\.json is not valid JSON \(.*line 2, column 3\)"):
        userfiles.read_json(path)


@pytest.mark.parametrize(
    ("content", "found"),
    [(b"[1, 2]", "a list"), (b'"text"', "a string"), (b"3", "a number"), (b"null", "null")],
)
def test_read_json_wrong_shape(tmp_path, content, found):
    path = tmp_path / "shape.json"
    path.write_bytes(content)
    with pytest.raises(UserFileError, match=rf"shape\.json has the wrong shape: expected a JSON object, found {found}"):
        userfiles.read_json(path)


def test_read_json_empty_and_not_utf8(tmp_path):
    empty = tmp_path / "empty.json"
    empty.write_bytes(b"  \n")
    with pytest.raises(UserFileError, match=r"empty\.json is empty"):
        userfiles.read_json(empty)
    latin = tmp_path / "latin.json"
    latin.write_bytes(b'{"name": "Pok\xe9mon"}')
    with pytest.raises(UserFileError, match=r"latin\.json is not UTF-8 text"):
        userfiles.read_json(latin)


def test_read_json_folder(tmp_path):
    (tmp_path / "dir.json").mkdir()
    with pytest.raises(UserFileError, match=r"dir\.json"):
        userfiles.read_json(tmp_path / "dir.json")


def test_user_file_error_is_a_value_error():
    assert issubclass(UserFileError, ValueError)


def test_quarantine_renames_aside_and_never_deletes(tmp_path):
    path = tmp_path / "current.json"
    payload = b"\x00garbage{"
    path.write_bytes(payload)
    aside = userfiles.quarantine(path)
    assert not path.exists()
    assert aside.parent == tmp_path
    assert aside.name.startswith("current.json.corrupt-")
    assert aside.read_bytes() == payload

    path.write_bytes(b"second")
    second = userfiles.quarantine(path)  # same second: still a new name
    assert second != aside
    assert aside.read_bytes() == payload and second.read_bytes() == b"second"


def test_quarantine_of_missing_file(tmp_path):
    with pytest.raises(UserFileError, match="does not exist"):
        userfiles.quarantine(tmp_path / "gone.json")


def test_no_eval_or_pickle_in_userfiles():
    source = Path(userfiles.__file__).read_text(encoding="utf-8")
    assert "import pickle" not in source and "eval(" not in source
