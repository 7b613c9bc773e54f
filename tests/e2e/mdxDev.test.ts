import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ViteDevServer } from 'vite'
import type { Browser, Page } from 'playwright-core'
import { serveFixture } from '../buildFixture.ts'
import { makeMdxContent } from '../mdxFixture.ts'
import { launchBrowser } from './browser.ts'

// The dev server on a copy of the MDX fixture (tests/mdxFixture.ts), a content folder inside the project:
// editing an MDX page, a component it imports or a partial updates the open page without a reload, and a
// page added is served. The folder is watched by the docs plugin's folder watcher, not Vite's.

let content: ReturnType<typeof makeMdxContent>
let server: ViteDevServer
let browser: Browser
let page: Page
let baseUrl: string

beforeAll(async () => {
  content = makeMdxContent()
  server = await serveFixture({ contentDir: content.contentDir })
  baseUrl = server.resolvedUrls!.local[0].replace(/\/$/, '')
  browser = await launchBrowser()
  page = await browser.newPage()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  content?.remove()
})

const file = (name: string) => path.join(content.contentDir, name)
const edit = (name: string, change: (source: string) => string) => writeFileSync(file(name), change(readFileSync(file(name), 'utf8')))
const sameDocument = () => page.evaluate(() => (window as unknown as { marker?: string }).marker)

describe('dev server with MDX pages', () => {
  it('renders the MDX page with its components', async () => {
    await page.goto(`${baseUrl}/mdx/components`)
    await page.getByRole('heading', { level: 1, name: 'MDX Components' }).waitFor({ timeout: 30_000 })
    await page.locator('button.fixture-counter', { hasText: 'Pressed 2 times' }).waitFor()
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'))
  })

  it('updates the open page when the MDX page changes, without a reload', async () => {
    edit('mdx/components.mdx', (source) => source + '\nA paragraph written with <Badge tone="new">a fresh badge</Badge>.\n')
    await page.getByText('a fresh badge').waitFor({ timeout: 15_000 })
    expect(await sameDocument()).toBe('same document')
  })

  it('updates the open page when a component it imports changes, without a reload', async () => {
    edit('src/components/Counter.jsx', (source) => source.replace('times', 'clicks'))
    await page.locator('button.fixture-counter', { hasText: /Pressed \d+ clicks/ }).waitFor({ timeout: 15_000 })
    expect(await sameDocument()).toBe('same document')
  })

  it('updates the open page when a partial it imports changes, without a reload', async () => {
    edit('_partials/_install.mdx', (source) => source.replace('Run the installer', 'Run the new installer'))
    await page.getByText('Run the new installer').waitFor({ timeout: 15_000 })
    expect(await sameDocument()).toBe('same document')
  })

  it("watches the folder with the docs plugin's watcher, not Vite's (which stats and watches each file), and serves a page added to it", async () => {
    const projectRoot = path.resolve(import.meta.dirname, '../..')
    expect(isInside(content.contentDir, projectRoot)).toBe(true)
    const watchedByVite = Object.keys(server.watcher.getWatched())
    // Vite's watcher still has the project's own files.
    expect(watchedByVite).toContain(path.join(projectRoot, 'src'))
    expect(watchedByVite.filter((folder) => folder === content.contentDir || isInside(folder, content.contentDir))).toEqual([])
    mkdirSync(file('added'))
    writeFileSync(file('added/fresh.md'), '# A Freshly Added Page\n\nWritten while the server runs.\n')
    await expect
      .poll(
        async () => {
          await page.goto(`${baseUrl}/added/fresh`)
          return page.getByRole('heading', { level: 1, name: 'A Freshly Added Page' }).isVisible()
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true)
  })
})

const isInside = (file: string, folder: string) => file.startsWith(folder + path.sep)
