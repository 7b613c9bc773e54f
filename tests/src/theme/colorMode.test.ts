import { readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { setColorMode, storageKey } from '../../../src/theme/colorMode.ts'

const indexHtml = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8')
const inlineScripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1])

/** Runs index.html's inline script against a fake document and storage; returns the theme it leaves. */
function runHeadScript(stored: string | null | Error): string | undefined {
  const attributes: Record<string, string> = { 'data-theme': 'light' }
  runInNewContext(inlineScripts[0], {
    localStorage: {
      getItem: (key: string) => {
        if (stored instanceof Error) throw stored
        return key === storageKey ? stored : null
      },
    },
    document: {
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
      addEventListener: () => undefined,
    },
    window: {},
  })
  return attributes['data-theme']
}

describe('colour mode before the first paint (the inline script in index.html)', () => {
  it('is a single static inline script with no inline event handlers (a CSP allows it by its hash)', () => {
    expect(inlineScripts).toHaveLength(1)
    expect(indexHtml).not.toMatch(/\son[a-z]+\s*=/i)
    expect(indexHtml).toMatch(/<html[^>]*\sdata-theme="light"/)
  })

  it('applies the stored choice, and stays light otherwise, whatever the OS prefers', () => {
    expect(runHeadScript('dark')).toBe('dark')
    expect(runHeadScript('light')).toBe('light')
    expect(runHeadScript(null)).toBe('light')
    expect(runHeadScript('purple')).toBe('light')
    expect(runHeadScript(new Error('SecurityError: storage is disabled'))).toBe('light')
  })
})

describe('setColorMode', () => {
  function fakeStorage() {
    const items = new Map<string, string>()
    return { items, storage: { setItem: (key: string, value: string) => void items.set(key, value) } as Storage }
  }

  it('sets data-theme and stores the choice under the key the inline script reads', () => {
    const root = { dataset: {} } as HTMLElement
    const { items, storage } = fakeStorage()
    setColorMode('dark', root, storage)
    expect(root.dataset.theme).toBe('dark')
    expect(items.get(storageKey)).toBe('dark')
    expect(runHeadScript(items.get(storageKey)!)).toBe('dark')
  })

  it('still switches the page when storage throws', () => {
    const root = { dataset: {} } as HTMLElement
    const storage = {
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    } as unknown as Storage
    setColorMode('dark', root, storage)
    expect(root.dataset.theme).toBe('dark')
  })
})
