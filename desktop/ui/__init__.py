"""The desktop table: Qt windows, the board and the app shell."""
