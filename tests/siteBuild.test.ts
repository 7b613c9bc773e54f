import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import type { UserConfig } from 'vite'
import type { DocsPluginApi } from '../plugins/docs/index.ts'
import { releaseOutput, siteBuildPlugin } from '../plugins/siteBuild.ts'

// The browser bundle's output is let go once its chunk list is read (siteBuild.ts): its code, every page's
// chunk, would otherwise stay in the bundler's native memory through the server bundle and the render.

let folder: string | undefined
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true })
  folder = undefined
})

describe('releaseOutput', () => {
  it("frees the bundler's memory behind an output: its code can no longer be read", async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'release-output-'))
    const entry = path.join(folder, 'entry.js')
    writeFileSync(entry, `export const page = ${JSON.stringify('x'.repeat(1000))}\n`)
    // Rolldown as Vite runs it.
    const fromVite = createRequire(createRequire(import.meta.url).resolve('vite'))
    const { rolldown } = (await import(pathToFileURL(fromVite.resolve('rolldown')).href)) as typeof import('rolldown')
    const bundle = await rolldown({ input: entry })
    const output = await bundle.generate()
    await bundle.close()
    const [chunk] = output.output
    expect(releaseOutput([output])).toBe(true)
    expect(() => chunk.code).toThrow()
    // Once only.
    expect(releaseOutput([output])).toBe(false)
  })
})

describe("the browser bundle's report", () => {
  const configOf = (build: { reportCompressedSize?: boolean }) => {
    folder = mkdtempSync(path.join(tmpdir(), 'site-build-config-'))
    const plugin = siteBuildPlugin(
      { prerender: { entry: 'src/entry-server.tsx' } } as Parameters<typeof siteBuildPlugin>[0],
      {} as DocsPluginApi,
    )
    const config = plugin.config as (user: UserConfig) => UserConfig
    return config({ root: folder, cacheDir: path.join(folder, 'cache'), build: { outDir: path.join(folder, 'dist'), ...build } })
  }

  it('leaves out the gzip size of each chunk unless the site asks for it', () => {
    expect(configOf({}).build?.reportCompressedSize).toBe(false)
    expect(configOf({ reportCompressedSize: true }).build?.reportCompressedSize).toBe(true)
  })
})
