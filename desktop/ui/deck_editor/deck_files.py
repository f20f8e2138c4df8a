"""Deck files for the editor: open, save, save as, duplicate, delete, import and export.

:class:`DeckFiles` is mixed into :class:`~desktop.ui.deck_editor.editor.DeckEditor`;
it only uses the editor's document (``doc``), card database (``db``), toolbar
(``bar``) and :mod:`dialogs` for every question it asks.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from desktop import userfiles
from desktop.decks.decklist import DEFAULT_IMPORT_NAME, EXPORTERS, MAX_CHARS
from desktop.decks.model import Deck, DeckError
from desktop.engine.cards import CardDB
from desktop.ui.deck_editor import dialogs, library
from desktop.ui.deck_editor.commands import ReplaceCards
from desktop.ui.deck_editor.deck_picker import DeckPicker
from desktop.ui.deck_editor.document import BUILTIN, NEW, USER, DeckDocument, Origin
from desktop.ui.deck_editor.import_dialog import ImportDialog
from desktop.ui.deck_editor.toolbar import EditorBar

FORMAT_LABELS = {"ptcgl": "PTCGL", "limitless": "Limitless"}
MAX_IMPORT_BYTES = 4 * MAX_CHARS  # a larger file can't be a deck list the parser would read


class DeckFiles(QWidget):
    """Deck file actions; the editor provides ``doc``, ``db``, ``bar`` and ``current_deck()``."""

    doc: DeckDocument
    db: CardDB
    bar: EditorBar
    import_dialog: ImportDialog | None
    picker: DeckPicker | None

    @property
    def read_only(self) -> bool:
        """True while a built-in theme deck is shown."""
        return self.doc.read_only

    def current_deck(self) -> Deck:
        """The cards on screen as a :class:`Deck` (a built-in deck stays marked built-in)."""
        name = self.doc.name.strip() or "Untitled deck"
        return Deck(name, self.doc.counts, builtin=self.doc.read_only, db=self.db)

    # ------------------------------------------------------------------ documents
    def _confirm_leave(self) -> bool:
        """Before replacing the deck on screen: offer to save unsaved changes. False = stay."""
        if not self.doc.dirty or self.read_only:
            return True
        answer = dialogs.ask_unsaved(self, self.doc.name)
        if answer == dialogs.SAVE:
            return self.save()
        return answer == dialogs.DISCARD

    def maybe_close(self) -> bool:
        """Ask about unsaved changes; True if the editor may be left.

        "Don't save" drops the changes (the deck goes back to how it was saved),
        so quitting later does not ask about them again."""
        if not self._confirm_leave():
            return False
        if self.doc.dirty and not self.read_only:
            self.revert()
        return True

    def revert(self) -> None:
        """Forget unsaved changes: the deck as last saved (a deck never saved: a new, empty one)."""
        origin = self.doc.origin
        if origin.kind == USER:
            try:
                deck = library.load_user_deck(origin.name, self.db)
            except DeckError:
                pass  # its file is gone or broken: start afresh
            else:
                self.doc.load(deck.name, deck.counts, Origin(USER, deck.name))
                return
        self.doc.load("Untitled deck", {}, Origin(NEW))

    def new_deck(self) -> bool:
        """Start an empty, unsaved deck."""
        if not self._confirm_leave():
            return False
        self.doc.load("Untitled deck", {}, Origin(NEW))
        return True

    def open_deck(self, deck: Deck, *, ask: bool = True) -> bool:
        """Show ``deck``: built-in decks read-only, a deck saved under its name as that saved deck."""
        if ask and not self._confirm_leave():
            return False
        if deck.builtin:
            origin = Origin(BUILTIN, deck.name)
        elif library.user_deck_exists(deck.name, self.db):
            origin = Origin(USER, deck.name)
        else:
            origin = Origin(NEW)
        self.doc.load(deck.name, deck.counts, origin)
        return True

    def open_builtin(self, name: str) -> bool:
        """Open a theme deck by name (read-only)."""
        try:
            deck = library.builtin_deck(name, self.db)
        except DeckError as exc:
            dialogs.tell(self, "This deck can't be opened", str(exc))
            return False
        return self.open_deck(deck)

    def open_user(self, name: str) -> bool:
        """Open one of the player's saved decks; a broken file is reported (and left alone), not opened."""
        try:
            deck = library.load_user_deck(name, self.db)
        except DeckError as exc:
            dialogs.tell(self, "This deck can't be opened", str(exc))
            return False
        if not self._confirm_leave():
            return False
        self.doc.load(deck.name, deck.counts, Origin(USER, deck.name))
        return True

    def show_picker(self) -> DeckPicker:
        """Open the list of decks (non-blocking); choosing one opens it here."""
        picker = DeckPicker(self.db, self)
        picker.chosen.connect(self._picked)
        picker.open()
        self.picker = picker
        return picker

    def _picked(self, kind: str, name: str) -> None:
        if kind == BUILTIN:
            self.open_builtin(name)
        else:
            self.open_user(name)

    def _save_or_duplicate(self) -> None:
        if self.read_only:
            self.duplicate()
        else:
            self.save()

    def save(self) -> bool:
        """Save to the player's decks (asks for a name the first time). True if saved."""
        if self.read_only:
            return self.duplicate()
        if self.doc.origin.kind != USER:
            return self.save_as()
        return self._write(self.doc.name, previous_name=self.doc.origin.name)

    def save_as(self, name: str | None = None) -> bool:
        """Save under a new name (asked for if not given) and keep editing that deck. True if saved."""
        if self.read_only:
            return self.duplicate()
        if name is None:
            suggested = self.doc.name if self.doc.origin.kind == NEW else library.free_name(
                f"{self.doc.name} (copy)", self.db)
            name = dialogs.ask_name(self, "Save deck as", "Name for this deck:", suggested)
        if name is None:
            return False
        name = " ".join(name.split())
        if library.taken_by_theme_deck(name, self.db):
            dialogs.tell(self, "Choose another name", f"“{name}” is the name of a theme deck.")
            return False
        same_deck = self.doc.origin.kind == USER and name.casefold() == self.doc.origin.name.casefold()
        if not same_deck and library.user_deck_exists(name, self.db) and not dialogs.confirm(
                self, "Replace deck?", f"You already have a deck called “{name}”. Replace it?", "Replace"):
            return False
        return self._write(name)

    def _write(self, name: str, previous_name: str = "") -> bool:
        try:
            deck = Deck(name, self.doc.counts, db=self.db)
            library.save_user_deck(deck, previous_name)
        except (DeckError, OSError) as exc:
            dialogs.tell(self, "The deck was not saved", str(exc))
            return False
        self.doc.mark_saved(deck.name)
        return True

    def duplicate(self) -> bool:
        """Save a copy ("<name> (copy)") to the player's decks and switch to editing the copy."""
        try:
            deck = Deck(library.free_name(f"{self.doc.name} (copy)", self.db), self.doc.counts, db=self.db)
            library.save_new_deck(deck)
        except (DeckError, OSError) as exc:
            dialogs.tell(self, "The copy was not saved", str(exc))
            return False
        self.doc.load(deck.name, deck.counts, Origin(USER, deck.name))
        return True

    def delete_deck(self) -> bool:
        """Delete the saved deck (after asking); its cards stay on screen as an unsaved deck."""
        if self.doc.origin.kind != USER:
            return False
        name = self.doc.origin.name
        if not dialogs.confirm(self, "Delete deck?", f"Delete “{name}” from your decks? This can't be undone.",
                               "Delete"):
            return False
        try:
            library.delete_user_deck(name, self.db)
        except (DeckError, OSError) as exc:
            dialogs.tell(self, "The deck was not deleted", str(exc))
            return False
        self.doc.load(self.doc.name, self.doc.counts, Origin(NEW))
        return True

    # ------------------------------------------------------------------ import / export
    def export_text(self, fmt: str) -> str:
        """The deck as shareable text: ``fmt`` is "ptcgl" or "limitless"."""
        return EXPORTERS[fmt](self.current_deck())

    def copy_to_clipboard(self, fmt: str) -> str:
        """Put the exported list on the clipboard (and return it)."""
        text = self.export_text(fmt)
        QGuiApplication.clipboard().setText(text)
        self.bar.saved_label.setText(f"Copied as {FORMAT_LABELS[fmt]} list")
        self.bar.fit()
        return text

    def export_to_file(self, fmt: str, path: Path | None = None) -> Path | None:
        """Write the exported list to a .txt file (asked for if not given)."""
        if path is None:
            path = dialogs.save_file(self, f"{self.doc.name} ({FORMAT_LABELS[fmt]}).txt")
        if path is None:
            return None
        try:
            Path(path).write_text(self.export_text(fmt), encoding="utf-8")
        except OSError as exc:
            dialogs.tell(self, "The list was not saved", f"Could not write {path}: {exc.strerror or exc}")
            return None
        return Path(path)

    def paste_from_clipboard(self) -> ImportDialog:
        """Import the list on the clipboard (shows the import dialog)."""
        return self.import_text(QGuiApplication.clipboard().text(), "the clipboard")

    def import_file(self, path: Path | None = None) -> ImportDialog | None:
        """Import a .txt deck list (shows the import dialog)."""
        if path is None:
            path = dialogs.open_file(self)
        if path is None:
            return None
        try:  # a regular file of a sane size: never a pipe that blocks, never a huge file
            raw = userfiles.read_bytes(path, MAX_IMPORT_BYTES)
        except userfiles.UserFileError as exc:
            dialogs.tell(self, "The file can't be read", f"Could not read {path}: {exc}")
            return None
        text = raw.decode("utf-8-sig", errors="replace")
        return self.import_text(text, Path(path).name, name=Path(path).stem)

    def import_card_set(self, path: Path | None = None) -> str:
        """Import a pokemontcg.io set file into the player's card folder (``holofoil cards
        import``); say what came of it, and return that sentence. The new cards are in the
        browser from the next start of Holofoil."""
        from desktop.card_import import CardImportError, import_files

        if path is None:
            path = dialogs.open_set_file(self)
        if path is None:
            return ""
        try:
            (done,) = import_files([Path(path)])
        except (CardImportError, userfiles.UserFileError) as exc:
            message = f"Nothing was imported: {exc}"
            dialogs.tell(self, "The card set can't be imported", message)
            return message
        s = done.summary()
        message = (f"Imported {s['name']}: {s['cards']} cards, {s['implemented']} of them playable. The set is "
                   "in the card browser the next time Holofoil starts.")
        dialogs.tell(self, "Card set imported", message)
        return message

    def import_text(self, text: str, source: str = "", name: str = DEFAULT_IMPORT_NAME) -> ImportDialog:
        """Show the import dialog for ``text`` (non-blocking); accepting it puts the list in the deck."""
        try:
            clean = " ".join(name.split()) or DEFAULT_IMPORT_NAME
            Deck(clean, {}, db=self.db)
        except DeckError:
            clean = DEFAULT_IMPORT_NAME
        dialog = ImportDialog(text, self.db, clean, source, self)
        dialog.accepted.connect(lambda: self._finish_import(dialog))
        dialog.open()
        self.import_dialog = dialog
        return dialog

    def _finish_import(self, dialog: ImportDialog) -> None:
        """The imported list replaces the cards on screen as one undoable step (Undo brings the
        old cards back). A theme deck can't change: the list opens as a new deck instead."""
        deck = dialog.deck()
        if deck is None:
            return
        if self.read_only:
            self.doc.load(deck.name, deck.counts, Origin(NEW))
            return
        if self.doc.origin.kind == NEW and self.doc.name == "Untitled deck":
            self.doc.rename(deck.name)  # a deck not named yet takes the list's name
        self.doc.undo_stack.push(ReplaceCards(self.doc, deck.counts, "Import deck list"))
