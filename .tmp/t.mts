import { chromium } from 'playwright-core'
import { startStaticServer } from '/work/wt/readers/plugins/staticServer.ts'
const { server, url } = await startStaticServer({ root: '/work/wt/readers/dist' })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const context = await browser.newContext({ baseURL: url })
const page = await context.newPage()
for (const p of ['/api/store', '/api/store']) {
  const t0 = Date.now()
  await page.goto(p)
  const t1 = Date.now()
  await page.waitForFunction(() => { const els = document.querySelectorAll('#root *'); return els.length > 0 && [...els].every((e) => Object.keys(e).some((k) => k.startsWith('__reactFiber$'))) }, undefined, { timeout: 20000 }).catch(e => console.log('timeout'))
  console.log('load', t1 - t0, 'hydrated', Date.now() - t1)
  const notOwned = await page.evaluate(() => [...document.querySelectorAll('#root *')].filter((e) => !Object.keys(e).some((k) => k.startsWith('__reactFiber$'))).slice(0, 5).map((e) => e.outerHTML.slice(0, 100)))
  console.log(notOwned)
}
await browser.close(); server.close()
