import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Rolldown } from 'vite'
import { pageChunksOut } from '../../plugins/prerender/pageChunksOut.ts'

// The browser bundle's page chunks are written by the build as soon as they are final and taken out of
// the bundle before Vite's import analysis reads every chunk's code (pageChunksOut.ts). Its hook, run here
// on a bundle as Rolldown hands it over.

const pages = new Set(['/site/docs/a.md', '/site/docs/b.md', '/site/docs/lazy.mdx'])
const chunk = (fileName: string, facadeModuleId: string | null, code: string, imports: string[] = [], css: string[] = []) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId,
    code,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  }) as unknown as Rolldown.OutputChunk

let outDir: string | undefined
afterEach(() => outDir && rmSync(outDir, { recursive: true, force: true }))

function run(enabled: boolean, build: Record<string, unknown> = {}) {
  outDir = mkdtempSync(path.join(tmpdir(), 'page-chunks-out-'))
  const out = pageChunksOut((file) => pages.has(file))
  out.enable(enabled)
  const bundle: Rolldown.OutputBundle = {
    'assets/index-1.js': chunk('assets/index-1.js', '/site/src/main.tsx', 'import "./shared-2.js"', ['assets/shared-2.js']),
    'assets/shared-2.js': chunk('assets/shared-2.js', null, 'export const shared = 1', [], ['assets/shared-3.css']),
    'assets/a-4.js': chunk('assets/a-4.js', '/site/docs/a.md', 'import "./shared-2.js";export default "a – é"', ['assets/shared-2.js']),
    'assets/b-5.js': chunk('assets/b-5.js', '/site/docs/b.md', 'export default "b"'),
    'assets/lazy-6.js': chunk('assets/lazy-6.js', '/site/docs/lazy.mdx', 'import("./x.js").then(__VITE_PRELOAD__)'),
  }
  const context = {
    environment: {
      config: { consumer: 'client', root: '/', base: '/docs/', build: { outDir, write: true, watch: null, sourcemap: false, ...build } },
    },
  }
  const plugin = out.plugin as unknown as {
    generateBundle: (this: unknown, options: unknown, bundle: Rolldown.OutputBundle) => void
  }
  plugin.generateBundle.call(context, {}, bundle)
  return { bundle, taken: out.take(), again: out.take(), outDir }
}

describe('page chunks out', () => {
  it('writes each page chunk as it is and takes it out of the bundle, with every chunk seen for the pages', () => {
    const { bundle, taken, again, outDir } = run(true)
    expect(Object.keys(bundle).sort()).toEqual(['assets/index-1.js', 'assets/lazy-6.js', 'assets/shared-2.js'])
    expect(readFileSync(path.join(outDir, 'assets/a-4.js'), 'utf8')).toBe('import "./shared-2.js";export default "a – é"')
    expect(readFileSync(path.join(outDir, 'assets/b-5.js'), 'utf8')).toBe('export default "b"')
    // A page chunk with Vite's preload marker is left to Vite.
    expect(existsSync(path.join(outDir, 'assets/lazy-6.js'))).toBe(false)
    expect(taken?.written.sort()).toEqual([path.join(outDir, 'assets/a-4.js'), path.join(outDir, 'assets/b-5.js')])
    expect(taken?.chunks.get('/site/docs/a.md')).toEqual({
      url: '/docs/assets/a-4.js',
      imports: ['/docs/assets/shared-2.js'],
      css: ['/docs/assets/shared-3.css'],
    })
    expect(again).toBeUndefined()
  })

  it('leaves the bundle as it is unless the site build turns it on, or when the output is not plain files', () => {
    for (const [enabled, build] of [
      [false, {}],
      [true, { write: false }],
      [true, { watch: {} }],
      [true, { sourcemap: true }],
    ] as const) {
      const { bundle, taken } = run(enabled, build)
      expect(Object.keys(bundle), JSON.stringify(build)).toHaveLength(5)
      expect(taken).toBeUndefined()
    }
  })
})
