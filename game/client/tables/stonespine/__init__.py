"""The Stonespine Architects table."""
