import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin, PluginOption, ResolvedConfig, UserConfig } from 'vite'
import type { DocsPluginApi } from '../docs/index.ts'
import type { ResolvedDocsOptions } from '../options.ts'
import { buildServerEntry, flattenPlugins } from './ssrBuild.ts'
import { collectChunks, type ClientChunks } from './clientChunks.ts'
import { prerenderRoutes } from './renderRoutes.ts'
import { writeSeoFiles } from '../seo/index.ts'
import { pageHeaderNeeds, writeHeadersFile } from './headers.ts'
import { formatTimings, writeTimings, type BuildTimings } from './timings.ts'
import { precompressFolder } from './precompress.ts'
import { fileInside } from './outputPath.ts'
import { duplicateIds } from './duplicateIds.ts'
import { outputFolderOf, replaceFolder, restoreInterruptedSwap } from './swapFolder.ts'
import { collectGarbage } from '../collectGarbage.ts'
import { writeRedirects } from '../redirects/redirectFiles.ts'

/**
 * After the client build, renders every route to its own HTML file (react-dom/static over the real app),
 * then writes sitemap.xml, robots.txt, llms.txt, each page's markdown copy, and `_headers` with the
 * Content-Security-Policy. The pages come from the docs plugin; where the build's time went goes to
 * the cache folder (timings.ts), not into the site.
 *
 * The whole build goes into a staging folder beside the output folder (`dist.building`), which replaces
 * the output folder only once every page is rendered: a failed build leaves the last good site in place.
 */
