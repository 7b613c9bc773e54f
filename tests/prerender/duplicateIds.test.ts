import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fixtureRoot } from '../helpers.ts'
import { buildFixture } from '../buildFixture.ts'
import { duplicateIds } from '../../plugins/prerender/duplicateIds.ts'

// Issue 32: a page's own repeated id fails the build, but an id a partial or a component repeats passed.

const projectRoot = path.resolve(import.meta.dirname, '../..')
const folders: string[] = []
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))

describe('duplicate ids in the rendered page', () => {
  it('finds attributes only, not text', () => {
    expect(duplicateIds('<h2 id="a">x</h2><p>id=&quot;a&quot; <span data-id="a"></span></p><div id="b"></div><div id="a"></div>')).toEqual([
      'a',
    ])
  })

  it('fail the build naming the page file, for a partial and for a component', async () => {
    mkdirSync(path.join(projectRoot, '.cache'), { recursive: true })
    const content = mkdtempSync(path.join(projectRoot, '.cache', 'duplicate-ids-'))
    folders.push(content)
    cpSync(path.join(fixtureRoot, 'content'), content, { recursive: true })
    mkdirSync(path.join(content, '_partials'))
    writeFileSync(path.join(content, '_partials', '_setup.mdx'), '## Setup\n\nFrom the partial.\n')
    writeFileSync(path.join(content, '_partials', 'Box.jsx'), 'export default function Box() {\n  return <div id="box">a box</div>\n}\n')
    const page = (body: string) => `---\ntitle: A page\ndescription: A page.\n---\n\n${body}\n`
    writeFileSync(path.join(content, 'guide', 'partial.mdx'), page("import Setup from '../_partials/_setup.mdx'\n\n## Setup\n\n<Setup />"))
    const message = await buildFixture({ contentDir: content, prerender: { siteUrl: 'https://docs.example.org' } }).then(
      () => 'built',
      (error: Error) => error.message,
    )
    expect(message).toMatch(/guide\/partial\.mdx: the id "setup" occurs more than once on \/guide\/partial/)

    rmSync(path.join(content, 'guide', 'partial.mdx'))
    writeFileSync(path.join(content, 'guide', 'boxes.mdx'), page("import Box from '../_partials/Box.jsx'\n\n<Box />\n\n<Box />"))
    const again = await buildFixture({ contentDir: content, prerender: { siteUrl: 'https://docs.example.org' } }).then(
      () => 'built',
      (error: Error) => error.message,
    )
    expect(again).toMatch(/guide\/boxes\.mdx: the id "box" occurs more than once/)
  }, 180_000)
})
