// Screenshots of a built site's chrome (navbar, footer) in light and dark, desktop and phone, to compare
// two builds by eye: `tsx scripts/chromeScreenshots.ts <dist> <outDir> [route…]`.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { startStaticServer } from '../plugins/staticServer.ts'

const [root, outDir, ...routes] = process.argv.slice(2)
if (!root || !outDir) throw new Error('usage: tsx scripts/chromeScreenshots.ts <dist> <outDir> [route…]')
mkdirSync(outDir, { recursive: true })
const { server, url } = await startStaticServer({ root: path.resolve(root) })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }
for (const route of routes.length ? routes : ['/api/store']) {
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const mode of ['light', 'dark']) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 })
      await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode)
      const page = await context.newPage()
      await page.goto(url + route)
      await page.waitForTimeout(400)
      const name = `${route.replace(/\W+/g, '_')}-${device}-${mode}`
      await page.screenshot({ path: path.join(outDir, `${name}-top.png`) })
      await page
        .locator('footer')
        .first()
        .scrollIntoViewIfNeeded()
        .catch(() => undefined)
      await page.waitForTimeout(200)
      await page.screenshot({ path: path.join(outDir, `${name}-bottom.png`) })
      await context.close()
    }
  }
}
await browser.close()
server.close()