export function prerenderPlugin(options: ResolvedDocsOptions & { prerender: { entry: string } }, docs: DocsPluginApi): Plugin {
  const { site } = options
  let userConfig: UserConfig
  let config: ResolvedConfig
  let startedAt = Date.now()
  let chunks: ClientChunks | undefined
  let self: Plugin
  // The output folder the user asked for, and the staging folder the build writes into instead.
  let finalOutDir: string | undefined
  let stagingDir: string | undefined
  const dropStaging = () => {
    if (stagingDir) rmSync(stagingDir, { recursive: true, force: true })
  }

  return (self = {
    name: 'prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,

    config(user) {
      userConfig = user
      startedAt = Date.now()
      finalOutDir = stagingDir = undefined
      if (user.build?.watch || user.build?.write === false) return
      finalOutDir = outputFolderOf(path.resolve(user.root ?? process.cwd(), user.build?.outDir ?? 'dist'))
      stagingDir = `${finalOutDir}.building`
      restoreInterruptedSwap(finalOutDir) // a build killed between the swap's two renames left no output folder
      dropStaging() // left over from a build that was killed
      return { build: { outDir: stagingDir, emptyOutDir: true } }
    },

    configResolved(resolved) {
      config = resolved
    },

    generateBundle(_, bundle) {
      chunks = collectChunks(bundle, config.base)
    },

    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!chunks || !config.build.write) {
          dropStaging() // the build failed (the last good site stays), or wrote nothing to prerender into
          return
        }
        if (config.build.watch) {
          // The server bundle reuses the client build's plugin instances, which a rebuild would then find
          // configured for the server: prerender with `npm run build`, not in watch mode.
          config.logger.warn('prerender: skipped in watch mode (dist/ holds the client build only)')
          return
        }
        try {
          const outDir = path.resolve(config.root, config.build.outDir)
          const compile = docs.getCompileTiming() ?? { startedAt, ms: 0 }
          const prerenderStart = Date.now()
          const timings = {
            startedAt,
            compileStartMs: compile.startedAt - startedAt,
            compileMs: compile.ms,
            clientBuildMs: prerenderStart - startedAt,
          } as BuildTimings

          // The browser bundle's output, read by the hooks above, is garbage now: collected before the
          // server bundle's memory adds to the bundler's (~35 MB).
          collectGarbage()
          const plugins = (await flattenPlugins(userConfig.plugins as PluginOption)).filter((plugin) => plugin !== self)
          const { module, cleanup } = await buildServerEntry({
            userConfig,
            config,
            entry: path.resolve(config.root, options.prerender.entry),
            plugins,
          })
          timings.serverBundleMs = Date.now() - prerenderStart

          try {
            const siteUrl = site.url
            const docPages = docs.getPages()
            const unlisted = new Set(docPages.filter((page) => page.frontmatter.unlisted === true).map((page) => page.route))
            // And the server bundle's, before the rendered pages' memory adds to both bundles' (~18 MB).
            collectGarbage()
            const renderStart = Date.now()
            const template = readFileSync(path.join(outDir, 'index.html'), 'utf8')
            // Each page is written as soon as it is rendered, and only what _headers needs of it is kept.
            const headerNeeds = pageHeaderNeeds()
            let pageWriteMs = 0
            const pages = await prerenderRoutes({
              server: module,
              docs: docPages,
              sitePages: docs.getSitePages(),
              template,
              chunks,
              siteUrl,
              siteName: site.title,
              onPage(page) {
                const repeated = duplicateIds(page.appHtml)
                if (repeated.length) {
                  const source = docPages.find((doc) => doc.route === page.path)?.file ?? page.file
                  throw new Error(
                    `${source}: the id${repeated.length > 1 ? 's' : ''} ${repeated.map((id) => `"${id}"`).join(', ')} occur${repeated.length > 1 ? '' : 's'} more than once on ${page.path} (from a partial or a component): give each element its own id`,
                  )
                }
                const writeStart = Date.now()
                const file = fileInside(outDir, page.file)
                mkdirSync(path.dirname(file), { recursive: true })
                writeFileSync(file, page.html)
                headerNeeds.add(page.html, page.appHtml, page.path)
                pageWriteMs += Date.now() - writeStart
              },
            })
            timings.renderMs = Date.now() - renderStart - pageWriteMs

            const writeStart = Date.now()
            writeSeoFiles({
              outDir,
              siteUrl,
              // Unlisted pages (front matter) are built but kept out of the sitemap and llms.txt.
              routes: pages.filter((page) => page.kind !== 'notFound' && !unlisted.has(page.path)).map((page) => page.path),
              docs: docPages.filter((page) => !unlisted.has(page.route)),
              sidebar: docs.getSidebar(),
              site,
            })
            // A page at each old address of the redirects table, and `_redirects`; their one script joins the policy.
            const redirectPages = writeRedirects({
              outDir,
              entries: docs.getRedirects(),
              siteFiles: pages.map((page) => page.file),
              siteUrl,
              base: config.base,
            })
            for (const html of redirectPages) headerNeeds.add(html)
            const { warnings } = writeHeadersFile({
              outDir,
              pages: headerNeeds,
              analytics: Boolean(site.gtagId),
              algolia: (options.search && options.search.algolia) || undefined,
              frameHosts: docs.getIframeHosts(),
              imgHosts: options.csp.imgHosts,
              framesFromAnyHost: options.markdown.format === 'mdx', // a Docusaurus site
            })
            for (const warning of warnings) config.logger.warn(`prerender: ${warning}`)
            // Last, once every text file is written: hosts and `npm run preview` send these as they are.
            const compressStart = Date.now()
            await precompressFolder(outDir)
            timings.compressMs = Date.now() - compressStart
            timings.writeMs = pageWriteMs + Date.now() - writeStart

            timings.pages = pages.length
            timings.prerenderMs = Date.now() - prerenderStart
            timings.totalMs = Date.now() - startedAt
            writeTimings(config.cacheDir, timings)
            config.logger.info(formatTimings(timings))
          } finally {
            cleanup()
          }
        } catch (error) {
          dropStaging()
          const where = finalOutDir ? ` (${path.relative(config.root, finalOutDir) || '.'} is left as it was)` : ''
          throw new Error(`Prerendering failed${where}: ${(error as Error).message}`, { cause: error })
        }
        if (finalOutDir && stagingDir) replaceFolder(finalOutDir, stagingDir)
      },
    },
  })
}
