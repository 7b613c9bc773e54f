import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { parsePageTop, readPageSummary, readTitledFrontMatter, summaryOf } from '../../plugins/docs/pageSummary.ts'
import { findMarkdownFiles } from '../../plugins/contentFiles.ts'
import { compile, fixtureRoot } from '../helpers.ts'

// The dev server lists pages from a read of their top before it compiles them: that read must say what
// the compiled page will.

const file = path.join(fixtureRoot, 'content', 'guide', 'page.md')

async function bothReads(source: string) {
  const compiled = await compile(source)
  return { cheap: readPageSummary(source, file), compiled: summaryOf(compiled.frontmatter, file) }
}

describe('a page summary read from the top of the source', () => {
  it('takes id, title, sidebar label and description from the front matter', async () => {
    const source = '---\nid: store\ntitle: Store\nsidebar_label: The store\ndescription: Holds the state.\n---\n\n# Ignored\n\nBody.\n'
    const { cheap, compiled } = await bothReads(source)
    expect(cheap).toEqual({
      id: 'store',
      title: 'Store',
      sidebarLabel: 'The store',
      paginationLabel: 'The store',
      description: 'Holds the state.',
    })
    expect(cheap).toEqual(compiled)
  })

  it('reads front matter that holds a blank line', async () => {
    const source = '---\nid: blank\ntitle: Spaced\ndescription: |\n  First.\n\n  Second.\n---\n\nBody.\n'
    const { cheap, compiled } = await bothReads(source)
    expect(cheap).toMatchObject({ title: 'Spaced', description: 'First.\n\nSecond.\n' })
    expect(cheap).toEqual(compiled)
  })

  it('takes a leading H1 for a missing title, as the compile does, and the file name for a missing id', async () => {
    const { cheap, compiled } = await bothReads('Intro text is not a title.\n\nMore.\n')
    expect(cheap).toEqual({ id: 'page', title: 'page', sidebarLabel: 'page', paginationLabel: 'page', description: '' })
    expect(cheap).toEqual(compiled)
    const heading = await bothReads('# The `store` API\n\nBody.\n')
    expect(heading.cheap).toMatchObject({ id: 'page', title: 'The store API', sidebarLabel: 'The store API' })
    expect(heading.cheap).toEqual(heading.compiled)
  })

  it('reads CRLF sources', async () => {
    const { cheap, compiled } = await bothReads('---\r\nid: crlf\r\ntitle: Windows\r\ndescription: Saved there.\r\n---\r\n\r\nBody.\r\n')
    expect(cheap).toEqual({
      id: 'crlf',
      title: 'Windows',
      sidebarLabel: 'Windows',
      paginationLabel: 'Windows',
      description: 'Saved there.',
    })
    expect(cheap).toEqual(compiled)
  })

  // A page whose front matter gives its title is read without a markdown parse (readTitledFrontMatter):
  // it must read the block the markdown parser reads, and leave every other page to it.
  it('reads a titled front matter block as the markdown parse does, or leaves the page to it', async () => {
    const sources = [
      '---\nid: a\ntitle: A\n---\n\nBody.\n',
      '---   \nid: a\ntitle: A\n---\t \nBody.\n',
      '---\ntitle: A\n---',
      '---\n\ntitle: A\n\n---\n# H1\n',
      '---\ntitle: A\n----\nid: b\n---\n',
      '---\ntitle: A\n --- \nid: b\n---\n',
      '---\ntitle: A\n---x\n---\n',
      '---\ntitle: A\n',
      '----\ntitle: A\n---\n',
      '---\n---\n# Title\n',
      "---\ntitle: ''\n---\n\n# From the heading\n",
      '---\ntitle: A\r\n---\r\n',
      '\ufeff---\ntitle: A\n---\n',
      '---\ntitle:\tA\n---\n',
      '---\ndescription: |\n  Two\n\n  paragraphs.\ntitle: A\n---\n',
      '---\ntitle: [unclosed\n---\n# H\n',
      ' ---\ntitle: A\n---\n',
    ]
    let readHere = 0
    for (const source of sources) {
      const titled = readTitledFrontMatter(source, file, true)
      if (!titled) continue
      readHere++
      const { frontmatter, summary } = parsePageTop(source, file)
      expect({ frontmatter: titled.frontmatter, summary: titled.summary }, JSON.stringify(source)).toEqual({ frontmatter, summary })
      expect(titled.summary, JSON.stringify(source)).toEqual(summaryOf((await compile(source)).frontmatter, file))
      expect(source.startsWith(titled.top)).toBe(true)
    }
    expect(readHere).toBeGreaterThanOrEqual(6)
    for (const source of ['---\ntitle: A\r\n---\r\n', '\ufeff---\ntitle: A\n---\n', '---\n---\n# Title\n', '---\ntitle: A\n'])
      expect(readTitledFrontMatter(source, file, true), JSON.stringify(source)).toBeUndefined()
    // A block not closed within a file's first bytes is left to the whole file's read.
    expect(readTitledFrontMatter('---\ntitle: A\n---', file, false)).toBeUndefined()
  })

  it('reads every page of the site as the markdown parse does', () => {
    let readHere = 0
    for (const page of findMarkdownFiles(path.resolve(import.meta.dirname, '..', '..', 'content'))) {
      const source = readFileSync(page, 'utf8')
      const titled = readTitledFrontMatter(source, page, true)
      if (!titled) continue
      readHere++
      expect({ frontmatter: titled.frontmatter, summary: titled.summary }, page).toEqual(parsePageTop(source, page))
    }
    expect(readHere).toBeGreaterThan(50)
  })
})
