"""Language: how Lethe reads text in the languages it supports (normalisation, stems, sentences, values)."""
