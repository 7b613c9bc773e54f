import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createContentStore } from '../../plugins/docs/contentStore.ts'
import { engineFiles } from '../../plugins/docs/pageCache.ts'
import type { DocsPluginApi } from '../../plugins/docs/index.ts'
import { buildFixture, warningLogger } from '../buildFixture.ts'

// Whole compiled pages kept between builds (pageCache.ts): a build takes a page from the cache only while
// everything its compile read is the same, and gives exactly the pages a cold build gives.

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})
afterEach(() => {
  delete process.env.DOCS_CODE_CACHE
  delete process.env.DOCS_COMPILE_THREADS
})

/** A PNG's first 24 bytes: the signature, the IHDR chunk's length and type, then width and height. */
function png(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(32)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes)
  bytes.write('IHDR', 12)
  bytes.writeUInt32BE(width, 16)
  bytes.writeUInt32BE(height, 20)
  return bytes
}

const files: Record<string, string | Buffer> = {
  'content/a.md': '# A\n\nSee [B](b.md) and [C](c.md).\n\n![A picture](/pic.png)\n',
  'content/b.md': '# B\n\nPlain text.\n',
  // A warning: a code block in a language that does not exist.
  'content/c.md': '# C\n\n```nosuchlanguage\nx\n```\n',
  'content/d.mdx': "import Part from './_part.mdx'\n\n# D\n\n<Part />\n",
  'content/_part.mdx': 'Partial text, with a [link](b.md).\n',
  // An error: a malformed escape.
  'content/e.md': '# E\n\nA [bad link](%E0%A4%A).\n',
  'public/pic.png': png(40, 30),
}

function project() {
  const root = mkdtempSync(path.join(tmpdir(), 'page-cache-'))
  folders.push(root)
  for (const [name, text] of Object.entries(files)) write(root, name, text)
  return root
}

function write(root: string, name: string, text: string | Buffer) {
  mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
  writeFileSync(path.join(root, name), text)
}

/**
 * One build's compile: its errors, the pages it compiled (not taken from the cache), and every page in
 * full. `cache` names its page cache folder, `only` the files it compiles (a split build's shard).
 */
async function build(
  root: string,
  options: { toc?: { minHeadingLevel: number; maxHeadingLevel: number }; codeTabs?: boolean } = {},
  { cache = 'cache', only, sweep = false }: { cache?: string; only?: (file: string) => boolean; sweep?: boolean } = {},
) {
  const store = createContentStore({
    root,
    contentDir: path.join(root, 'content'),
    publicDir: path.join(root, 'public'),
    spillDir: path.join(root, `spill-${cache}`),
    pageCacheDir: path.join(root, cache),
    ...options,
  })
  const errors = await store.compileAll(only)
  const kept = new Set(store.keptFiles())
  const compiled = store
    .files()
    .filter((file) => (only?.(file) ?? true) && !kept.has(file))
    .map((file) => path.basename(file))
  const pages = store.pages().map((page) => ({ ...page, body: page.body, source: page.source }))
  if (sweep) store.sweepCaches()
  store.releaseBuild()
  return { errors, compiled, pages }
}

const allPages = ['a.md', 'b.md', 'c.md', 'd.mdx', 'e.md']

