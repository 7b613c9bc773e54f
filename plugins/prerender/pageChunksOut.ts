import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { collectAsHeapGrows, collectBuildGarbage } from '../collectGarbage.ts'
import { collectChunks, type ClientChunks } from './clientChunks.ts'

// The browser bundle's page chunks, written by the build itself as soon as their code is final, and taken
// out of the bundle before Vite's own output hooks. Vite's import analysis reads every chunk's code in its
// generateBundle hook (looking for its preload marker, which a page chunk has not), and Rolldown keeps each
// string a hook reads for the length of that hook: on a 10,000-page site every page's chunk at once, the
// build's peak memory, while the bundler still held the same code natively. Here each chunk's code is read,
// written and let go one after the other, and the bundler drops the chunks taken out of its bundle. Their
// names are the bundler's (its hashes) and their bytes the same: nothing after this hook changes a page's
// chunk (a chunk with the preload marker is left in the bundle, for Vite).
//
// The strings the chunks' code is read as are not collected young: only a full collection frees them. At
// 10,000 pages they piled up by ~160 MB in this hook, on top of ~180 MB the output hooks before it had left,
// and the heap stood at 680 MB (642 MB in use) as the bundle was written, the build's peak. So the build
// collects here: before the chunks are read, as the heap grows while they are, and after.

export interface PageChunksOut {
  /** Runs after Vite's CSS hooks (`enforce: 'post'`), before its import analysis and the writing. */
  plugin: Plugin
  /**
   * The browser bundle's chunks as this hook saw them (every chunk, pages too), and the page chunks it
   * wrote; undefined when it took none out (another kind of build). Read once per build.
   */
  take(): { chunks: ClientChunks; written: string[] } | undefined
  /** Whether the browser bundle built next has its page chunks taken out (the site's build turns it on for its own). */
  enable(on: boolean): void
}

/** `isPage`: whether a chunk's module (an absolute path) is a markdown page. */
export function pageChunksOut(isPage: (file: string) => boolean): PageChunksOut {
  let taken: { chunks: ClientChunks; written: string[] } | undefined
  let active = false
  return {
    enable: (on) => void (active = on),
    take() {
      const result = taken
      taken = undefined
      return result
    },
    plugin: {
      name: 'docs:page-chunks-out',
      apply: 'build',
      enforce: 'post',
      sharedDuringBuild: true,
      generateBundle(_options, bundle) {
        const { config } = this.environment
        if (!active || config.consumer !== 'client' || !config.build.write || config.build.watch || config.build.sourcemap) return
        const outDir = path.resolve(config.root, config.build.outDir)
        collectBuildGarbage()
        const collectAsNeeded = collectAsHeapGrows()
        const chunks = collectChunks(bundle, config.base)
        const written: string[] = []
        const folders = new Set<string>()
        for (const [fileName, output] of Object.entries(bundle)) {
          collectAsNeeded()
          if (output.type !== 'chunk' || !output.facadeModuleId || !isPage(output.facadeModuleId)) continue
          const code = output.code
          if (code.includes('__VITE_PRELOAD__')) continue
          const file = path.join(outDir, fileName)
          const folder = path.dirname(file)
          if (!folders.has(folder)) mkdirSync(folder, { recursive: true })
          folders.add(folder)
          writeFileSync(file, code)
          written.push(file)
          delete bundle[fileName]
        }
        taken = { chunks, written }
        collectBuildGarbage()
      },
    },
  }
}
