import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createCodeCache, pruneCodeCache } from '../../plugins/markdown/codeCache.ts'
import { createMarkdownPipeline } from '../../plugins/markdown/pipeline.ts'
import { findAll, textOf } from '../helpers.ts'

// Code blocks' highlighting and JavaScript tabs are kept on disk between builds (codeCache.ts): a page
// compiled again with the same source takes them from there, and compiles to exactly what it did.

const root = path.resolve(import.meta.dirname, '../..')
const folders: string[] = []
const cacheFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'code-cache-'))
  folders.push(folder)
  return folder
}
/** The results' files (not the cache's record of when it was last looked through). */
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name))

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})
afterEach(() => {
  delete process.env.DOCS_CODE_CACHE
})

describe('the code cache', () => {
  it('gives a later build what an earlier one computed for a page of the same source, and nothing for another source', () => {
    const folder = cacheFolder()
    const first = createCodeCache(folder, root)!.forPage('page one')
    expect(first.get('block', () => [['a']])).toEqual([['a']])
    first.save()

    const compute = vi.fn(() => [['b']])
    const again = createCodeCache(folder, root)!
    const kept = again.forPage('page one')
    expect(kept.get('block', compute)).toEqual([['a']])
    expect(compute).not.toHaveBeenCalled()
    expect(again.forPage('page two').get('block', compute)).toEqual([['b']])
    expect(compute).toHaveBeenCalledOnce()
  })

  it('removes the results of pages neither written nor read for a month, and keeps those read since', () => {
    const folder = cacheFolder()
    for (const source of ['unused', 'read again', 'new']) {
      const page = createCodeCache(folder, root)!.forPage(source)
      page.get('block', () => source)
      page.save()
    }
    // Each page's file holds its one result, the page's source.
    const fileOf = (source: string) => filesUnder(folder).find((file) => readFileSync(file, 'utf8').includes(JSON.stringify(source)))!
    const [unused, readAgain] = [fileOf('unused'), fileOf('read again')]
    const fortyDaysAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000)
    for (const file of [unused, readAgain]) utimesSync(file, fortyDaysAgo, fortyDaysAgo)
    const compute = vi.fn(() => 'made again')
    expect(createCodeCache(folder, root)!.forPage('read again').get('block', compute)).toBe('read again')
    expect(compute).not.toHaveBeenCalled()
    pruneCodeCache(folder)
    expect(filesUnder(folder)).toHaveLength(2)
    expect(filesUnder(folder)).not.toContain(unused)
    expect(createCodeCache(folder, root)!.forPage('unused').get('block', compute)).toBe('made again')
  })

  it('looks through the cache at most once a day', () => {
    const folder = cacheFolder()
    const page = createCodeCache(folder, root)!.forPage('page')
    page.get('block', () => 'result')
    page.save()
    const [file] = filesUnder(folder)
    const day = 24 * 60 * 60 * 1000
    const now = Date.now()
    pruneCodeCache(folder, 30, now)
    const fortyDaysAgo = new Date(now - 40 * day)
    utimesSync(file, fortyDaysAgo, fortyDaysAgo)
    pruneCodeCache(folder, 30, now + day / 2)
    expect(filesUnder(folder)).toEqual([file])
    pruneCodeCache(folder, 30, now + day + 1000)
    expect(filesUnder(folder)).toEqual([])
  })

  it('is off with DOCS_CODE_CACHE=off', () => {
    process.env.DOCS_CODE_CACHE = 'off'
    expect(createCodeCache(cacheFolder(), root)).toBeUndefined()
  })

  it('makes a page compile to the same tree, its JavaScript tab and highlighting read from the cache', async () => {
    const folder = cacheFolder()
    const pipeline = () =>
      createMarkdownPipeline({
        root,
        contentDir: path.join(root, 'content'),
        publicDir: path.join(root, 'public'),
        codeTabs: true,
        codeCacheDir: folder,
      })
    const fence = '```'
    const source = [
      '---\nid: p\ntitle: P\ndescription: D.\n---\n',
      `${fence}ts title="store.ts"`,
      'export const n: number = 1',
      fence,
      '',
      `${fence}bash`,
      'npm install redux',
      fence,
      '',
    ].join('\n')
    const file = path.join(root, 'content/page.md')
    const cold = await (await pipeline()).compile(source, file)
    const [written] = filesUnder(folder)
    const warm = await (await pipeline()).compile(source, file)
    expect(JSON.stringify(warm.tree)).toBe(JSON.stringify(cold.tree))

    // What the second compile showed came from the file: changed there, it shows the change.
    const kept = JSON.parse(readFileSync(written, 'utf8')) as Record<string, unknown>
    const marked = Object.fromEntries(
      Object.entries(kept).map(([key, value]) => [key, value === 'export const n = 1' ? 'kept = 1' : value]),
    )
    expect(marked).not.toEqual(kept)
    writeFileSync(written, JSON.stringify(marked))
    const fromFile = await (await pipeline()).compile(source, file)
    const javascript = findAll(findAll(fromFile.tree, 'docs-code-tabs')[0], 'pre')[1]
    expect(textOf(javascript)).toBe('kept = 1')
  })
})
