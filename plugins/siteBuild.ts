import { rmSync } from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import type { Plugin, Rolldown, UserConfig, ViteBuilder } from 'vite'
import type { DocsPluginApi } from './docs/index.ts'
import type { ResolvedDocsOptions } from './options.ts'
import { collectChunks } from './prerender/clientChunks.ts'
import { importServerEntry, removeServerBundle, serverEnvironment } from './prerender/ssrBuild.ts'
import { prerenderSite } from './prerender/index.ts'
import { startPrecompression, type Precompression } from './prerender/precompress.ts'
import { formatTimings, writeTimings, type BuildTimings } from './prerender/timings.ts'
import { emptyTrash, outputFolderOf, replaceFolder, restoreInterruptedSwap } from './prerender/swapFolder.ts'
import { collectAsHeapGrows, collectBuildGarbage } from './collectGarbage.ts'
import { stopCachingOutputCode } from './outputCodeCache.ts'
import type { PageChunksOut } from './prerender/pageChunksOut.ts'

/**
 * `vite build`, top to bottom (Vite's app builder, `buildApp`):
 *   1. the browser bundle (the docs plugin compiles every page and checks every link first, at its
 *      `buildStart`: a broken link fails the build before anything is bundled);
 *   2. the server bundle of src/entry-server.tsx, in the `ssr` environment, with the same plugin instances
 *      (the pages are compiled once);
 *   3. sitemap, robots.txt, llms.txt and markdown copies, then every route rendered to HTML, then redirect
 *      pages and `_headers` (prerender/index.ts);
 *   4. `.br`/`.gz` next to every text file (prerender/precompress.ts);
 *   5. the finished site swapped in for the output folder.
 * The whole build goes into a staging folder beside the output folder (`dist.building`), which replaces it
 * only at step 5: a failed build leaves the last good site in place. Where the time went goes to the cache
 * folder (timings.ts), not into the site.
 */
