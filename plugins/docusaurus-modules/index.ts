import path from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import type { ResolvedDocsOptions } from '../options.ts'
import { createCodeHighlighter } from '../markdown/highlighter.ts'
import { isDocusaurusModule, moduleFile, resolvedOnEverySite, unknownModuleMessage } from './knownModules.ts'
import { RESOLVED_SITE_CONTEXT_ID, SITE_CONTEXT_ID, siteContextModule } from './siteContextModule.ts'
import { highlightLiteralCodeBlocks } from './codeBlockLiterals.ts'

export type DocusaurusModulesOptions = Exclude<ResolvedDocsOptions['docusaurusModules'], false>

/** Modules whose compiled JSX may hold a `<CodeBlock>`: pages, partials and site pages (not dependencies). */
const mayRenderCodeBlocks = (id: string) => !id.startsWith('\0') && !id.includes('/node_modules/') && /\.(?:mdx?|[cm]?[jt]sx?)$/.test(id)

/**
 * Docusaurus's public modules without Docusaurus, the one resolver of `@theme/…` and `@docusaurus/…`:
 * on every site `@theme/Tabs` and `@theme/TabItem` resolve to the engine's tabs (src/theme/tabs/, which
 * remark-typescript-tools' tabs import); with docsPlugin's `docusaurusModules` option every known module
 * resolves to its stand-in (knownModules.ts, components in src/theme/docusaurus/), any other name fails
 * the build, `@site/…` is the site's folder, `virtual:docusaurus-context` the site's `siteConfig`, and
 * literal `<CodeBlock>`s are highlighted at build time (codeBlockLiterals.ts). The stand-ins are imported
 * by the pages that use them only, so they ship in those pages' chunks.
 */
export function docusaurusModulesPlugin(options: DocusaurusModulesOptions | false, site: ResolvedDocsOptions['site']): Plugin {
  if (!options) {
    return {
      name: 'docusaurus-modules',
      enforce: 'pre',
      resolveId: (source) => (resolvedOnEverySite(source) ? moduleFile(source) : undefined),
    }
  }
  let config: ResolvedConfig
  let siteDir: string
  const highlighter = createCodeHighlighter({ remember: true })
  return {
    name: 'docusaurus-modules',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved
      siteDir = path.resolve(config.root, options.siteDir)
    },

    async resolveId(source, importer) {
      if (source === SITE_CONTEXT_ID) return RESOLVED_SITE_CONTEXT_ID
      if (source === '@site' || source.startsWith('@site/')) {
        const target = path.join(siteDir, source.slice('@site'.length))
        return (await this.resolve(target, importer, { skipSelf: true })) ?? target
      }
      if (!isDocusaurusModule(source)) return
      const file = moduleFile(source)
      if (!file) this.error(unknownModuleMessage(source, importer, config.root))
      return file
    },

    load(id) {
      if (id === RESOLVED_SITE_CONTEXT_ID) return siteContextModule(site, config.base, options.siteConfig)
    },

    // After the JSX is compiled (MDX's and the .tsx pages' alike): `post`.
    transform: {
      order: 'post',
      handler(code, id) {
        const file = id.split('?')[0]
        if (!mayRenderCodeBlocks(file)) return
        const result = highlightLiteralCodeBlocks(code, highlighter)
        const where = path.relative(config.root, file)
        for (const warning of result.warnings) config.logger.warn(`warning: ${where}: ${warning}`)
        if (result.errors.length) this.error(result.errors.map((error) => `${where}: ${error}`).join('\n'))
        if (result.code) return { code: result.code, map: null }
      },
    },
  }
}
