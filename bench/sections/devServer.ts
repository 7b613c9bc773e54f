import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { median } from '../lib/stats.ts'

// The dev server as a writer meets it: `vite` started cold (empty dependency cache) and warm, timed to the
// first response for a doc page and to that page's h1 painted in Chromium; then a markdown edit (a
// paragraph with a unique marker appended to the page's file) timed to the marker painted on the open
// page. The edit is undone after each measurement, on error, and on Ctrl-C.

export interface DevStart {
  start: 'cold' | 'warm'
  /** Spawn to the first 200 for the page's URL. */
  firstResponseMs: number
  /** Spawn to the page's h1 painted in the browser. */
  firstPaintMs: number
}

export interface DevServerResult {
  route: string
  file: string
  starts: DevStart[]
  editRuns: number[]
  editMedianMs: number
}

const root = path.resolve(import.meta.dirname, '../..')

/** A port free on 127.0.0.1 now (the OS's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** Appended text comes out again by exact match, so an edit someone else makes meanwhile survives. */
function undoAppend(file: string, appended: string) {
  const current = readFileSync(file, 'utf8')
  const at = current.lastIndexOf(appended)
  if (at !== -1) writeFileSync(file, current.slice(0, at) + current.slice(at + appended.length))
}

async function startVite(port: number, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const vite = path.join(root, 'node_modules/vite/bin/vite.js')
  // Its own process group, so stopping it stops what it started too.
  const child = spawn(
    process.execPath,
    [vite, '--config', 'bench/vite.dev.config.ts', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: root,
      detached: true,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let errors = ''
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk))
  child.on('exit', (code) => {
    if (code && code !== 143) console.error(`vite exited with ${code}:\n${errors.slice(-2000)}`)
  })
  return child
}

/** Stops a dev server started in a process group of its own, and waits for it to exit. */
export function stopVite(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return Promise.resolve()
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  process.kill(-child.pid, 'SIGTERM')
  return exited
}

async function waitForResponse(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`The dev server did not answer ${url} in time`)
}

/** A page's h1 by its title, matched literally. */
const titlePattern = (title: string) => new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

/** Resolves with the epoch time the text was first painted on the page. */
function whenPainted(page: Page, text: string): Promise<number> {
  return page.evaluate(
    // A string body: tsx's name helpers must not reach the page (see navigation.ts).
    new Function(
      'text',
      `return new Promise((resolve) => {
      const painted = () => requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve(performance.timeOrigin + performance.now())
        channel.port2.postMessage(0)
      })
      if (document.body.textContent.includes(text)) return painted()
      const observer = new MutationObserver(() => {
        if (!document.body.textContent.includes(text)) return
        observer.disconnect()
        painted()
      })
      observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    })`,
    ) as (text: string) => Promise<number>,
    text,
  )
}

async function timeStart(
  browser: Browser,
  start: DevStart['start'],
  route: string,
  title: RegExp,
  env: NodeJS.ProcessEnv = {},
  timeoutMs = 60_000,
): Promise<{ result: DevStart; child: ChildProcess; page: Page; origin: string }> {
  if (start === 'cold') rmSync(path.join(root, 'bench/tmp/vite-dev-cache'), { recursive: true, force: true })
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const spawnedAt = Date.now()
  const child = await startVite(port, env)
  try {
    await waitForResponse(origin + route, spawnedAt + timeoutMs)
    const firstResponseMs = Date.now() - spawnedAt
    const page = await browser.newPage()
    await page.goto(origin + route, { timeout: timeoutMs })
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: timeoutMs })
    const firstPaintMs = Date.now() - spawnedAt
    return { result: { start, firstResponseMs, firstPaintMs }, child, page, origin }
  } catch (error) {
    await stopVite(child)
    throw error
  }
}

export async function measureDevServer(browser: Browser, route: string, title: string, edits = 5): Promise<DevServerResult> {
  const file = path.join(root, 'content', `${route.replace(/^\//, '')}.md`)
  const heading = titlePattern(title)
  const starts: DevStart[] = []
  const cold = await timeStart(browser, 'cold', route, heading)
  starts.push(cold.result)
  await cold.page.close()
  await stopVite(cold.child)
  const warm = await timeStart(browser, 'warm', route, heading)
  starts.push(warm.result)

  const editRuns: number[] = []
  let appended: string | undefined
  const undo = () => appended && undoAppend(file, appended)
  process.once('SIGINT', () => (undo(), process.exit(130)))
  process.once('exit', undo)
  try {
    await warm.page.waitForTimeout(6_000) // let the background compile of every page (for the link check) finish
    for (let run = 0; run < edits; run++) {
      const marker = `bench-marker-${Date.now().toString(36)}-${run}`
      const painted = whenPainted(warm.page, marker)
      appended = `\n\nBenchmark edit ${marker}.\n`
      const editedAt = Date.now()
      writeFileSync(file, readFileSync(file, 'utf8') + appended)
      editRuns.push((await Promise.race([painted, warm.page.waitForTimeout(15_000).then(() => NaN)])) - editedAt)
      undoAppend(file, appended)
      appended = undefined
      await warm.page.waitForTimeout(500) // the undo is an edit too: let it land before the next
    }
  } finally {
    undo()
    await warm.page.close()
    await stopVite(warm.child)
  }
  return { route, file: path.relative(root, file), starts, editRuns, editMedianMs: median(editRuns) }
}

export interface DevStartsResult {
  route: string
  starts: DevStart[]
  /** From the warm start's page, the time to another page's h1 painted, loaded by URL (not a client navigation). */
  secondPageMs: number
}

/** A page of a content tree to open: its route and its front matter's title. */
export interface DevPage {
  route: string
  title: string
}

/**
 * The dev server started on another content folder (DOCS_CONTENT_DIR, as a generated tree is built),
 * cold (empty dependency cache) and warm, each timed to `first`'s h1 painted; then `second` opened by URL
 * on the warm server. For a large site: does a writer wait seconds or minutes before they can read a page?
 */
export async function measureDevStarts(browser: Browser, contentDir: string, first: DevPage, second: DevPage): Promise<DevStartsResult> {
  const env = { DOCS_CONTENT_DIR: contentDir }
  const heading = (page: DevPage) => titlePattern(page.title)
  const starts: DevStart[] = []
  // A large site may take minutes: give each step ten before calling the start failed.
  const timeoutMs = 600_000
  const cold = await timeStart(browser, 'cold', first.route, heading(first), env, timeoutMs)
  starts.push(cold.result)
  await cold.page.close()
  await stopVite(cold.child)
  const warm = await timeStart(browser, 'warm', first.route, heading(first), env, timeoutMs)
  starts.push(warm.result)
  try {
    const openedAt = Date.now()
    await warm.page.goto(warm.origin + second.route, { timeout: timeoutMs })
    await warm.page.getByRole('heading', { level: 1, name: heading(second) }).waitFor({ timeout: timeoutMs })
    return { route: first.route, starts, secondPageMs: Date.now() - openedAt }
  } finally {
    await warm.page.close()
    await stopVite(warm.child)
  }
}
