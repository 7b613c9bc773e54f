import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import type { Plugin } from 'rolldown'
import { stopCachingOutputCode } from '../plugins/outputCodeCache.ts'

// Rolldown as Vite runs it: the cache is a detail of its JavaScript side, which a Rolldown upgrade may
// move; this fails then, rather than the build quietly keeping every page's chunk in its heap again.
async function viteRolldown() {
  const fromVite = createRequire(createRequire(import.meta.url).resolve('vite'))
  return (await import(pathToFileURL(fromVite.resolve('rolldown')).href)) as typeof import('rolldown')
}

let folder: string | undefined
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true })
  folder = undefined
})

/** Bundles an entry with a lazily imported page, `plugin` beside it; returns the written chunks' code by name. */
async function bundleWith(plugin: Plugin) {
  folder = mkdtempSync(path.join(tmpdir(), 'output-code-cache-'))
  writeFileSync(path.join(folder, 'entry.js'), `export const load = () => import('./page.js')\n`)
  writeFileSync(path.join(folder, 'page.js'), `export const body = ${JSON.stringify('text '.repeat(200))}\n`)
  const { rolldown } = await viteRolldown()
  const bundle = await rolldown({ input: path.join(folder, 'entry.js'), plugins: [plugin] })
  const { output } = await bundle.write({ dir: path.join(folder, 'out') })
  await bundle.close()
  return new Map(output.flatMap((item) => (item.type === 'chunk' ? [[item.name, item.code]] : [])))
}

type CacheHolder = { data?: { outputCodeCache?: Map<string, unknown> | null } }

describe('stopCachingOutputCode', () => {
  it("keeps no chunk's code read by an output hook, and the code read and changed is still the output", async () => {
    const seen: { stopped?: boolean; cachedAfterReads?: number; cachedBefore?: number } = {}
    const code = await bundleWith({
      name: 'reads-every-chunk',
      renderStart() {
        seen.stopped = stopCachingOutputCode(this)
      },
      generateBundle(_options, bundle) {
        for (const item of Object.values(bundle)) if (item.type === 'chunk') void item.code.length
        const page = Object.values(bundle).find((item) => item.type === 'chunk' && item.name === 'page')
        if (page?.type === 'chunk') page.code = `/* read and changed */\n${page.code}`
        seen.cachedAfterReads = (this as CacheHolder).data?.outputCodeCache?.size ?? 0
      },
    })
    expect(seen.stopped).toBe(true)
    expect(seen.cachedAfterReads).toBe(0)
    expect(code.get('page')).toMatch(/^\/\* read and changed \*\/\n/)
    expect(code.get('page')).toContain('text text')
  })

  it("is what keeps them: without it, Rolldown holds every chunk's code an output hook read", async () => {
    let cached = 0
    await bundleWith({
      name: 'reads-every-chunk',
      generateBundle(_options, bundle) {
        for (const item of Object.values(bundle)) if (item.type === 'chunk') void item.code.length
        cached = (this as CacheHolder).data?.outputCodeCache?.size ?? 0
      },
    })
    expect(cached).toBe(2)
  })

  it('changes nothing where there is no such cache', () => {
    const context = { data: {} }
    expect(stopCachingOutputCode(context)).toBe(false)
    expect(context).toEqual({ data: {} })
    expect(stopCachingOutputCode({})).toBe(false)
  })
})
