import { existsSync } from 'node:fs'
import type { Plugin, ResolvedConfig } from 'vite'
import type { ResolvedDocsOptions } from '../options.ts'
import { applyColorModeScript } from './colorModeScript.ts'
import {
  ANNOUNCEMENT_CSS_ID,
  announcementCss,
  customCssFiles,
  RESOLVED_ANNOUNCEMENT_CSS_ID,
  RESOLVED_SITE_CSS_ID,
  SITE_CSS_ID,
  siteCssModule,
} from './siteCss.ts'

/**
 * The site chrome's build steps besides the navbar and footer data (which `virtual:site-config` carries,
 * plugins/docs/index.ts): the site's stylesheets after the theme's, and index.html's colour mode script.
 */
export function chromePlugin(options: ResolvedDocsOptions): Plugin {
  let config: ResolvedConfig
  return {
    name: 'docs-chrome',
    configResolved(resolved) {
      config = resolved
    },
    buildStart() {
      const missing = customCssFiles(options, config.root).filter((file) => !existsSync(file))
      if (missing.length) this.error(`docsPlugin option customCss: no file ${missing.join(', ')}`)
    },
    // Filtered: the bundler calls into these hooks for the two stylesheets' ids only, not for every module.
    resolveId: {
      filter: { id: /^virtual:/ },
      handler(id) {
        if (id === SITE_CSS_ID) return RESOLVED_SITE_CSS_ID
        if (id === ANNOUNCEMENT_CSS_ID) return RESOLVED_ANNOUNCEMENT_CSS_ID
      },
    },
    load: {
      filter: { id: /^\0virtual:/ },
      handler(id) {
        if (id === RESOLVED_SITE_CSS_ID) return siteCssModule(options, config.root)
        if (id === RESOLVED_ANNOUNCEMENT_CSS_ID && options.announcementBar) return announcementCss(options.announcementBar)
      },
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => applyColorModeScript(html, options),
    },
  }
}
