"""The table kit: what every game table is built from (TableScene and its shared pieces)."""
