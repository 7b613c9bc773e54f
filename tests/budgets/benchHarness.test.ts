import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createContentStore } from '../../plugins/docs/contentStore.ts'
import { checkLinks } from '../../plugins/docs/checkLinks.ts'
import { descendantsOf, parentFromStat, rssFromStatus, treeRss } from '../../bench/lib/processTree.ts'
import { median, medianRun, percentile } from '../../bench/lib/stats.ts'
import { buildPhases } from '../../bench/lib/buildPhases.ts'
import { planTree, readRealPages, slugOf, writeTree } from '../../bench/lib/generateTree.ts'
import { failureReason, measureCommand } from '../../bench/lib/measureCommand.ts'
import { renderTable, row, target } from '../../bench/lib/report.ts'

// The pieces of `npm run bench` whose mistakes would not show in its output: memory summed over the
// right processes, medians and percentiles, phase arithmetic, and generated trees that build.

const root = path.resolve(import.meta.dirname, '../..')

// The generated trees are written to the system's temporary folder, and removed after the file's tests.
const scratchDirs: string[] = []
const scratchDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  scratchDirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true })
})

describe('process tree memory', () => {
  it('reads the parent from /proc/<pid>/stat even when the command name has spaces and parentheses', () => {
    expect(parentFromStat('4242 (node (vite) x) S 4200 4242 4200 0 -1')).toBe(4200)
  })

  it('reads VmRSS in bytes, and 0 for kernel threads', () => {
    expect(rssFromStatus('Name:\tnode\nVmPeak:\t 999 kB\nVmRSS:\t  2048 kB\n')).toBe(2048 * 1024)
    expect(rssFromStatus('Name:\tkthreadd\n')).toBe(0)
  })

  it('collects the root and all its descendants, not its siblings', () => {
    const parents = new Map([
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 10],
      [20, 1],
      [21, 20],
    ])
    expect(descendantsOf(10, parents).sort()).toEqual([10, 11, 12, 13])
  })

  it('sums a real tree: a shell holding 64 MB in a child counts that child', async () => {
    const held = 'node -e "const b = Buffer.alloc(64 * 2 ** 20, 1); setTimeout(() => b.length, 1500)"'
    const measured = await measureCommand('sh', ['-c', `${held}; true`])
    expect(measured.peakTreeRss).toBeGreaterThan(64 * 2 ** 20)
    expect(measured.wallMs).toBeGreaterThan(1400)
    expect(measured.cpuMs).toBeGreaterThan(0)
    expect(treeRss(process.pid)).toBeGreaterThan(0)
  })
})

describe('a command that does not finish (VitePress at 10,000 pages)', () => {
  it('throws by default, and with allowFailure returns the measurement and why', async () => {
    await expect(measureCommand('sh', ['-c', 'exit 3'])).rejects.toThrow(/exited with 3/)
    const failed = await measureCommand('sh', ['-c', 'exit 3'], { allowFailure: true })
    expect(failed.failure).toBe('exited with 3')
    expect(failed.wallMs).toBeGreaterThan(0)
  })

  it("names V8's out-of-memory crash", () => {
    const output = 'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n'
    expect(failureReason(134, output)).toBe('out of memory')
    expect(failureReason(1, 'Error: build failed')).toBe('exited with 1')
  })

  it('stops the whole tree at the time limit, the grandchild too, and still reads its CPU time', async () => {
    const started = Date.now()
    const stopped = await measureCommand('sh', ['-c', 'node -e "setTimeout(() => {}, 60000)"; sleep 60'], {
      timeoutMs: 1500,
      allowFailure: true,
    })
    expect(stopped.failure).toMatch(/^stopped after [12] s$/)
    expect(Date.now() - started).toBeLessThan(15_000)
    expect(stopped.cpuMs).toBeGreaterThan(0)
  }, 30_000)
})

describe('statistics', () => {
  it('takes medians and nearest-rank percentiles', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    const fifty = Array.from({ length: 50 }, (_, i) => 50 - i)
    expect(percentile(fifty, 50)).toBe(25)
    expect(percentile(fifty, 95)).toBe(48)
    expect(medianRun([{ t: 9 }, { t: 1 }, { t: 5 }], (run) => run.t)).toEqual({ t: 5 })
  })
})

describe('the report', () => {
  it('holds values to their targets, counting a value that was not measured as missed', () => {
    expect(target(50, 50, '≤ 50 ms').met).toBe(true)
    expect(target(51, 50, '≤ 50 ms').met).toBe(false)
    expect(target(NaN, 50, '≤ 50 ms').met).toBe(false)
    expect(target(98, 98, '≥ 98', true).met).toBe(true)
    expect(target(97, 98, '≥ 98', true).met).toBe(false)
    const table = renderTable([row('4 navigation', 'prefetched', '61 ms', target(61, 50, '≤ 50 ms')), row('6 search', 'index', '160 KB')])
    expect(table.split('\n')[2]).toMatch(/^\| 4 navigation \| prefetched +\| 61 ms +\| ≤ 50 ms +\| MISSED +\|$/)
    expect(table.split('\n')[3]).toMatch(/^\| 6 search +\| index +\| 160 KB +\| +\| +\|$/)
  })
})

