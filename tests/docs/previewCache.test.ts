import { cpSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createContentStore } from '../../plugins/docs/contentStore.ts'
import { fixtureRoot } from '../helpers.ts'

// The dev server's previews kept between starts (plugins/docs/previewCache.ts): a page unchanged since is
// listed from the kept preview, without reading the file; a page changed since is read again.

function fixture() {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-previews-'))
  cpSync(path.join(fixtureRoot, 'content'), path.join(root, 'content'), { recursive: true })
  // A whole second: utimes sets times to the millisecond, and the file's own may be finer.
  const intro = path.join(root, 'content', 'guide', 'intro.md')
  utimesSync(intro, 1_700_000_000, 1_700_000_000)
  const cacheFile = path.join(root, 'cache', 'docs-previews')
  const store = (contentDir = path.join(root, 'content')) =>
    createContentStore({ root, contentDir, publicDir: path.join(fixtureRoot, 'public'), previewCacheFile: cacheFile })
  return { root, store, intro }
}

/** Rewrites the file with `to` for `from` (as long), its modification time kept: a change only its text tells. */
function replaceUnseen(file: string, from: string, to: string) {
  expect(to.length).toBe(from.length)
  const { atime, mtime } = statSync(file)
  writeFileSync(file, readFileSync(file, 'utf8').replace(from, to))
  utimesSync(file, atime, mtime)
}

afterEach(() => vi.unstubAllEnvs())

describe('the preview cache', () => {
  it('lists a page unchanged since the last start from its kept preview, and reads a changed one again', () => {
    const { store, intro } = fixture()
    const first = store()
    expect(first.summaryOf(intro).title).toBe('Introduction')
    first.savePreviews()

    // Same size, same time: the kept preview is taken, the file not read.
    replaceUnseen(intro, 'title: Introduction', 'title: Intraduction')
    const second = store()
    expect(second.summaryOf(intro).title).toBe('Introduction')
    expect(second.routeOf(intro)).toBe('/guide/intro')

    // A newer modification time: read again.
    const later = new Date(statSync(intro).mtimeMs + 5_000)
    utimesSync(intro, later, later)
    expect(store().summaryOf(intro).title).toBe('Intraduction')
  })

  it('gives the front matter of the latest source once the store has one, not the kept preview', async () => {
    const { store, intro } = fixture()
    const first = store()
    first.summaryOf(intro)
    first.savePreviews()
    const second = store()
    const source = readFileSync(intro, 'utf8').replace('title: Introduction', 'title: Getting started')
    await second.compile(intro, source)
    expect(second.summaryOf(intro).title).toBe('Getting started')
  })

  it('is not used for another content folder, nor with DOCS_CODE_CACHE=off', () => {
    const { root, store, intro } = fixture()
    const first = store()
    first.summaryOf(intro)
    first.savePreviews()
    replaceUnseen(intro, 'title: Introduction', 'title: Intraduction')
    cpSync(path.join(root, 'content'), path.join(root, 'other'), { recursive: true, preserveTimestamps: true })
    expect(store(path.join(root, 'other')).summaryOf(path.join(root, 'other', 'guide', 'intro.md')).title).toBe('Intraduction')
    vi.stubEnv('DOCS_CODE_CACHE', 'off')
    expect(store().summaryOf(intro).title).toBe('Intraduction')
  })
})
