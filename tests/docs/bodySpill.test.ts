import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createBodySpill } from '../../plugins/docs/bodySpill.ts'
import { collectGarbage } from '../../plugins/collectGarbage.ts'
import type { DocsPage } from '../../plugins/docs/contentStore.ts'
import { buildFixture } from '../buildFixture.ts'
import { fixtureRoot } from '../helpers.ts'

// A build keeps page bodies in a folder of Vite's cache (bodySpill.ts). The folder must go when the build
// ends, whether it succeeded or failed, and a build must clear away the folders of processes killed
// before they could (test workers stopped by their runner left hundreds).

const projectRoot = path.resolve(import.meta.dirname, '../..')
const made: string[] = []
const tempFolder = (parent: string, prefix: string) => {
  mkdirSync(parent, { recursive: true })
  const folder = mkdtempSync(path.join(parent, prefix))
  made.push(folder)
  return folder
}
const spillFolders = (cacheDir: string) =>
  existsSync(cacheDir) ? readdirSync(cacheDir).filter((name) => name.startsWith('page-bodies-')) : []
const page = (body: string) => ({ file: 'content/a.md', body }) as DocsPage

afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true })
})

describe('the page bodies a build keeps on disk', () => {
  it('are read back until the spill is removed, and then the folder is gone', () => {
    const cacheDir = tempFolder(tmpdir(), 'spill-')
    const spill = createBodySpill(cacheDir)
    expect(spillFolders(cacheDir)).toEqual([]) // made with the first body only
    const kept = spill.keep(page('{"type":"root"}'))
    expect(kept.body).toBe('{"type":"root"}')
    expect(spillFolders(cacheDir)).toHaveLength(1)
    expect(spillFolders(cacheDir)[0]).toMatch(new RegExp(`^page-bodies-${process.pid}-`))
    spill.remove()
    expect(spillFolders(cacheDir)).toEqual([])
    expect(() => kept.body).toThrow('content/a.md: its body was removed when the build ended')
  })

  it('share one file, each read back whole, whatever its characters', () => {
    const cacheDir = tempFolder(tmpdir(), 'spill-')
    const spill = createBodySpill(cacheDir)
    // Multi-byte characters: an offset counted in characters, not bytes, would read the next page's start.
    const texts = Array.from({ length: 300 }, (_, i) => `{"n":${i},"text":"${'é→𝄞 '.repeat(i % 7)}${'x'.repeat(i * 13)}"}`)
    const kept = texts.map((text, i) => spill.keep({ file: `content/p${i}.md`, body: text, source: `# Page ${i} ✓\n` } as DocsPage))
    const [folder] = spillFolders(cacheDir)
    expect(readdirSync(path.join(cacheDir, folder))).toHaveLength(1)
    // Read back out of order, each twice.
    for (const i of [299, 0, 150, 7, 299, 0]) {
      expect(kept[i].body).toBe(texts[i])
      expect(kept[i].source).toBe(`# Page ${i} ✓\n`)
    }
    spill.remove()
    expect(spillFolders(cacheDir)).toEqual([])
  })

  it('are not held in memory as well: the page handed in is not kept', async () => {
    const cacheDir = tempFolder(tmpdir(), 'spill-')
    const spill = createBodySpill(cacheDir)
    // What `keep` is given (with its body) must be collectable once kept; only the file holds the body.
    const handedIn = (() => {
      const original = page('{"type":"root","children":[]}')
      const kept = spill.keep(original)
      return { kept, original: new WeakRef(original) }
    })()
    await new Promise((resolve) => setImmediate(resolve)) // a WeakRef's target lives to the end of the job
    collectGarbage()
    expect(handedIn.original.deref()).toBeUndefined()
    expect(handedIn.kept.body).toBe('{"type":"root","children":[]}')
    spill.remove()
    expect(() => handedIn.kept.body).toThrow('content/a.md: its body was removed when the build ended')
  })

  it("removes the folders of processes that no longer run, not a running one's", () => {
    const cacheDir = tempFolder(tmpdir(), 'spill-')
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' })
    const orphan = path.join(cacheDir, `page-bodies-${ended.stdout}-abc123`)
    const running = path.join(cacheDir, `page-bodies-${process.ppid}-def456`)
    for (const folder of [orphan, running]) {
      mkdirSync(folder)
      writeFileSync(path.join(folder, '0.json'), '{}')
    }
    createBodySpill(cacheDir).keep(page('{}'))
    expect(existsSync(orphan)).toBe(false)
    expect(existsSync(running)).toBe(true)
  })

  it('are removed when a build ends, and when it fails', async () => {
    // Inside node_modules, so the server bundle written to the cache folder resolves the installed packages.
    const cacheDir = tempFolder(path.join(projectRoot, 'node_modules/.vite'), 'spill-test-')
    await buildFixture({ cacheDir, prerender: {}, outDir: tempFolder(tmpdir(), 'spill-out-') })
    expect(spillFolders(cacheDir)).toEqual([])

    const content = tempFolder(tmpdir(), 'spill-content-')
    cpSync(path.join(fixtureRoot, 'content'), content, { recursive: true })
    writeFileSync(
      path.join(content, 'broken.md'),
      '---\ntitle: Broken\ndescription: A page with a broken link.\n---\n\n[Nowhere](/no-such-page)\n',
    )
    const failed = await buildFixture({ cacheDir, contentDir: content, prerender: {}, outDir: tempFolder(tmpdir(), 'spill-out-') }).then(
      () => 'built',
      (error: Error) => error.message,
    )
    expect(failed).toMatch(/no-such-page/)
    expect(spillFolders(cacheDir)).toEqual([])
  }, 240_000)
})
