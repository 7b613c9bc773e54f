import type { CompactNode, PageModule } from '../../shared/types.ts'

// `npm run dev` only (pageStore.ts imports it under `import.meta.hot`, so builds leave it out): a page
// module re-sent after an edit is a brand-new object graph, so React would re-render every block of the
// page and the table of contents would re-read the layout. This hands the page store a module that keeps
// the previous module's objects wherever nothing changed: each top-level block of the body equal to one
// of the previous page (renderTree.tsx memoizes blocks by identity), and the front matter, table of
// contents and warnings when they are equal. An appended paragraph then renders one new block.

export function keepUnchanged(previous: PageModule | undefined, next: PageModule): PageModule {
  // A module namespace is read-only: the store gets a plain copy.
  const kept: PageModule = { ...next }
  if (!previous) return kept
  kept.tree = reuseBlocks(previous.tree, next.tree)
  kept.toc = sameJson(previous.toc, next.toc) ? previous.toc : next.toc
  kept.frontmatter = sameJson(previous.frontmatter, next.frontmatter) ? previous.frontmatter : next.frontmatter
  kept.warnings = sameJson(previous.warnings, next.warnings) ? previous.warnings : next.warnings
  return kept
}

/**
 * The new body, with every block equal to a block of the old body replaced by that old block (each old
 * block used once, so two equal paragraphs stay two objects). Moved blocks are found too: a paragraph
 * inserted at the top re-renders that paragraph only.
 */
export function reuseBlocks(previous: CompactNode[], next: CompactNode[]): CompactNode[] {
  const byText = new Map<string, CompactNode[]>()
  for (const block of previous) {
    if (typeof block === 'string') continue
    const text = JSON.stringify(block)
    const same = byText.get(text)
    if (same) same.push(block)
    else byText.set(text, [block])
  }
  return next.map((block) => {
    if (typeof block === 'string') return block
    return byText.get(JSON.stringify(block))?.shift() ?? block
  })
}

function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b)
}
