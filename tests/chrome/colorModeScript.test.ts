import { readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { resolveDocsOptions } from '../../plugins/options.ts'
import { applyColorModeScript, ColorModeScriptError } from '../../plugins/chrome/colorModeScript.ts'

// index.html's inline script as the colorMode and announcementBar options rewrite it, run before the first
// paint against a fake document, storage and system preference.

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8')
const site = { title: 'Docs', url: 'https://docs.example.org' }
const htmlFor = (input: Record<string, unknown>) => applyColorModeScript(indexHtml, resolveDocsOptions({ site, ...input }))

/** Runs the page's inline script; returns the attributes it leaves on <html>. */
function run(html: string, { stored = {}, systemDark = false }: { stored?: Record<string, string>; systemDark?: boolean } = {}) {
  const attributes: Record<string, string> = { 'data-theme': html.match(/<html[^>]*data-theme="(\w+)"/)![1] }
  const script = html.match(/<script>([\s\S]*?)<\/script>/)![1]
  runInNewContext(script, {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark }),
    document: {
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
      addEventListener: () => undefined,
    },
    window: {},
  })
  return attributes
}

describe('the colour mode script', () => {
  it('is left exactly as written for the defaults (this site: its CSP hash and bytes unchanged)', () => {
    expect(htmlFor({})).toBe(indexHtml)
  })

  it('starts dark with defaultMode dark, with or without the script, and keeps a reader’s choice', () => {
    const html = htmlFor({ colorMode: { defaultMode: 'dark' } })
    expect(html).toContain('<html lang="en" data-theme="dark">')
    expect(run(html)['data-theme']).toBe('dark')
    expect(run(html, { stored: { theme: 'light' } })['data-theme']).toBe('light')
    expect(run(html, { systemDark: false })['data-theme']).toBe('dark')
  })

  it('follows the system without a choice with respectPrefersColorScheme, and ignores choices without a switch', () => {
    const respecting = htmlFor({ colorMode: { respectPrefersColorScheme: true } })
    expect(run(respecting, { systemDark: true })['data-theme']).toBe('dark')
    expect(run(respecting, { systemDark: false })['data-theme']).toBe('light')
    expect(run(respecting, { systemDark: true, stored: { theme: 'light' } })['data-theme']).toBe('light')
    const fixed = htmlFor({ colorMode: { defaultMode: 'dark', disableSwitch: true } })
    expect(run(fixed, { stored: { theme: 'light' } })['data-theme']).toBe('dark')
  })

  it('marks <html> before the first paint when the reader closed this announcement, not an older one', () => {
    const html = htmlFor({ announcementBar: { id: 'v2', content: 'New' } })
    expect(run(html, { stored: { 'announcement.dismissed': 'v2' } })).toHaveProperty('data-announcement-dismissed')
    expect(run(html, { stored: { 'announcement.dismissed': 'v1' } })).not.toHaveProperty('data-announcement-dismissed')
    expect(htmlFor({ announcementBar: { id: 'v2', content: 'New', isCloseable: false } })).toBe(indexHtml)
  })

  it('refuses an index.html whose script is not the one it rewrites, rather than leave the mode unapplied', () => {
    const options = resolveDocsOptions({ site, colorMode: { defaultMode: 'dark' } })
    expect(() => applyColorModeScript(indexHtml.replace("getItem('theme')", "getItem('mode')"), options)).toThrow(ColorModeScriptError)
  })
})
