import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readPageSummary, summaryOf } from '../../plugins/docs/pageSummary.ts'
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
})
