import type { Plugin, Rolldown } from 'vite'
import { collectChunks } from '../prerender/clientChunks.ts'

// A page chunk is imported by URL (the manifest's `load()`, see manifest.ts), not through Vite's preload
// helper, so nothing would load the stylesheets an MDX page imports (`import 'pkg/style.css'`, or through
// a component) when a reader navigates to it. The prerendered HTML links them for a first load; for a
// navigation, the chunk itself adds them and waits for them before the page renders (no flash of unstyled
// content). Markdown pages import nothing: their chunks are left as they are.

/** Code that adds the stylesheets (unless the page already has them) and waits until they load. */
export function stylesheetLoader(urls: string[]): string {
  return (
    `await Promise.all(${JSON.stringify(urls)}.map((href) => document.querySelector(\`link[rel="stylesheet"][href="\${href}"]\`) ||` +
    ` new Promise((resolve, reject) => { const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload: resolve,` +
    ` onerror: () => reject(new Error('Unable to load ' + href)) }); document.head.append(link) })));\n`
  )
}

/**
 * In the browser bundle, once Vite knows each chunk's CSS (generateBundle): prepends the loader to every
 * page chunk whose own or statically imported chunks carry CSS. Vite already folds that CSS into the
 * chunk's hash, so the file name stays right.
 */
export function addPageStylesheetLoaders(bundle: Rolldown.OutputBundle, isPage: (file: string) => boolean, base: string): void {
  const chunks = collectChunks(bundle, base)
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.facadeModuleId || !isPage(output.facadeModuleId)) continue
    const css = chunks.get(output.facadeModuleId)?.css ?? []
    if (css.length) output.code = stylesheetLoader(css) + output.code
  }
}

/**
 * The step as a plugin: in the browser bundle's generateBundle, after Vite's CSS hooks have settled each
 * chunk's CSS (`enforce: 'post'`), and before its import analysis and the page chunks' writing
 * (prerender/pageChunksOut.ts, which takes each page's chunk as final).
 */
export function pageStylesheetsPlugin(isPage: (file: string) => boolean): Plugin {
  return {
    name: 'docs:page-stylesheets',
    apply: 'build',
    enforce: 'post',
    sharedDuringBuild: true,
    generateBundle(_options, bundle) {
      const { config } = this.environment
      if (config.consumer === 'client') addPageStylesheetLoaders(bundle, isPage, config.base)
    },
  }
}
