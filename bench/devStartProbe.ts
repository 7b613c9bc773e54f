// The dev server's start on a content tree, taken apart (issue 33): `vite` spawned on DOCS_CONTENT_DIR,
// timed to the first 200 for a page and to its h1 painted in Chromium, with the first page load's
// requests (how many, how big, which came last) and the server's CPU seconds at that moment.
// Usage: npx tsx bench/devStartProbe.ts --dir /tmp/tree10k --route /generated/topic-200/page-5000
//   --title 'Combining Listeners 5000' [--cold] [--runs 3] [--cpu-prof DIR] [--second /route --second-title T]
//   [--waterfall] (print the slowest requests) [--edits N] (then N markdown edits of the first page's file,
//   each timed from the write to its marker painted, and undone: never on a tree others use)
import { spawn } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { launchBrowser } from './lib/browser.ts'
import { freePort, stopVite } from './sections/devServer.ts'

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    route: { type: 'string' },
    title: { type: 'string' },
    second: { type: 'string' },
    'second-title': { type: 'string' },
    cold: { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    'cpu-prof': { type: 'string' },
    waterfall: { type: 'boolean', default: false },
    edits: { type: 'string', default: '0' },
  },
})
const root = path.resolve(import.meta.dirname, '..')

/** User+system CPU seconds of a process and its live children (from /proc). */
function cpuSeconds(pid: number): number {
  let total = 0
  const visit = (id: number) => {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      total += (Number(fields[11]) + Number(fields[12])) / 100
      const children = readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim()
      for (const child of children ? children.split(' ') : []) visit(Number(child))
    } catch {
      // gone
    }
  }
  visit(pid)
  return total
}

const browser = await launchBrowser()
try {
  for (let run = 0; run < Number(values.runs); run++) {
    if (values.cold) rmSync(path.join(root, 'bench/tmp/vite-dev-cache'), { recursive: true, force: true })
    const port = await freePort()
    const origin = `http://127.0.0.1:${port}`
    const nodeArgs = values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', values['cpu-prof']] : []
    const load = loadavg()[0].toFixed(2)
    const spawnedAt = Date.now()
    const child = spawn(
      process.execPath,
      [
        ...nodeArgs,
        'node_modules/vite/bin/vite.js',
        '--config',
        'bench/vite.dev.config.ts',
        '--port',
        String(port),
        '--strictPort',
        '--host',
        '127.0.0.1',
      ],
      {
        cwd: root,
        detached: true,
        env: { ...process.env, ...(values.dir ? { DOCS_CONTENT_DIR: values.dir } : {}) },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    )
    let errors = ''
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk))
    try {
      const url = origin + values.route
      for (;;) {
        const ok = await fetch(url).then(
          (response) => response.ok,
          () => false,
        )
        if (ok) break
        if (child.exitCode !== null) throw new Error(errors)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      const firstResponse = Date.now() - spawnedAt
      const cpuAtResponse = cpuSeconds(child.pid!)
      const page = await browser.newPage()
      const requests: { url: string; start: number; end: number; bytes: number }[] = []
      const started = new Map<object, number>()
      page.on('request', (request) => started.set(request, Date.now()))
      page.on('requestfinished', async (request) => {
        const end = Date.now()
        const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }))
        requests.push({
          url: request.url().replace(origin, ''),
          start: started.get(request)! - spawnedAt,
          end: end - spawnedAt,
          bytes: sizes.responseBodySize,
        })
      })
      await page.goto(url, { timeout: 600_000 })
      await page.getByRole('heading', { level: 1, name: values.title }).waitFor({ timeout: 600_000 })
      const painted = Date.now() - spawnedAt
      const cpuAtPaint = cpuSeconds(child.pid!)
      let second = ''
      if (values.second) {
        const openedAt = Date.now()
        await page.goto(origin + values.second, { timeout: 600_000 })
        await page.getByRole('heading', { level: 1, name: values['second-title'] }).waitFor({ timeout: 600_000 })
        second = `, another page ${((Date.now() - openedAt) / 1000).toFixed(2)} s`
      }
      const editMs: number[] = []
      const file = path.join(values.dir ?? path.join(root, 'content'), `${values.route!.replace(/^\//, '')}.md`)
      const original = Number(values.edits) ? readFileSync(file, 'utf8') : ''
      try {
        if (Number(values.edits)) await page.waitForTimeout(6_000) // the background compile of every page (the link check) first, as devServer.ts waits
        for (let edit = 0; edit < Number(values.edits); edit++) {
          const marker = `probe-marker-${Date.now().toString(36)}-${edit}`
          // A string: tsx's name helpers must not reach the page (bench/sections/devServer.ts).
          const painted = page.waitForFunction(`document.body.textContent.includes(${JSON.stringify(marker)})`, undefined, {
            timeout: 15_000,
            polling: 'raf',
          })
          const editedAt = Date.now()
          writeFileSync(file, `${original}\n\nProbe edit ${marker}.\n`)
          await painted
          editMs.push(Date.now() - editedAt)
          writeFileSync(file, original)
          await page.waitForTimeout(700)
        }
      } finally {
        if (Number(values.edits)) writeFileSync(file, original)
      }
      if (editMs.length) second += `, edits ${editMs.join(' ')} ms`
      const bytes = requests.reduce((sum, request) => sum + request.bytes, 0)
      console.log(
        `${values.cold ? 'cold' : 'warm'} run ${run + 1}: first response ${(firstResponse / 1000).toFixed(2)} s (server CPU ${cpuAtResponse.toFixed(2)} s), ` +
          `painted ${(painted / 1000).toFixed(2)} s (server CPU ${cpuAtPaint.toFixed(2)} s)${second}; ` +
          `${requests.length} requests, ${(bytes / 1024).toFixed(0)} KB; load ${load}`,
      )
      if (values.waterfall) {
        const sorted = [...requests].sort((a, b) => b.end - b.start - (a.end - a.start))
        for (const request of sorted.slice(0, 15))
          console.log(
            `  ${request.start}→${request.end} ms (${request.end - request.start}) ${(request.bytes / 1024).toFixed(1)} KB ${request.url.slice(0, 120)}`,
          )
        for (const request of requests.filter(({ url: address }) => /docs-manifest|\.mdx?\?import/.test(address)))
          console.log(
            `  ${request.start}→${request.end} ms ${(request.bytes / 1024).toFixed(1)} KB ${request.url.slice(0, 120)} (painted at ${painted})`,
          )
        const last = [...requests].sort((a, b) => b.end - a.end).slice(0, 5)
        console.log('  last to finish:')
        for (const request of last)
          console.log(`  ${request.start}→${request.end} ms ${(request.bytes / 1024).toFixed(1)} KB ${request.url.slice(0, 120)}`)
        const biggest = [...requests].sort((a, b) => b.bytes - a.bytes).slice(0, 5)
        console.log('  biggest:')
        for (const request of biggest) console.log(`  ${(request.bytes / 1024).toFixed(1)} KB ${request.url.slice(0, 120)}`)
      }
      await page.close()
    } finally {
      await stopVite(child)
    }
  }
} finally {
  await browser.close()
}
