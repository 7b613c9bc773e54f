import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createContentStore, type DocsPage } from '../../plugins/docs/contentStore.ts'

// A small site compiles on the build's thread with its JavaScript tabs on a worker (compileOnThisThread.ts):
// pages without TypeScript blocks first, several at once. The pages and their problems must be what one
// page at a time on this thread gives (DOCS_TABS_THREAD=0), problems in file order.

const folder = mkdtempSync(path.join(tmpdir(), 'tabs-thread-'))
const fence = '```'
const page = (id: string, body: string) => `---\nid: ${id}\ntitle: ${id}\ndescription: D.\n---\n\n${body}\n`
writeFileSync(path.join(folder, 'a.md'), page('a', `${fence}ts\nconst broken: = 1\n${fence}`))
writeFileSync(path.join(folder, 'b.md'), page('b', 'See [nothing](./missing-image.png).\n\n![gone](./gone.png)'))
writeFileSync(path.join(folder, 'c.md'), page('c', `${fence}ts title="c.ts"\nexport const c: number = 1\n${fence}`))
writeFileSync(path.join(folder, 'd.md'), '---\nid: d\ntitle: [unclosed\n---\n\nText.\n')

const storeOver = () => createContentStore({ root: folder, contentDir: folder, publicDir: path.join(folder, 'public'), codeTabs: true })
const comparable = (docs: DocsPage) => JSON.stringify(Object.fromEntries(Object.entries({ ...docs, ids: [...docs.ids] }).sort()))

afterEach(() => {
  delete process.env.DOCS_TABS_THREAD
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('compiling on the build thread with the tabs on a worker', () => {
  it('gives the pages and problems one page at a time gives, problems in file order', async () => {
    process.env.DOCS_TABS_THREAD = '0'
    const alone = storeOver()
    const aloneProblems = await alone.compileAll()
    delete process.env.DOCS_TABS_THREAD
    const beside = storeOver()
    const besideProblems = await beside.compileAll()
    // a.md's block does not parse; d.md's front matter does not either (b.md's links are the link check's).
    expect(aloneProblems.map((problem) => problem.split(':')[0])).toEqual(['a.md', 'd.md'])
    expect(besideProblems).toEqual(aloneProblems)
    expect(beside.pages().map(comparable)).toEqual(alone.pages().map(comparable))
    expect(beside.pages().map((docs) => docs.route)).toEqual(['/b', '/c'])
    // c.md's JavaScript tab, made on the worker.
    expect(beside.page(path.join(folder, 'c.md'))!.body).toContain('"data-title":"c.js"')
  }, 120_000)
})