describe('build phases', () => {
  it('splits the wall time into startup, markdown, highlight, bundle, prerender and the rest', () => {
    // Spawned at 1 000; the build started at 1 500, compiled from 2 000 to 5 000 (500 of it highlighting), wrote the bundle at 7 000.
    const phases = buildPhases(
      1_000,
      10_000,
      { startedAt: 1_500, compileStartMs: 500, compileMs: 3_000, clientBuildMs: 5_500, prerenderMs: 2_500 },
      500,
    )
    expect(phases).toEqual({ startupMs: 1_000, markdownMs: 2_500, highlightMs: 500, bundleMs: 2_000, prerenderMs: 2_500, otherMs: 1_500 })
  })
})

describe('generated trees', () => {
  const real = readRealPages(path.join(root, 'content'))

  it('take the real routes first, then /generated/ ones, with unique headings', () => {
    const plans = planTree(real.length + 5, real)
    expect(plans.slice(0, real.length).map((plan) => plan.file)).toEqual(real.map((page) => page.file))
    expect(plans.at(-1)!.route).toMatch(/^\/generated\//)
    for (const plan of plans) expect(new Set(plan.headings.map(slugOf)).size).toBe(plan.headings.length)
  })

  it('make the last page as large as asked (the one-large-page rows), keeping the others as they were', () => {
    const contentDir = scratchDir('bench-large-')
    const plain = writeTree(contentDir, 24, real)
    const large = writeTree(contentDir, 24, real, 1, { largePageBytes: 2 ** 20 })
    const lastFile = path.join(contentDir, planTree(24, real).at(-1)!.file)
    const lastBytes = readFileSync(lastFile).length
    expect(lastBytes).toBeGreaterThan(2 ** 20)
    expect(lastBytes).toBeLessThan(1.05 * 2 ** 20)
    expect(planTree(24, real, 1, { largePageBytes: 2 ** 20 }).slice(0, -1)).toEqual(planTree(24, real).slice(0, -1))
    expect(large.bytes - plain.bytes).toBeGreaterThan(2 ** 20 - 50_000)
  })

  it('compile with the real pipeline, with every link and anchor resolving, at a realistic size', async () => {
    const contentDir = scratchDir('bench-tree-')
    const { pages, bytes, plans } = writeTree(contentDir, 24, real)
    expect(pages).toBe(24)
    expect(bytes / pages).toBeGreaterThan(6_000)
    expect(bytes / pages).toBeLessThan(20_000)
    // Through the content store, as the build compiles: a `.md` link resolves to its target's route, which
    // front matter `id` decides (the real pages' ids, such as faq-actions).
    const store = createContentStore({ contentDir, publicDir: path.join(root, 'public'), root })
    expect(await store.compileAll()).toEqual([])
    const compiled = store.pages()
    expect(compiled.flatMap((page) => page.warnings)).toEqual([])
    // The plans it returns name each page as the build does (the bench opens them by route and title in
    // the dev server).
    const builtPages = compiled.map((page) => [store.routeOf(page.absolutePath), page.frontmatter.title])
    expect(plans.map((plan) => [plan.route, plan.title]).sort()).toEqual(builtPages.sort())
    expect(compiled.flatMap((page) => page.links).filter((link) => link.resolved.kind === 'internal').length).toBeGreaterThan(50)
    expect(checkLinks(compiled, { appRoutes: ['/', '/search'], publicDir: path.join(root, 'public') })).toEqual([])
    // The store keeps each body as its module's compact JSON, whose props are React's (`data-language`).
    const languages = new Set(compiled.flatMap((page) => page.body.match(/"data-language":"\w+"/g) ?? []))
    expect([...languages].sort()).toEqual([
      '"data-language":"bash"',
      '"data-language":"js"',
      '"data-language":"jsx"',
      '"data-language":"ts"',
    ])
  })

  it("with MDX pages (bench:build's MDX row): every n-th generated page imports a component and a partial, and all compile and link", async () => {
    const contentDir = scratchDir('bench-mdx-tree-')
    // Six pages at real pages' paths, the MDX ones (every second) none, one and two folders down, then
    // generated ones: every page is made from the same template, so one MDX page at each depth shows the
    // imports resolve from all of them, as they do in the bench's whole tree.
    const [top, inFolder, inSubfolder] = [1, 2, 3].map((depth) => real.filter((page) => page.file.split('/').length === depth))
    const some = [top[0], inFolder[0], inFolder[1], inSubfolder[0], inSubfolder[1], inFolder[2]]
    writeTree(contentDir, some.length + 6, some, 1, { mdxEvery: 2 })
    const store = createContentStore({ contentDir, publicDir: path.join(root, 'public'), root })
    expect(await store.compileAll()).toEqual([])
    const mdxPages = store.pages().filter((page) => page.code !== undefined)
    expect(mdxPages).toHaveLength(Math.ceil((some.length + 6) / 2))
    expect(mdxPages.every((page) => page.file.endsWith('.mdx'))).toBe(true)
    expect(new Set(mdxPages.map((page) => path.relative(contentDir, page.file).split(path.sep).length))).toEqual(new Set([1, 2, 3]))
    expect(mdxPages.at(-1)!.code).toMatch(/import \{ ?Callout ?\} from '\.\.\/\.\.\/_components\/Callout\.jsx'/)
    expect(mdxPages[0].ids).toContain('shared-steps') // from the partial
    // Relative imports only (a bare `_components/…` would be an npm package to the bundler).
    for (const page of mdxPages)
      expect(page.code!.match(/from '[^']*'/g)).toEqual([expect.stringMatching(/^from '\.\.?\//), expect.stringMatching(/^from '\.\.?\//)])
    expect(checkLinks(store.pages(), { appRoutes: ['/', '/search'], publicDir: path.join(root, 'public') })).toEqual([])
  }, 60_000)
})
