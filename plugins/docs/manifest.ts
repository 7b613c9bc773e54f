import path from 'node:path'
import type { Rollup, ResolvedConfig, ViteDevServer } from 'vite'
import type { DocsVersion, PageModule } from '../../shared/types.ts'
import type { SidebarConfigItem } from '../../shared/sidebar.ts'
import type { ContentStore } from './contentStore.ts'
import { codeTabsModule, devUrlOf } from './pageModule.ts'

// The route manifest (`virtual:docs-manifest`, typed by src/content/manifest.ts): every page's summary
// and route, and a lazy import of its module. In a build each page is emitted as its own chunk and the
// manifest learns its final URL (for prefetch hints, and for Retry, which must re-request a URL the
// browser saw fail); the dev server serves the markdown file itself.

export const MANIFEST_ID = 'virtual:docs-manifest'
export const RESOLVED_MANIFEST_ID = `\0${MANIFEST_ID}`

// Every byte of a record is in every page's first load, so the browser's records leave out what it can
// do without or rebuild: the description (the page module's front matter has it, and the page's meta
// tags need it only once the page is loaded: src/theme/pageMeta.ts), a sidebar label equal to the title,
// and a source file named after the route (`<contentDir><path>.md`).
/** The global (a `Symbol.for` key) through which the prerenderer gives the server bundle each markdown page's module. */
export const SERVER_PAGE_MODULES = 'docs.serverPageModules'

const routeHelpers = {
  // `attempt` adds a query so a retry is a new request: browsers remember a failed import() of a URL.
  browser: `const route = (entry, url) => ({ sidebarLabel: entry.title, description: '', file: CONTENT + entry.path + '.md', ...entry, url, load: (attempt) => import(/* @vite-ignore */ attempt ? url + '?attempt=' + attempt : url) })`,
  // The prerenderer's bundle renders with the browser's chunk URLs (the HTML's hints). A markdown page's
  // module is data the build already holds: the prerenderer hands it over (provideServerPageModules), so
  // the server bundle never transforms or bundles it again; an MDX page's module is code: its own chunk.
  // The components some pages import (code tabs) come with the server bundle's manifest for those modules.
  server: `const route = (entry, url, load) => ({ ...entry, url, load: load ?? (() => globalThis[Symbol.for(${JSON.stringify(SERVER_PAGE_MODULES)})](entry.path).then((module) => ({ components: SERVER_COMPONENTS, ...module }))) })`,
}

/** Makes the server bundle's markdown pages load their module from `moduleOf` (by route); returns the undo. */
export function provideServerPageModules(moduleOf: (route: string) => Promise<PageModule>): () => void {
  const key = Symbol.for(SERVER_PAGE_MODULES)
  const global = globalThis as Record<symbol, unknown>
  global[key] = moduleOf
  return () => void delete global[key]
}

/** A route whose module the docs plugin makes (a generated-index page): its summary and module id. */
export interface GeneratedRoute {
  path: string
  title: string
  moduleId: string
}

export function createManifest(
  store: ContentStore,
  version: DocsVersion,
  sidebar: () => SidebarConfigItem[] | null,
  generatedRoutes: () => GeneratedRoute[] = () => [],
) {
  /** Each page's chunk in the browser build, by file (a reference until the bundle names it). */
  const browserChunks = new Map<string, string>()
  /** A generated route's chunk URL in the browser build, by module id. */
  const generatedUrls = new Map<string, string>()

  return {
    /** The manifest module for an environment's config: the browser's, or the server bundle's (`build.ssr`). */
    load(context: Rollup.PluginContext, config: ResolvedConfig): string {
      const server = config.command === 'build' && Boolean(config.build.ssr)
      const urlsOf = (file: string): string[] => {
        if (config.command !== 'build') return [JSON.stringify(devUrlOf(config.root, file))]
        if (server) {
          // The browser's URL for the markup (the browser bundle, built first, named it); a markdown page's
          // module from the prerenderer, an MDX page's from its own chunk of the server bundle, imported where it is.
          const page = store.page(file)
          const load = page && page.code === undefined ? 'null' : `() => import(${JSON.stringify(file)})`
          return [JSON.stringify(page?.url ?? ''), load]
        }
        const reference = context.emitFile({ type: 'chunk', id: file, preserveSignature: 'strict' })
        browserChunks.set(file, reference)
        return [`import.meta.ROLLUP_FILE_URL_${reference}`]
      }
      const generatedUrlsOf = (moduleId: string): string[] => {
        if (config.command !== 'build') return [JSON.stringify(`/@id/${moduleId}`)]
        // As a page's (urlsOf): the server bundle imports its own chunk where it is.
        if (server) return [JSON.stringify(generatedUrls.get(moduleId) ?? ''), `() => import(${JSON.stringify(moduleId)})`]
        const reference = context.emitFile({ type: 'chunk', id: moduleId, preserveSignature: 'strict' })
        browserChunks.set(moduleId, reference)
        return [`import.meta.ROLLUP_FILE_URL_${reference}`]
      }
      const entries = store.files().map((file) => ({
        summary: { ...store.summaryOf(file), path: store.routeOf(file), file: path.relative(config.root, file) },
        urls: urlsOf(file),
      }))
      const contentPrefix = path.relative(config.root, store.contentDir).split(path.sep).join('/')
      // A page's doc id is the build's (sidebars, pagination_next), as is its pagination label (shipped in
      // its neighbours' modules): no browser code reads them from the manifest.
      const record = ({ id: _id, paginationLabel: _label, ...summary }: (typeof entries)[number]['summary']) => {
        if (server) return summary
        const { description: _, ...kept }: Partial<typeof summary> = summary
        if (kept.sidebarLabel === kept.title) delete kept.sidebarLabel
        if (kept.file === `${contentPrefix}${kept.path}.md`) delete kept.file
        return kept
      }
      const items = entries.map(({ summary, urls }) => `  route({${JSON.stringify(record(summary)).slice(1, -1)}}, ${urls.join(', ')})`)
      for (const generated of generatedRoutes()) {
        const summary = { path: generated.path, title: generated.title, ...(server ? { description: '' } : {}) }
        items.push(`  route(${JSON.stringify(summary)}, ${generatedUrlsOf(generated.moduleId).join(', ')})`)
      }
      return (
        [
          server
            ? `import { CodeTabs as _CodeTabs } from ${JSON.stringify(codeTabsModule)}\nconst SERVER_COMPONENTS = { 'docs-code-tabs': _CodeTabs }\n${routeHelpers.server}`
            : `const CONTENT = ${JSON.stringify(contentPrefix)}\n${routeHelpers.browser}`,
          `export const routes = [\n${items.join(',\n')}\n]`,
          `export const version = ${JSON.stringify({ name: version.name, label: version.label })}`,
          `export const sidebar = ${JSON.stringify(sidebar())}`,
        ].join('\n') + '\n'
      )
    },

    /** After the browser bundle is generated: each page learns its chunk's final URL. */
    learnChunkUrls(context: Rollup.PluginContext, base: string) {
      for (const [file, reference] of browserChunks) {
        const url = base + context.getFileName(reference)
        if (store.isPage(file)) store.setChunkUrl(file, url)
        else generatedUrls.set(file, url)
      }
    },

    /** Dev: the page list or a summary changed, so the next import of the manifest rebuilds it. */
    invalidate(server: ViteDevServer) {
      const module = server.moduleGraph.getModuleById(RESOLVED_MANIFEST_ID)
      if (module) server.moduleGraph.invalidateModule(module)
    },
  }
}
