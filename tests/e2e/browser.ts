import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core'
import { inject } from 'vitest'

export const baseUrl = () => inject('baseUrl')
export const artifactsDir = path.resolve(import.meta.dirname, '../../artifacts')

/** Debian's Chromium, headless, with the flags this sandboxed, offline machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  })
}

/** A fresh page whose console errors and failed requests are collected for assertions. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: baseUrl(), ...options })
  const page = await context.newPage()
  const consoleMessages: { type: string; text: string }[] = []
  page.on('console', (message) => consoleMessages.push({ type: message.type(), text: message.text() }))
  page.on('pageerror', (error) => consoleMessages.push({ type: 'pageerror', text: error.message }))
  return { context, page, consoleMessages }
}

/** Saves a screenshot under artifacts/ (not committed) for a person to look at. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(artifactsDir, { recursive: true })
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: false })
}
