"""Reads documents with Python's own readers and prints what they got, types kept.

stdin: a JSON list of {"format": "yaml" | "toml" | "csv", "text": ..., "delimiter": ...}. stdout: a JSON list with, for
each document, {"value": tagged} or {"error": message}. Numbers travel as {"n": text} (ints
exact, floats as repr), arrays as {"a": [...]}, mappings as {"o": [[key, value], ...]} in the
reader's order; a key that is not a string comes as {"key": repr}, so it cannot pass for one.
PyYAML's safe_load is a YAML 1.1 reader (like SnakeYAML and go-yaml v2); tomllib is TOML 1.0;
the csv module reads rows of text (blank lines, which it reads as [], are no rows).
"""

import csv
import io
import json
import math
import sys
import tomllib

import yaml


def tag(value):
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        return {"n": str(value)}
    if isinstance(value, float):
        if math.isinf(value):
            return {"n": "Infinity" if value > 0 else "-Infinity"}
        if math.isnan(value):
            return {"n": "NaN"}
        return {"n": repr(value)}
    if isinstance(value, list):
        return {"a": [tag(item) for item in value]}
    if isinstance(value, dict):
        return {
            "o": [
                [key if isinstance(key, str) else {"key": repr(key)}, tag(item)]
                for key, item in value.items()
            ]
        }
    return {"other": repr(value)}


def read(document):
    try:
        if document["format"] == "csv":
            text = io.StringIO(document["text"], newline="")
            rows = csv.reader(text, delimiter=document["delimiter"])
            return {"value": tag([row for row in rows if row])}
        if document["format"] == "toml":
            return {"value": tag(tomllib.loads(document["text"]))}
        return {"value": tag(yaml.load(document["text"], Loader=yaml.SafeLoader))}
    except Exception as error:  # every reader failure is a finding, reported as such
        return {"error": f"{type(error).__name__}: {error}"}


json.dump([read(document) for document in json.load(sys.stdin)], sys.stdout)