export function siteBuildPlugin(
  options: ResolvedDocsOptions & { prerender: { entry: string } },
  docs: DocsPluginApi,
  pageChunks?: PageChunksOut,
): Plugin {
  let finalOutDir: string | undefined
  let stagingDir: string | undefined
  let serverOutDir = ''
  let startedAt = Date.now()
  let appBuild = false
  // Earlier builds' output folders, moved aside at their end (swapFolder.ts): removed while this one works.
  let trashDir: string | undefined
  /** The browser bundle's collections as its chunks render (renderStart makes it). */
  let collectWhileRendering: (() => void) | undefined
  let trashEmptied: Promise<void> = Promise.resolve()

  return {
    name: 'docs:site-build',
    apply: 'build',
    sharedDuringBuild: true,

    config(user: UserConfig) {
      startedAt = Date.now()
      const root = path.resolve(user.root ?? process.cwd())
      const cacheDir = path.resolve(root, user.cacheDir ?? 'node_modules/.vite')
      serverOutDir = path.join(cacheDir, `prerender-${randomUUID()}`)
      const entry = path.resolve(root, options.prerender.entry)
      const config: UserConfig = {
        // One configuration and one set of plugin instances for both bundles.
        builder: { sharedConfigBuild: true },
        environments: { ssr: serverEnvironment(user, entry, serverOutDir) },
      }
      finalOutDir = stagingDir = undefined
      if (user.build?.watch || user.build?.write === false) return config
      finalOutDir = outputFolderOf(path.resolve(root, user.build?.outDir ?? 'dist'))
      stagingDir = `${finalOutDir}.building`
      restoreInterruptedSwap(finalOutDir) // a build killed between the swap's two renames left no output folder
      removeFolder(stagingDir) // left over from a build that was killed
      trashDir = path.join(cacheDir, 'old-output')
      trashEmptied = emptyTrash(trashDir)
      // Vite gzips every chunk to print its size (a 10,000-page site: 10,000 chunks gzipped for the log);
      // precompress.ts writes the `.gz` of every file anyway. A site that wants the column sets it.
      const reportCompressedSize = user.build?.reportCompressedSize ?? false
      return { ...config, build: { outDir: stagingDir, emptyOutDir: true, reportCompressedSize } }
    },

    buildApp: {
      order: 'pre',
      async handler(builder) {
        appBuild = true
        try {
          await buildSite(builder)
        } catch (error) {
          removeFolder(stagingDir)
          const where = finalOutDir ? ` (${path.relative(builder.config.root, finalOutDir) || '.'} is left as it was)` : ''
          throw new Error(`The build failed${where}: ${(error as Error).message}`, { cause: error })
        } finally {
          removeServerBundle(serverOutDir)
          // A watched browser bundle rebuilds from the pages kept (and their bodies): not the build's end.
          if (!builder.environments.client.config.build.watch) docs.endBuild()
          appBuild = false
        }
        await trashEmptied
        if (finalOutDir && stagingDir) replaceFolder(finalOutDir, stagingDir, trashDir)
      },
    },

    // The browser bundle's modules are transformed: what the transforms made (each page's module code, the
    // search index's records of every page) is garbage, and the chunks' rendering, where the bundler's native
    // memory grows most, would otherwise find it still in the heap. Collected first. And the chunks' code
    // read by the output hooks is not kept to the build's end (outputCodeCache.ts).
    renderStart() {
      if (!appBuild || this.environment.name !== 'client') return
      collectBuildGarbage()
      stopCachingOutputCode(this)
      collectWhileRendering = collectAsHeapGrows()
    },

    // And as the chunks render: each renderChunk hook (this one too) is handed the chunk's code as a fresh
    // string, garbage that grew the heap by ~400 MB at 10,000 pages while the bundler's native memory rose
    // to its peak (collectAsHeapGrows: never on a site of a hundred pages).
    renderChunk() {
      if (appBuild && this.environment.name === 'client') collectWhileRendering?.()
      return null
    },

    // The browser bundle's chunks are rendered and minified: the strings their renderChunk hooks made
    // (each page's chunk with its body filled in) are garbage, and V8 had not collected them when Vite's
    // generateBundle hooks and the writing piled on, the build's peak. Collected first.
    generateBundle: {
      order: 'pre',
      handler() {
        if (appBuild && this.environment.name === 'client') collectBuildGarbage()
      },
    },

    // `build()` (Vite's one-environment API) builds the browser bundle only: no pages to prerender, but the
    // output still replaces the output folder.
    closeBundle() {
      if (appBuild || this.environment.name !== 'client' || !finalOutDir || !stagingDir) return
      this.environment.logger.warn('prerender: skipped (only `vite build` or createBuilder().buildApp() prerenders)')
      docs.endBuild()
      replaceFolder(finalOutDir, stagingDir)
    },
  }

  async function buildSite(builder: ViteBuilder) {
    const { client } = builder.environments
    const { config } = builder
    const timings = { startedAt, processStartMs: Math.round(startedAt - (Date.now() - process.uptime() * 1000)) } as BuildTimings

    // Each page's chunk is written as soon as it is final, out of the bundle (pageChunksOut.ts).
    pageChunks?.enable(true)
    let clientOutput: Awaited<ReturnType<ViteBuilder['build']>>
    try {
      clientOutput = await builder.build(client)
    } finally {
      pageChunks?.enable(false)
    }
    const pagesOut = pageChunks?.take()
    if (client.config.build.watch) {
      // Rebuilds would find the shared plugins in the middle of another bundle: prerender with `npm run build`.
      config.logger.warn('prerender: skipped in watch mode (the output folder holds the browser bundle only)')
      return
    }
    const outDir = path.resolve(config.root, client.config.build.outDir)
    const compile = docs.getCompileTiming() ?? { startedAt, ms: 0 }
    timings.compileStartMs = compile.startedAt - startedAt
    timings.compileMs = compile.ms
    timings.clientBuildMs = Date.now() - startedAt
    if (!client.config.build.write) return
    const clientBundle = bundleOf(clientOutput)
    // The page chunks taken out of the bundle are in the chunks seen before.
    const chunks = pagesOut?.chunks ?? collectChunks(clientBundle, config.base)
    const written = Object.keys(clientBundle)
      .filter((name) => !name.endsWith('.html'))
      .map((name) => path.join(outDir, name))
      .concat(pagesOut?.written ?? [])
    // The output's code stays in the bundler's memory for as long as the output is referenced, every page's
    // chunk (body included) through the server bundle and the render: let go now, what is read of it is above.
    // (The bundle its generateBundle hooks were handed still refers to the same data until it is collected,
    // which the collection before the server bundle sees to.)
    releaseOutput(clientOutput)
    // Compressing starts now, beside the server bundle and the render: the browser bundle's files are final
    // (its index.html is not: the home page is rendered over it).
    const precompression = startPrecompression(outDir)
    try {
      precompression.add(written)
      await prerenderAndCompress(builder, timings, outDir, chunks, precompression)
    } catch (error) {
      precompression.stop()
      throw error
    }
  }

  async function prerenderAndCompress(
    builder: ViteBuilder,
    timings: BuildTimings,
    outDir: string,
    chunks: ReturnType<typeof collectChunks>,
    precompression: Precompression,
  ) {
    const { ssr } = builder.environments
    const { config } = builder
    // The browser bundle's output is garbage now: collected before the server bundle's memory adds to the
    // bundler's (~35 MB).
    collectBuildGarbage()

    const serverStart = Date.now()
    await builder.build(ssr)
    const server = await importServerEntry(serverOutDir)
    timings.serverBundleMs = Date.now() - serverStart
    // And the server bundle's, before the rendered pages' memory adds to both bundles' (~18 MB).
    collectBuildGarbage()

    const rendered = await prerenderSite({
      outDir,
      base: config.base,
      options,
      docs,
      server,
      chunks,
      warn: (message) => config.logger.warn(message),
      onPageWritten: (file) => precompression.add([file]),
      serverEntryFile: path.join(serverOutDir, 'entry-server.mjs'),
    })
    timings.renderMs = rendered.renderMs

    // Last, once every text file is written, what is left to compress (most pages are done by now): hosts
    // and `npm run preview` send these as they are.
    const compressStart = Date.now()
    await precompression.finish()
    timings.compressMs = Date.now() - compressStart
    timings.writeMs = rendered.writeMs + timings.compressMs
    timings.pages = rendered.pages
    timings.compiles = docs.getCompileCount()
    timings.prerenderMs = Date.now() - serverStart
    timings.totalMs = Date.now() - startedAt
    writeTimings(config.cacheDir, timings)
    config.logger.info(formatTimings(timings))
  }
}

/** The output files by name, as a bundle hook sees them. */
function bundleOf(output: Awaited<ReturnType<ViteBuilder['build']>>): Rolldown.OutputBundle {
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((one) => ('output' in one ? one.output : []))
  return Object.fromEntries(outputs.map((file) => [file.fileName, file]))
}

/**
 * Frees the native memory behind a bundle's output (Rolldown's `freeExternalMemory`, which calls this
 * method of the output: rolldown/experimental, not a dependency of the site). Reading the output after
 * this throws.
 */
export function releaseOutput(output: Awaited<ReturnType<ViteBuilder['build']>>): boolean {
  let freed = true
  for (const one of Array.isArray(output) ? output : [output]) {
    const release = (one as { [externalMemoryHandle]?: (keepDataAlive: boolean) => { freed: boolean } })[externalMemoryHandle]
    freed = release?.call(one, false).freed === true && freed
  }
  return freed
}
const externalMemoryHandle = '__rolldown_external_memory_handle__'

function removeFolder(folder: string | undefined) {
  if (folder) rmSync(folder, { recursive: true, force: true })
}
