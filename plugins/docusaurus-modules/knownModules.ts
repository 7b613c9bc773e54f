import path from 'node:path'

// Docusaurus's public modules this engine provides, and the file (under the engine's src/theme/) that
// stands in for each. An MDX page, partial or site page imports them by their Docusaurus names; any other
// `@theme/…` or `@docusaurus/…` name is refused at build time, naming the file that imports it, rather
// than left to a bundler error that names neither (or to a page that breaks in the browser).
// Tabs and TabItem resolve on every site, `docusaurusModules` or not: a site's own remark plugins
// (remark-typescript-tools' transpileCodeblocks) add imports of them to its pages.

const themeFiles: Record<string, string> = {
  '@theme/Admonition': 'docusaurus/Admonition.tsx',
  '@theme/CodeBlock': 'docusaurus/CodeBlock.tsx',
  '@theme/Details': 'docusaurus/Details.tsx',
  '@theme/Heading': 'docusaurus/Heading.tsx',
  '@theme/Layout': 'docusaurus/Layout.tsx',
  // The TS/JS tabs' components (src/theme/tabs/), which this site's own tabs use too.
  '@theme/TabItem': 'tabs/TabItem.tsx',
  '@theme/Tabs': 'tabs/Tabs.tsx',
  '@docusaurus/BrowserOnly': 'docusaurus/BrowserOnly.tsx',
  '@docusaurus/Head': 'docusaurus/Head.tsx',
  '@docusaurus/Link': 'docusaurus/Link.tsx',
  '@docusaurus/router': 'docusaurus/router.ts',
  '@docusaurus/useBaseUrl': 'docusaurus/useBaseUrl.ts',
  '@docusaurus/useDocusaurusContext': 'docusaurus/useDocusaurusContext.ts',
}

/** The modules every site resolves, without the `docusaurusModules` option. */
const everySite = new Set(['@theme/Tabs', '@theme/TabItem'])

/** The engine's src/theme, where the stand-ins are (this file is plugins/docusaurus-modules/). */
export const engineThemeDir = path.resolve(import.meta.dirname, '../../src/theme')

/** Every module name an import may use, sorted (error messages list them). */
export const knownModules = Object.keys(themeFiles).sort()

/** Whether an import is Docusaurus's (`@theme/…`, `@docusaurus/…`): provided here, or refused. */
export const isDocusaurusModule = (source: string) => source.startsWith('@theme/') || source.startsWith('@docusaurus/')

/** Whether a site without the `docusaurusModules` option resolves this module (Tabs and TabItem). */
export const resolvedOnEverySite = (source: string) => everySite.has(source)

/** The file standing in for a known module, under `themeDir` (default: the engine's src/theme), or undefined. */
export function moduleFile(source: string, themeDir = engineThemeDir): string | undefined {
  const file = Object.hasOwn(themeFiles, source) ? themeFiles[source] : undefined
  return file && path.join(themeDir, file)
}

/**
 * The build error for a module this engine does not provide: `docs/a.mdx imports "@theme/Foo", which
 * is not one of the Docusaurus modules this site provides (…)`.
 */
export function unknownModuleMessage(source: string, importer: string | undefined, root: string): string {
  const who = importer ? `${path.relative(root, importer.split('?')[0]) || importer} imports` : 'An import of'
  return `${who} "${source}", which is not one of the Docusaurus modules this site provides (${knownModules.join(', ')})`
}
