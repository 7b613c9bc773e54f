import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { Page } from 'playwright-core'
import { launchBrowser } from './lib/browser.ts'
import { median } from './lib/stats.ts'

// The dev edit of issue 17 measured A/B: a dev server in each tree given (this branch and, say, an
// export of the commit before it with node_modules linked), one page open in each, and edits made in
// turns, A then B then B then A…, so both see the same machine. Each edit appends a paragraph with a
// unique marker to the page's file and is timed from the write to the marker painted (as
// bench/sections/devServer.ts times it), then undone.
//
//   npx tsx bench/compareDevEdit.ts new=. base=/tmp/base --edits 16 [--trace] [--route /introduction/getting-started]
//
// --trace prints each edit's timeline: the server's steps (bench/vite.devTrace.config.ts) and the
// browser's (update message, module request, the page's `docs:page-update`, marker in the DOM, painted).

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    edits: { type: 'string', default: '10' },
    trace: { type: 'boolean', default: false },
    route: { type: 'string', default: '/introduction/getting-started' },
  },
})
interface Tree {
  label: string
  dir: string
  file: string
  log: string
  child?: ChildProcess
  page?: Page
  events: [number, string][]
  runs: number[]
}
const trees: Tree[] = positionals.map((arg) => {
  const [label, dir] = arg.split('=')
  const root = path.resolve(dir)
  return {
    label,
    dir: root,
    file: path.join(root, 'content', `${values.route.slice(1)}.md`),
    log: path.join(root, 'bench/tmp/dev-trace.log'),
    events: [],
    runs: [],
  }
})
if (!trees.length) throw new Error('Name the trees to compare: label=path …')

const undoAppend = (file: string, appended: string) => {
  const current = readFileSync(file, 'utf8')
  const at = current.lastIndexOf(appended)
  if (at !== -1) writeFileSync(file, current.slice(0, at) + current.slice(at + appended.length))
}
let pending: { file: string; appended: string } | undefined
const stopAll = () => {
  if (pending) undoAppend(pending.file, pending.appended)
  for (const tree of trees) if (tree.child?.pid && tree.child.exitCode === null) process.kill(-tree.child.pid, 'SIGTERM')
}
process.on('exit', stopAll)
process.on('SIGINT', () => process.exit(130))

const traceConfig = readFileSync(path.join(import.meta.dirname, 'vite.devTrace.config.ts'), 'utf8').replace(
  "'../vite.config.ts'",
  "'../../vite.config.ts'",
)
const browser = await launchBrowser()
let port = 5300 + Math.floor(Math.random() * 500)
for (const tree of trees) {
  mkdirSync(path.join(tree.dir, 'bench/tmp'), { recursive: true })
  writeFileSync(path.join(tree.dir, 'bench/tmp/vite.devTrace.config.ts'), traceConfig)
  rmSync(tree.log, { force: true })
  const config = values.trace ? 'bench/tmp/vite.devTrace.config.ts' : 'bench/vite.dev.config.ts'
  const vite = path.join(tree.dir, 'node_modules/vite/bin/vite.js')
  const url = `http://127.0.0.1:${++port}${values.route}`
  tree.child = spawn(process.execPath, [vite, '--config', config, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: tree.dir,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEV_TRACE_LOG: tree.log },
  })
  const deadline = Date.now() + 120_000
  while (
    !(await fetch(url).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`${tree.label}: no answer from ${url}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const page = (tree.page = await browser.newPage())
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => String(frame.payload).includes('"update"') && tree.events.push([Date.now(), 'update received'])),
  )
  page.on('request', (request) => request.url().includes('.md?') && tree.events.push([Date.now(), 'module requested']))
  await page.goto(url)
  await page.locator('h1').first().waitFor({ timeout: 60_000 })
  await page.evaluate(() =>
    window.addEventListener('docs:page-update', () =>
      ((window as unknown as { updates: number[] }).updates ??= []).push(performance.timeOrigin + performance.now()),
    ),
  )
}
// The background compile of every page (the dev link check) must be over before timing anything.
await new Promise((resolve) => setTimeout(resolve, 10_000))

/** When the text was in the DOM and when it was painted (epoch ms). */
function whenPainted(page: Page, text: string): Promise<[number, number]> {
  return page.evaluate(
    // A string body: tsx's name helpers must not reach the page (see sections/navigation.ts).
    new Function(
      'text',
      `return new Promise((resolve) => {
      const painted = () => { const inDom = performance.timeOrigin + performance.now(); requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve([inDom, performance.timeOrigin + performance.now()])
        channel.port2.postMessage(0)
      }) }
      if (document.body.textContent.includes(text)) return painted()
      const observer = new MutationObserver(() => { if (document.body.textContent.includes(text)) { observer.disconnect(); painted() } })
      observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    })`,
    ) as (text: string) => Promise<[number, number]>,
    text,
  )
}

const edits = Number(values.edits)
for (let run = 0; run < edits; run++) {
  for (const tree of run % 2 ? [...trees].reverse() : trees) {
    const page = tree.page!
    const marker = `bench-marker-${Date.now().toString(36)}-${run}`
    tree.events.length = 0
    await page.evaluate(() => ((window as unknown as { updates: number[] }).updates = []))
    const logFrom = existsSync(tree.log) ? readFileSync(tree.log, 'utf8').length : 0
    const painted = whenPainted(page, marker)
    const appended = `\n\nBenchmark edit ${marker}.\n`
    pending = { file: tree.file, appended }
    const editedAt = Date.now()
    writeFileSync(tree.file, readFileSync(tree.file, 'utf8') + appended)
    const [inDom, shown] = await Promise.race([painted, page.waitForTimeout(15_000).then((): [number, number] => [NaN, NaN])])
    tree.runs.push(shown - editedAt)
    if (values.trace) {
      const at = (time: number) => String(Math.round(time - editedAt)).padStart(5)
      const server = existsSync(tree.log)
        ? readFileSync(tree.log, 'utf8')
            .slice(logFrom)
            .trim()
            .split('\n')
            .filter(Boolean)
            .map((line) => {
              const [time, what, detail = ''] = line.split(' ')
              return `${at(Number(time))}  server   ${what} ${path.basename(detail).slice(0, 60)}`
            })
        : []
      const updates = await page.evaluate(() => (window as unknown as { updates: number[] }).updates)
      const browserSide = [
        ...tree.events,
        ...updates.map((time): [number, string] => [time, 'docs:page-update (module run)']),
        [inDom, 'marker in the DOM'] as [number, string],
      ]
      const lines = [...server, ...browserSide.map(([time, what]) => `${at(time)}  browser  ${what}`)]
      console.log(
        `${tree.label}, edit ${run + 1}: ${Math.round(shown - editedAt)} ms to painted\n${lines.sort((a, b) => parseInt(a) - parseInt(b)).join('\n')}`,
      )
    } else console.log(`${tree.label}, edit ${run + 1}: ${Math.round(shown - editedAt)} ms`)
    undoAppend(tree.file, appended)
    pending = undefined
    await page.waitForTimeout(700) // the undo is an edit too: let it land
  }
}
for (const tree of trees)
  console.log(`${tree.label}: median ${Math.round(median(tree.runs))} ms of ${tree.runs.length} [${tree.runs.map(Math.round).join(', ')}]`)
await browser.close()
process.exit(0)