describe('the page cache', () => {
  it('gives a warm build the same pages as a cold one, compiling none but the one that failed', async () => {
    const root = project()
    const cold = await build(root)
    expect(cold.compiled).toEqual(allPages)
    expect(cold.errors).toEqual([expect.stringContaining('content/e.md:3:3  %E0%A4%25A  malformed %-escape in a link target')])
    expect(cold.pages.map((page) => page.file)).toEqual(['content/a.md', 'content/b.md', 'content/c.md', 'content/d.mdx'])
    // What the compile read: a's image and b's and c's routes, d's partial and, through it, b's route.
    const a = cold.pages[0]
    expect(a.reads.files).toEqual([path.join(root, 'public', 'pic.png')])
    expect(a.reads.routes).toEqual([
      ['b.md', '/b'],
      ['c.md', '/c'],
    ])
    expect(a.body).toContain('"width":40')
    expect(cold.pages[3].reads).toEqual({ routes: [['b.md', '/b']], files: [path.join(root, 'content', '_part.mdx')] })

    const warm = await build(root)
    // The page with an error is not kept: compiled again, its error reported again.
    expect(warm.compiled).toEqual(['e.md'])
    expect(warm.errors).toEqual(cold.errors)
    expect(warm.pages).toEqual(cold.pages)
  })

  it("compiles a split build's shard alone; the shards' caches together leave the whole build nothing to compile", async () => {
    const root = project()
    const cold = await build(root)
    // Each machine of a split build (ARCHITECTURE.md, "Beyond one machine") compiles the pages of its shard
    // into a cache of its own; copied into one folder, they hold every page.
    const shards = [
      ['a.md', 'c.md'],
      ['b.md', 'd.mdx', 'e.md'],
    ]
    for (const [index, names] of shards.entries()) {
      const shard = await build(root, {}, { cache: `cache-${index}`, only: (file) => names.includes(path.basename(file)) })
      expect(shard.compiled).toEqual(names)
      expect(shard.pages.map((page) => path.basename(page.file))).toEqual(names.filter((name) => name !== 'e.md'))
      expect(shard.errors).toEqual(names.includes('e.md') ? cold.errors : [])
    }
    rmSync(path.join(root, 'cache'), { recursive: true, force: true })
    for (const index of shards.keys()) cpSync(path.join(root, `cache-${index}`), path.join(root, 'cache'), { recursive: true })
    const whole = await build(root)
    expect(whole.compiled).toEqual(['e.md'])
    expect(whole.errors).toEqual(cold.errors)
    expect(whole.pages).toEqual(cold.pages)
  })

  it("reports a kept page's warnings on a warm build", async () => {
    const root = project()
    const cold = await build(root)
    const warnings = cold.pages.flatMap((page) => page.warnings)
    expect(warnings).toEqual([expect.stringContaining('content/c.md:3:1  Language does not exist: nosuchlanguage')])
    const warm = await build(root)
    expect(warm.compiled).not.toContain('c.md')
    expect(warm.pages.flatMap((page) => page.warnings)).toEqual(warnings)
  })

  it('compiles again an edited page, and only it', async () => {
    const root = project()
    await build(root)
    write(root, 'content/b.md', '# B\n\nEdited text.\n')
    const warm = await build(root)
    expect(warm.compiled).toEqual(['b.md', 'e.md'])
    expect(warm.pages[1].body).toContain('Edited text.')
  })

  it('compiles again the pages that link to a page whose route changed, and that page, and no other', async () => {
    const root = project()
    await build(root)
    write(root, 'content/c.md', '---\nslug: /moved\n---\n\n# C\n\n```nosuchlanguage\nx\n```\n')
    const warm = await build(root)
    expect(warm.compiled).toEqual(['a.md', 'c.md', 'e.md'])
    expect(warm.pages[0].links.map((link) => link.resolved)).toContainEqual({ kind: 'internal', route: '/moved', hash: '' })
    // A route read through a partial: d (which b's move would change) is compiled again when b moves.
    write(root, 'content/b.md', '---\nslug: /b-moved\n---\n\n# B\n\nPlain text.\n')
    expect((await build(root)).compiled).toEqual(['a.md', 'b.md', 'd.mdx', 'e.md'])
  })

  it('compiles again a page whose link pointed at no page once that page is added, or removed again', async () => {
    const root = project()
    write(root, 'content/a.md', '# A\n\nSee [Z](z.md).\n')
    const cold = await build(root)
    expect(cold.pages[0].links.map((link) => link.resolved.kind)).toEqual(['missing-file'])
    write(root, 'content/z.md', '# Z\n')
    const added = await build(root)
    expect(added.compiled).toEqual(['a.md', 'e.md', 'z.md'])
    expect(added.pages[0].links.map((link) => link.resolved)).toEqual([{ kind: 'internal', route: '/z', hash: '' }])
    rmSync(path.join(root, 'content', 'z.md'))
    const removed = await build(root)
    expect(removed.compiled).toEqual(['a.md', 'e.md'])
    expect(removed.pages).toEqual(cold.pages)
  })

  it('compiles again the pages that read a file that changed: an image, a partial', async () => {
    const root = project()
    await build(root)
    write(root, 'public/pic.png', png(80, 60))
    const afterImage = await build(root)
    expect(afterImage.compiled).toEqual(['a.md', 'e.md'])
    expect(afterImage.pages[0].body).toContain('"width":80')
    write(root, 'content/_part.mdx', 'Partial text, edited.\n')
    expect((await build(root)).compiled).toEqual(['d.mdx', 'e.md'])
    // A file that was missing and now exists is a change too.
    write(root, 'content/b.md', '# B\n\n![Missing](/missing.png)\n')
    await build(root)
    write(root, 'public/missing.png', png(1, 2))
    const afterNew = await build(root)
    expect(afterNew.compiled).toEqual(['b.md', 'e.md'])
    expect(afterNew.pages[1].body).toContain('"width":1')
  })

  it("keeps the pages folder's markdown pages too, by their route as well", async () => {
    const root = project()
    const about = path.join(root, 'src', 'pages', 'about.md')
    write(root, 'src/pages/about.md', '# About\n\nSee [B](../../content/b.md).\n')
    const siteBuild = async (route: string) => {
      const store = createContentStore({
        root,
        contentDir: path.join(root, 'content'),
        publicDir: path.join(root, 'public'),
        pagesDir: path.join(root, 'src', 'pages'),
        sitePageRoutes: new Map([[about, route]]),
        spillDir: path.join(root, 'spill'),
        pageCacheDir: path.join(root, 'cache'),
      })
      await store.compileAll()
      const page = await store.compileSitePage(about, readFileSync(about, 'utf8'), route)
      const kept = store.keptFiles().includes(about)
      store.releaseBuild()
      return { kept, page: { ...page, body: page.body } }
    }
    const cold = await siteBuild('/about')
    expect(cold.kept).toBe(false)
    expect(cold.page.links.map((link) => link.resolved)).toEqual([{ kind: 'internal', route: '/b', hash: '' }])
    const warm = await siteBuild('/about')
    expect(warm.kept).toBe(true)
    expect(warm.page).toEqual(cold.page)
    expect((await siteBuild('/about-us')).kept).toBe(false)
    // The route of the page it links to.
    write(root, 'content/b.md', '---\nslug: /b-moved\n---\n\n# B\n')
    expect((await siteBuild('/about-us')).kept).toBe(false)
  })

  it('compiles every page again when an option changes', async () => {
    const root = project()
    await build(root)
    expect((await build(root, { toc: { minHeadingLevel: 2, maxHeadingLevel: 4 } })).compiled).toEqual(allPages)
    expect((await build(root, { toc: { minHeadingLevel: 2, maxHeadingLevel: 4 } })).compiled).toEqual(['e.md'])
  })

  it('compiles again the pages with JavaScript tabs when the Prettier settings that format them change', async () => {
    const root = project()
    write(root, 'content/f.md', '# F\n\n```ts\nconst x: number = 1\n```\n')
    write(root, '.prettierrc.json', '{ "semi": false }\n')
    const cold = await build(root, { codeTabs: true })
    const bodyOf = (pages: typeof cold.pages) => pages.find((page) => page.file === 'content/f.md')!.body
    expect(bodyOf(cold.pages)).not.toContain(';')
    expect((await build(root, { codeTabs: true })).compiled).toEqual(['e.md'])
    write(root, '.prettierrc.json', '{ "semi": true }\n')
    expect((await build(root, { codeTabs: true })).compiled).toEqual([...allPages, 'f.md'])
    // (Its new JavaScript is not checked here: codeTabs.ts keeps each block's JavaScript for the process's life.)
  })

  it('gives the same pages when the pages compile on worker threads, cold and warm', async () => {
    const root = project()
    process.env.DOCS_COMPILE_THREADS = '1'
    const cold = await build(root)
    expect(cold.compiled).toEqual(allPages)
    const warm = await build(root)
    expect(warm.compiled).toEqual(['e.md'])
    expect(warm.pages).toEqual(cold.pages)
    delete process.env.DOCS_COMPILE_THREADS
    // And the same as this thread compiles.
    rmSync(path.join(root, 'cache'), { recursive: true })
    expect((await build(root)).pages).toEqual(cold.pages)
  })

  it('does not fail a build when it cannot keep a page', async () => {
    const root = project()
    write(root, 'cache', 'a file where the folder would be')
    const cold = await build(root)
    expect(cold.pages).toHaveLength(4)
    expect((await build(root)).compiled).toEqual(allPages)
  })

  it('is off with DOCS_CODE_CACHE=off', async () => {
    const root = project()
    process.env.DOCS_CODE_CACHE = 'off'
    await build(root)
    expect((await build(root)).compiled).toEqual(allPages)
    expect(readdirSync(root)).not.toContain('cache')
  })

  it("removes a deleted page's file when a whole build sweeps, and no page of another site's", async () => {
    const keptFiles = (root: string) =>
      readdirSync(path.join(root, 'cache'), { recursive: true }).filter((name) => String(name).endsWith('.bin'))
    const root = project()
    // A page no other page links to: its removal changes no other page.
    write(root, 'content/f.md', '# F\n')
    await build(root, {}, { sweep: true })
    // Every page but the one that failed (e.md).
    expect(keptFiles(root)).toHaveLength(5)
    // The same folder kept for another site (other options: another scope) is not this build's to sweep.
    await build(root, { toc: { minHeadingLevel: 2, maxHeadingLevel: 4 } })
    expect(keptFiles(root)).toHaveLength(10)
    rmSync(path.join(root, 'content', 'f.md'))
    expect((await build(root, {}, { sweep: true })).compiled).toEqual(['e.md'])
    expect(keptFiles(root)).toHaveLength(9)
    // Put back, f is compiled again: its kept file went with it.
    write(root, 'content/f.md', '# F\n')
    expect((await build(root)).compiled).toEqual(['e.md', 'f.md'])
  })

  it("keys pages by the text of every engine file a compile runs, and keeps one engine's pages", async () => {
    const engine = engineFiles().map((file) => path.relative(path.resolve(import.meta.dirname, '../..'), file))
    for (const file of [
      'plugins/docs/contentStore.ts',
      'plugins/docs/pageCache.ts',
      'plugins/docs/partialLinks.ts',
      'plugins/docs/compileWorkerMain.ts',
      'plugins/markdown/pipeline.ts',
      'plugins/markdown/links.ts',
      'plugins/markdown/images.ts',
      'plugins/markdown/mdx/mdxCompiler.ts',
      'plugins/compactTree.ts',
      'shared/routes.ts',
    ])
      expect(engine).toContain(file)
    const root = project()
    mkdirSync(path.join(root, 'cache', 'an-older-engine'), { recursive: true })
    await build(root)
    expect(readdirSync(path.join(root, 'cache'))).toHaveLength(1)
    expect(readdirSync(path.join(root, 'cache'))).not.toContain('an-older-engine')
  })

  it("prints a kept page's warnings again in a warm site build, which compiles no page", async () => {
    const root = project()
    // Not the page with an error (the build would fail), nor MDX (its module imports React, not installed in /tmp).
    for (const name of ['e.md', 'd.mdx', '_part.mdx']) rmSync(path.join(root, 'content', name))
    // Vite's cache folder of its own, inside node_modules (the server bundle there resolves the packages).
    const cacheDir = mkdtempSync(path.join(import.meta.dirname, '../../node_modules/.vite-page-cache-test-'))
    folders.push(cacheDir)
    const siteBuild = async () => {
      const warnings: string[] = []
      let api: DocsPluginApi | undefined
      const outDir = await buildFixture({
        contentDir: path.join(root, 'content'),
        publicDir: path.join(root, 'public'),
        cacheDir,
        logger: warningLogger(warnings),
        onDocsApi: (docsApi) => (api = docsApi),
      })
      folders.push(outDir)
      return { warnings: warnings.filter((warning) => warning.startsWith('warning: ')), compiles: api!.getCompileCount() }
    }
    const cold = await siteBuild()
    expect(cold.compiles).toBe(3)
    expect(cold.warnings).toEqual([expect.stringContaining('content/c.md:3:1  Language does not exist: nosuchlanguage')])
    const warm = await siteBuild()
    expect(warm.compiles).toBe(0)
    expect(warm.warnings).toEqual(cold.warnings)
  }, 120_000)
})
