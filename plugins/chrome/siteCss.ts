import path from 'node:path'
import type { ResolvedDocsOptions } from '../options.ts'

// `virtual:site-css`, imported by the theme's Layout after its own stylesheets: the site's `customCss` files
// in order, then the announcement bar's colours (a stylesheet rule: the Content-Security-Policy allows no
// style attributes). Bundled with the theme's CSS, so they load with the first page like it.

export const SITE_CSS_ID = 'virtual:site-css'
export const RESOLVED_SITE_CSS_ID = `\0${SITE_CSS_ID}`
export const ANNOUNCEMENT_CSS_ID = 'virtual:announcement-bar.css'
export const RESOLVED_ANNOUNCEMENT_CSS_ID = `\0${ANNOUNCEMENT_CSS_ID}`

type CssOptions = Pick<ResolvedDocsOptions, 'customCss' | 'announcementBar'>

/** The customCss files, absolute. */
export function customCssFiles(options: CssOptions, root: string): string[] {
  return options.customCss.map((file) => path.resolve(root, file))
}

export function siteCssModule(options: CssOptions, root: string): string {
  const imports = customCssFiles(options, root).map((file) => `import ${JSON.stringify(file)}`)
  if (options.announcementBar) imports.push(`import ${JSON.stringify(ANNOUNCEMENT_CSS_ID)}`)
  return imports.join('\n') + '\n'
}

export function announcementCss(bar: NonNullable<CssOptions['announcementBar']>): string {
  return `.announcement-bar {\n  background-color: ${bar.backgroundColor};\n  color: ${bar.textColor};\n}\n`
}
