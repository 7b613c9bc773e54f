import path from 'node:path'
import { readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext } from 'playwright-core'
import { closeServer, launchBrowser, openPage } from './browser.ts'
import { startStaticServer } from '../../plugins/staticServer.ts'
import { buildFixture, warningLogger } from '../buildFixture.ts'
import { fixtureRoot } from '../helpers.ts'

// Issue 28: media under the strict Content-Security-Policy. The fixture Docusaurus site's media pages
// (an image from another host in markdown and in JSX, a JSX iframe, an embed sized by a style attribute,
// a thumbnail whose image is a background-image style) are built as a Docusaurus site (the `docusaurus`
// option, tests/fixtures/docusaurus-media: its pages are MDX, its frames from other hosts allowed) and
// served WITH the _headers the build wrote: not one violation, and the embed at its real size.
// Other hosts are answered by the test itself (the machine is offline), after the policy let them through.

const mediaDocs = path.resolve(import.meta.dirname, '../fixtures/docusaurus-site/docs/media')
const mediaSite = path.resolve(import.meta.dirname, '../fixtures/docusaurus-media')
const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

let browser: Browser
let server: Server
let url: string
let outDir: string
const warnings: string[] = []

beforeAll(async () => {
  const logger = warningLogger(warnings)
  outDir = await buildFixture({
    contentDir: mediaDocs,
    docs: {
      docusaurus: { siteDir: mediaSite },
      staticDirs: [path.join(fixtureRoot, 'public')],
      sidebar: 'auto',
      csp: { imgHosts: ['avatars.example.com'] },
    },
    search: { algolia: false },
    prerender: { siteUrl: 'https://docs.example.org' },
    logger,
  })
  ;({ server, url } = await startStaticServer({ root: outDir }))
  browser = await launchBrowser()
}, 240_000)
afterAll(async () => {
  await browser?.close()
  await closeServer(server)
})

/** Answers every request to another host: an image for images, a small page for frames. */
async function answerOtherHosts(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.request().resourceType() === 'image'
      ? route.fulfill({ contentType: 'image/png', body: pixel })
      : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' }),
  )
}

describe('media under the Content-Security-Policy', () => {
  it('the policy lists the hosts and style hashes the page uses, with no unsafe-inline', () => {
    const policy = readFileSync(path.join(outDir, '_headers'), 'utf8').match(/Content-Security-Policy: (.*)/)![1]
    expect(policy).toMatch(/img-src 'self' data: [^;]*https:\/\/img\.example\.com/)
    expect(policy).toMatch(/img-src [^;]*https:\/\/cdn\.example\.net [^;]*https:\/\/i\.ytimg\.com[^;]*https:\/\/avatars\.example\.com/)
    expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com[^;]*https:\/\/player\.vimeo\.com/)
    expect(policy).toMatch(/style-src 'self' 'unsafe-hashes' 'sha256-/)
    expect(policy).not.toContain('unsafe-inline')
    // Allowed, and said: the JSX image at its line, the other sites' images, the frame host beyond the defaults.
    expect(warnings.join('\n')).toMatch(
      /embeds\.md:13:1 {2}MDX: <img>: Image https:\/\/cdn\.example\.net\/photo\.png comes from another site/,
    )
    expect(warnings.join('\n')).toMatch(/images from 3 other sites/)
    expect(warnings.filter((warning) => warning.includes('outside markdown.iframeHosts'))).toEqual([
      expect.stringContaining('https://player.vimeo.com (/embeds)'),
    ])
  })

  it('shows the page with no violation, the embed at its real size and the thumbnail with its image', async () => {
    const { context, page, consoleMessages } = await openPage(browser, { baseURL: url, viewport: { width: 1280, height: 900 } })
    await answerOtherHosts(context)
    await context.addInitScript(() => {
      const seen: string[] = ((window as unknown as { violations: string[] }).violations = [])
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
    })
    const response = await page.goto('/embeds')
    expect(response?.headers()['content-security-policy']).toContain("'unsafe-hashes'")
    await page.locator('.embed iframe').waitFor()

    const embed = (await page.locator('.embed iframe').boundingBox())!
    expect(embed.width).toBeGreaterThan(400)
    expect(embed.height).toBeCloseTo((embed.width * 9) / 16, 0)
    const thumbnail = page.locator('.video-thumbnail')
    expect(await thumbnail.boundingBox()).toMatchObject({ width: 480, height: 270 })
    expect(await thumbnail.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('i.ytimg.com')
    await expect
      .poll(() => page.locator('img[alt="A photo from another host"]').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1)

    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([])
    expect(consoleMessages.filter((message) => /Content Security Policy|pageerror/i.test(`${message.type} ${message.text}`))).toEqual([])
  })
})
