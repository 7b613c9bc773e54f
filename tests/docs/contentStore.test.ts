import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createContentStore } from '../../plugins/docs/contentStore.ts'
import { fixtureRoot } from '../helpers.ts'

// The content store over a copy of the fixture site: each page compiled once per source, summaries before
// and after compiling, and what a save changes.

function fixtureStore() {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-store-'))
  cpSync(path.join(fixtureRoot, 'content'), path.join(root, 'content'), { recursive: true })
  const store = createContentStore({ root, contentDir: path.join(root, 'content'), publicDir: path.join(fixtureRoot, 'public') })
  return { store, intro: path.join(root, 'content', 'guide', 'intro.md'), other: path.join(root, 'content', 'guide', 'other.md') }
}

describe('the content store', () => {
  it('lists the files and their routes, and compiles every page once per source, in file order', async () => {
    const { store, intro, other } = fixtureStore()
    expect(store.files()).toEqual([intro, other])
    expect(store.fileOf('/guide/other')).toBe(other)
    expect(await store.compileAll()).toEqual([])
    expect(store.pages().map((page) => [page.route, page.summary.title])).toEqual([
      ['/guide/intro', 'Introduction'],
      ['/guide/other', 'Other page'],
    ])
    const first = store.page(intro)
    expect(await store.compile(intro)).toBe(first)
    expect(first?.source).toBe(readFileSync(intro, 'utf8'))
    expect(await store.compile(intro, first!.source + '\nMore.\n')).not.toBe(first)
  })

  it('summarises a page before it is compiled as the compiled page does', async () => {
    const { store, intro } = fixtureStore()
    const before = store.summaryOf(intro)
    expect(before).toEqual({
      id: 'intro',
      title: 'Introduction',
      sidebarLabel: 'Intro',
      paginationLabel: 'Intro',
      description: 'The first fixture page.',
    })
    await store.compile(intro)
    expect(store.summaryOf(intro)).toEqual(before)
  })

  it('says a save changed the summary only when the front matter or title did', async () => {
    const { store, intro } = fixtureStore()
    const page = await store.compile(intro)
    expect(store.sourceChanged(intro, page.source + '\nA new paragraph.\n')).toBe(false)
    expect(store.sourceChanged(intro, page.source.replace('title: Introduction', 'title: Getting started'))).toBe(true)
    expect(store.summaryOf(intro).title).toBe('Getting started')
  })

  it('collects the errors of pages that fail, and sees files added after a rescan', async () => {
    const { store, intro } = fixtureStore()
    expect(store.files()).toHaveLength(2)
    writeFileSync(path.join(path.dirname(intro), 'broken.md'), '---\nid: broken\ntitle: [unclosed\n---\n')
    expect(store.files()).toHaveLength(2)
    store.rescan()
    const errors = await store.compileAll()
    expect(errors.join('\n')).toMatch(/broken\.md:3:\d+ {2}Front matter:/)
    expect(store.pages().map((page) => page.route)).toEqual(['/guide/intro', '/guide/other'])
  })

  it('compiles a source once when it is asked for again while compiling (dev: the edit, then the module request)', async () => {
    const { store, intro } = fixtureStore()
    const source = readFileSync(intro, 'utf8') + '\nAn edit.\n'
    const [early, requested] = await Promise.all([store.compile(intro, source), store.compile(intro, source)])
    expect(requested).toBe(early)
    expect(store.page(intro)).toBe(early)
  })
})
