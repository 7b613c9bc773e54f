import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createContentStore } from '../../plugins/docs/contentStore.ts'
import { fixtureRoot } from '../helpers.ts'

// The content store over a copy of the fixture site: each page compiled once per source, summaries before
// and after compiling, and what a save changes.

function fixtureStore(spill = false) {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-store-'))
  cpSync(path.join(fixtureRoot, 'content'), path.join(root, 'content'), { recursive: true })
  const store = createContentStore({
    root,
    contentDir: path.join(root, 'content'),
    publicDir: path.join(fixtureRoot, 'public'),
    ...(spill ? { spillDir: path.join(root, 'cache') } : {}),
  })
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

  it("keeps a build's page sources on disk with their bodies, and still compiles each page once per source", async () => {
    const { store, intro, other } = fixtureStore(true)
    expect(await store.compileAll()).toEqual([])
    const first = store.page(intro)!
    const text = readFileSync(intro, 'utf8')
    expect(first.source).toBe(text)
    // A copy of the page does not read its source back (the module's transform copies each page).
    expect(Object.keys(first)).not.toContain('source')
    expect(store.compileCount()).toBe(2)
    // The bundler's own read of the file (the transform hook's): the same page, not compiled again.
    expect(await store.compile(intro, text)).toBe(first)
    expect(await store.compile(intro)).toBe(first)
    expect(store.summaryOf(intro).title).toBe('Introduction')
    expect(store.frontMatterOf(intro).title).toBe('Introduction')
    expect(store.compileCount()).toBe(2)
    // A new source is a new page, whose summary the store then gives.
    const changed = text.replace('title: Introduction', 'title: Getting started')
    const second = await store.compile(intro, changed)
    expect(second).not.toBe(first)
    expect(second.source).toBe(changed)
    expect(store.summaryOf(intro).title).toBe('Getting started')
    expect(await store.compile(intro, changed)).toBe(store.page(intro))
    expect(store.page(intro)!.source).toBe(changed)
    expect(store.compileCount()).toBe(3)
    // Once the build is over its pages are compiled again (their bodies and sources are gone).
    store.releaseBuild()
    expect(store.summaryOf(other).title).toBe('Other page')
    expect(() => store.page(other)!.source).toThrow('its source was removed when the build ended')
    expect((await store.compile(other)).source).toBe(readFileSync(other, 'utf8'))
    expect(store.compileCount()).toBe(4)
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

  it('lists a page from the top of its file: the body below its front matter is not read', async () => {
    const { store, intro } = fixtureStore()
    const dir = path.dirname(intro)
    // Bytes that are not UTF-8 far below the front matter: a read of the whole file fails on them.
    const body = Buffer.concat([Buffer.from('\n' + 'Text of the page.\n'.repeat(600)), Buffer.from([0xff, 0xfe]), Buffer.from('\n')])
    const big = path.join(dir, 'big.md')
    writeFileSync(big, Buffer.concat([Buffer.from('---\nid: big\ntitle: Big page\ndescription: Long.\n---\n'), body]))
    // Front matter longer than the first read, and a page whose title is its H1: read whole.
    const long = path.join(dir, 'long.md')
    writeFileSync(long, `---\nid: long\ntitle: Long front matter\ndescription: ${'word '.repeat(1200)}\n---\n\nBody.\n`)
    const untitled = path.join(dir, 'untitled.md')
    writeFileSync(untitled, '---\nid: untitled\n---\n\n# Heading title\n\nBody.\n')
    store.rescan()
    expect(store.summaryOf(big)).toMatchObject({ id: 'big', title: 'Big page', description: 'Long.' })
    expect(store.routeOf(big)).toBe('/guide/big')
    expect(store.summaryOf(long).title).toBe('Long front matter')
    expect(store.summaryOf(long).description).toHaveLength('word '.repeat(1200).trim().length)
    expect(store.summaryOf(untitled).title).toBe('Heading title')
    // Compiling reads it whole.
    await expect(store.compile(big)).rejects.toMatchObject({ problems: [expect.stringMatching(/not valid UTF-8/)] })
  })

  it('keeps a summary read from the top of a file until a save changes that top', () => {
    const { store, intro } = fixtureStore()
    const source = readFileSync(intro, 'utf8')
    expect(store.summaryOf(intro).title).toBe('Introduction')
    expect(store.sourceChanged(intro, source + '\nA new paragraph.\n')).toBe(false)
    expect(store.sourceChanged(intro, source.replace('title: Introduction', 'title: Renamed'))).toBe(true)
    expect(store.summaryOf(intro).title).toBe('Renamed')
    // The closing fence's line is part of the top: text added to it makes the block run on.
    expect(store.sourceChanged(intro, source.replace('\n---\n', '\n---x\n'))).toBe(true)
  })

  it('finds the file of a route named after it without reading the other pages, and any other route by listing them all', () => {
    const { store, intro } = fixtureStore()
    const moved = path.join(path.dirname(intro), 'old-name.md')
    writeFileSync(moved, '---\nid: new-name\ntitle: Moved\n---\n\nBody.\n')
    store.rescan()
    expect(store.fileOfNamedRoute('/guide/intro')).toBe(intro)
    expect(store.fileOfNamedRoute('/guide/old-name')).toBeUndefined()
    expect(store.fileOfNamedRoute('/guide/new-name')).toBe(moved)
    expect(store.fileOfNamedRoute('/guide/nowhere')).toBeUndefined()
  })

  it("lists a page's doc id for the sidebar again after a save changes its id", () => {
    const { store, intro } = fixtureStore()
    const entry = () => store.sidebarPages().find((page) => page.file === 'guide/intro.md')
    expect(entry()).toMatchObject({ docId: 'guide/intro', route: '/guide/intro' })
    expect(store.sidebarPages()[0]).toEqual(entry())
    store.sourceChanged(intro, readFileSync(intro, 'utf8').replace('id: intro', 'id: start'))
    expect(entry()).toMatchObject({ docId: 'guide/start', route: '/guide/start' })
  })
})
