import { describe, expect, it } from 'vitest'
import { VFile } from 'vfile'
import type { Root } from 'mdast'
import { createMarkdownParser } from '../../plugins/markdown/pipeline.ts'
import { remarkFrontMatter } from '../../plugins/markdown/frontMatter.ts'
import { remarkHeadingIds } from '../../plugins/markdown/headingIds.ts'
import { remarkToc, type TocLevels } from '../../plugins/markdown/toc.ts'

// The page's heading (Docusaurus' contentTitle) and its table of contents' depth, step by step.
function read(source: string, levels?: TocLevels) {
  const processor = createMarkdownParser().use(remarkFrontMatter).use(remarkHeadingIds).use(remarkToc, levels)
  const file = new VFile({ value: source, path: '/docs/guide/page.md' })
  const tree = processor.runSync(processor.parse(file), file) as Root
  const h1s = tree.children.filter((node) => node.type === 'heading' && node.depth === 1)
  return { file, title: file.data.frontmatter!.title, contentTitle: file.data.contentTitle, toc: file.data.toc!, h1s }
}

describe("a page's heading", () => {
  it('is its own leading # H1, kept in the body and marked for focus; a front matter title stays the title', () => {
    const page = read('---\ntitle: Short title\n---\n\n# The `store` and you\n\nText.\n')
    expect(page.contentTitle).toBe('The store and you')
    expect(page.title).toBe('Short title')
    expect(page.h1s).toHaveLength(1)
    expect(page.h1s[0].data?.hProperties).toMatchObject({ className: ['doc-title'], tabIndex: -1, dataPageHeading: '' })
  })

  it('gives the title when front matter has none', () => {
    expect(read('# Only a heading\n\nText.\n')).toMatchObject({ title: 'Only a heading', contentTitle: 'Only a heading' })
  })

  it('is the first heading only if it is an H1: a page opening with an H2 has none (the layout makes it from the title)', () => {
    const page = read('---\ntitle: T\n---\n\n## First\n\n# Later\n')
    expect(page.contentTitle).toBeUndefined()
    expect(page.title).toBe('T')
  })

  it('may follow text, but not a thematic break', () => {
    expect(read('Intro.\n\n# After text\n').contentTitle).toBe('After text')
    expect(read('Intro.\n\n---\n\n# After a break\n').contentTitle).toBeUndefined()
  })

  it('is none on a page of front matter titles alone (this site: its heading is made from the title)', () => {
    expect(read('---\ntitle: Made\nhide_title: true\n---\n\n## Section\n')).toMatchObject({ contentTitle: undefined, title: 'Made' })
  })
})

describe("a page's table of contents", () => {
  const body = '## Two\n\n### Three\n\n#### Four\n\n##### Five\n'
  const depths = (frontMatter: string, levels?: TocLevels) =>
    read(`---\ntitle: T\n${frontMatter}---\n\n${body}`, levels).toc.map((entry) => entry.depth)

  it('lists h2 and h3 by default', () => {
    expect(depths('')).toEqual([2, 3])
  })

  it("takes the site's levels (the toc option), and a page's front matter before them", () => {
    const site = { minHeadingLevel: 2, maxHeadingLevel: 4 }
    expect(depths('', site)).toEqual([2, 3, 4])
    expect(depths('toc_max_heading_level: 5\n', site)).toEqual([2, 3, 4, 5])
    expect(depths('toc_min_heading_level: 3\n', site)).toEqual([3, 4])
    expect(depths('', { minHeadingLevel: 3, maxHeadingLevel: 3 })).toEqual([3])
  })

  it('is empty when a page sets its min above the max it gets (as Docusaurus filters), or hides it', () => {
    expect(depths('toc_min_heading_level: 4\n')).toEqual([])
    expect(depths('hide_table_of_contents: true\n', { minHeadingLevel: 2, maxHeadingLevel: 6 })).toEqual([])
  })

  it('never lists the H1', () => {
    expect(read('# Title\n\n## Two\n', { minHeadingLevel: 2, maxHeadingLevel: 6 }).toc.map((entry) => entry.text)).toEqual(['Two'])
  })

  it("keeps a heading's inline code as code, in runs beside its text (the entry shows it as Docusaurus's does)", () => {
    const toc = read('---\ntitle: T\n---\n\n## The `getState()` *method*\n\n## Plain **text**\n').toc
    expect(toc.map((entry) => entry.text)).toEqual(['The getState() method', 'Plain text'])
    expect(toc[0].parts).toEqual(['The ', { code: 'getState()' }, ' method'])
    expect(toc[1].parts).toBeUndefined()
  })
})
