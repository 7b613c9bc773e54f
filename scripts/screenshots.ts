// `npm run screenshots`: the home page, a doc page and a phone-width page in both colour modes, as PNGs in
// artifacts/ (not committed) for a person to look at, taken in Debian's Chromium from dist/ (run
// `npm run build` first). It checks nothing: the end-to-end tests do that.
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { launchBrowser } from '../bench/lib/browser.ts'
import { startStaticServer } from '../plugins/staticServer.ts'

const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(root, 'dist')
const artifacts = path.join(root, 'artifacts')
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/ has no site: run `npm run build` first')
  process.exit(1)
}

const { server, url } = await startStaticServer({ root: dist })
const browser = await launchBrowser()
mkdirSync(artifacts, { recursive: true })
const save = async (page: Page, name: string) => {
  const file = path.join(artifacts, `${name}.png`)
  await page.screenshot({ path: file, fullPage: false })
  console.log(path.relative(root, file))
}

try {
  for (const theme of ['light', 'dark']) {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 800 } })
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme)
    const page = await context.newPage()
    await page.goto('/')
    await save(page, `theme-home-${theme}`)
    await page.goto('/tutorials/essentials/part-3-data-flow')
    // A highlighted code line in view, with some prose above it.
    await page.evaluate(() =>
      window.scrollTo(0, document.querySelector('.line.highlighted')!.getBoundingClientRect().top + window.scrollY - 400),
    )
    await page.waitForTimeout(100)
    await save(page, `theme-doc-${theme}`)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/api/store')
    await save(page, `theme-phone-${theme}`)
    await context.close()
  }
} finally {
  await browser.close()
  server.close()
}
