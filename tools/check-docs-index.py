#!/usr/bin/env python3
"""Fails when a page of docs/ is not linked from the docs' front page, docs/README.md.

Every docs/*.md other than README.md must appear there as a link `(page.md)`, so that a new page
is filed under Guides, Reference or Internals when it is added. Also fails when the front page
links a page that does not exist.

Usage: tools/check-docs-index.py [PACKAGE_ROOT]   (default: the folder above tools/)
Exit status: 0 all listed, 1 otherwise.
"""
import os
import re
import sys

root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
docs = os.path.join(root, "docs")
index_path = os.path.join(docs, "README.md")
if not os.path.isfile(index_path):
    print("check-docs-index: docs/README.md is missing", file=sys.stderr)
    sys.exit(1)
index = open(index_path, encoding="utf-8").read()
linked = set(re.findall(r"\]\(([^)#\s]+\.md)(?:#[^)]*)?\)", index))
pages = sorted(f for f in os.listdir(docs) if f.endswith(".md") and f != "README.md")

failed = False
for page in pages:
    if page not in linked:
        print(f"check-docs-index: docs/{page} is not linked from docs/README.md; add it under "
              f"Guides, Reference or Internals with a line saying what it is for", file=sys.stderr)
        failed = True
for link in sorted(linked):
    if not os.path.isfile(os.path.normpath(os.path.join(docs, link))):
        print(f"check-docs-index: docs/README.md links {link}, which does not exist", file=sys.stderr)
        failed = True
if failed:
    sys.exit(1)
print(f"check-docs-index: docs/README.md links all {len(pages)} pages of docs/")
