#!/usr/bin/env bash
# Issue 33's "same output" check: the site (and a generated tree) built from a given commit once, into
# /tmp/scale-before/, and each later build's dist tree diffed against it (build-timings are not in dist).
#   scripts/compare-before.sh baseline [commit]   build <commit> (default: main) into /tmp/scale-before/
#   scripts/compare-before.sh check               build this worktree and diff against it
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
before=/tmp/scale-before
pages="${GENERATED_PAGES:-160}"  # page 169 of the MDX tree has a code block its highlight overshoots
# Inside the project at the same place in both (MDX pages import react from its node_modules; the
# chunks name the tree's path relative to the root).
treeDir=bench/tmp/compare-tree
build() { # <source folder> <out folder> [content folder]
  (cd "$1" && DOCS_CONTENT_DIR="${3:-}" npx vite build --outDir "$2" --emptyOutDir --logLevel warn)
}
tree() { # generated tree of $pages pages, written by the bench's generator (same seed, same pages)
  (cd "$root" && npx tsx -e "
    import { readRealPages, writeTree } from './bench/lib/generateTree.ts'
    writeTree("$1", $pages, readRealPages("content"), 1, { mdxEvery: 4 })")
}
case "${1:-check}" in
  baseline)
    commit="${2:-main}"
    rm -rf "$before" && mkdir -p "$before/src"
    git -C "$root" archive "$commit" | tar -x -C "$before/src"
    ln -s "$root/node_modules" "$before/src/node_modules"
    tree "$before/src/$treeDir"
    build "$before/src" "$before/site"
    build "$before/src" "$before/generated" "$before/src/$treeDir"
    ;;
  check)
    after=/tmp/scale-after
    rm -rf "$after" && mkdir -p "$after"
    build "$root" "$after/site"
    rm -rf "$root/$treeDir" && mkdir -p "$root/$treeDir" && cp -r "$before/src/$treeDir/." "$root/$treeDir"
    build "$root" "$after/generated" "$root/$treeDir"
    status=0
    for name in site generated; do
      if diff -r -q "$before/$name" "$after/$name"; then
        echo "$name: identical ($(find "$after/$name" -name '*.html' | wc -l) HTML files)"
      else
        status=1
      fi
    done
    exit $status
    ;;
esac
