"""The card compiler: printed card text to effect nodes, through one pattern library (issue #14)."""
