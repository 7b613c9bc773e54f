import path from 'node:path'
import type { PluggableList } from 'unified'
import { missingPackageIn } from './missingPackages.ts'
import type { EditUrlParams, MappedOptions } from './mappedOptions.ts'
import type { UnsupportedKeys } from './warnings.ts'

// The classic preset's `docs` options (or the docs plugin's own, when the config lists
// `@docusaurus/plugin-content-docs` in `plugins`) → the engine's content options.

/** Loads the sidebars file a config names (plugins/sidebars/loadSidebarsFile.ts with the config's module loader). */
export type SidebarsLoader = (file: string) => Record<string, unknown>

export interface DocsMappingContext {
  siteDir: string
  unsupported: UnsupportedKeys
  loadSidebars: SidebarsLoader
}

const mappedKeys = [
  'path',
  'routeBasePath',
  'sidebarPath',
  'include',
  'exclude',
  'editUrl',
  'showLastUpdateTime',
  'showLastUpdateAuthor',
  'remarkPlugins',
  'rehypePlugins',
  'beforeDefaultRemarkPlugins',
  'beforeDefaultRehypePlugins',
]

type DocsOptions = Pick<
  MappedOptions,
  | 'contentDir'
  | 'sidebar'
  | 'include'
  | 'exclude'
  | 'editUrl'
  | 'lastUpdate'
  | 'remarkPlugins'
  | 'rehypePlugins'
  | 'beforeDefaultRemarkPlugins'
  | 'beforeDefaultRehypePlugins'
>

/** Maps the docs options found at `at` (`presets[0][1].docs`); Docusaurus' defaults where a key is unset. */
export function mapDocsOptions(docs: Record<string, unknown>, at: string, context: DocsMappingContext): DocsOptions {
  const { siteDir, unsupported } = context
  const contentDir = path.resolve(siteDir, typeof docs.path === 'string' ? docs.path : 'docs')
  const mapped: DocsOptions = { contentDir }

  const routeBasePath = typeof docs.routeBasePath === 'string' ? docs.routeBasePath : 'docs'
  if (routeBasePath.replace(/^\/+|\/+$/g, '') !== '') {
    unsupported.add(
      `${at}.routeBasePath`,
      `"${routeBasePath}": pages are served from the site's root here (/intro, not /${routeBasePath.replace(/^\/+|\/+$/g, '')}/intro); set routeBasePath: '/' and update links that spell the old prefix`,
    )
  }

  if (typeof docs.sidebarPath === 'string') {
    const file = path.resolve(siteDir, docs.sidebarPath)
    mapped.sidebar = { file, sidebars: context.loadSidebars(file) }
  } else if (docs.sidebarPath === false) {
    unsupported.add(`${at}.sidebarPath`, 'false (no sidebar): pages get the sidebar generated from the folders')
    mapped.sidebar = 'auto'
  } else mapped.sidebar = 'auto'

  for (const key of ['include', 'exclude'] as const) {
    if (docs[key] === undefined) continue
    if (Array.isArray(docs[key]) && docs[key].every((glob) => typeof glob === 'string')) mapped[key] = docs[key] as string[]
    else unsupported.add(`${at}.${key}`, 'expected an array of glob patterns')
  }

  if (typeof docs.editUrl === 'string') mapped.editUrl = docusaurusEditUrl(docs.editUrl, siteDir, contentDir)
  else if (typeof docs.editUrl === 'function') mapped.editUrl = docs.editUrl as (params: EditUrlParams) => string | undefined
  else if (docs.editUrl !== undefined) unsupported.add(`${at}.editUrl`, 'expected a URL or a function returning one')

  if (docs.showLastUpdateTime !== undefined || docs.showLastUpdateAuthor !== undefined) {
    mapped.lastUpdate = { time: docs.showLastUpdateTime === true, author: docs.showLastUpdateAuthor === true }
  }

  for (const key of ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'] as const) {
    const plugins = pluginList(docs[key], `${at}.${key}`, unsupported)
    if (plugins.length) mapped[key] = plugins
  }

  unsupported.addUnknownKeys(docs, at, [...mappedKeys, ...noEffectKeys(docs)], (key) => docsKeyReason[key] ?? 'not supported')
  return mapped
}

/** Keys that change nothing on a site of one docs instance and one version. */
function noEffectKeys(docs: Record<string, unknown>): string[] {
  return [
    ...(docs.id === undefined || docs.id === 'default' ? ['id'] : []),
    ...(docs.disableVersioning === true ? ['disableVersioning'] : []),
  ]
}

const docsKeyReason: Record<string, string> = {
  id: 'a second docs instance: this engine builds one docs folder',
  versions: 'versioned docs: this engine builds one version (the current docs)',
  lastVersion: 'versioned docs: this engine builds one version (the current docs)',
  onlyIncludeVersions: 'versioned docs: this engine builds one version (the current docs)',
  includeCurrentVersion: 'versioned docs: this engine builds one version (the current docs)',
  sidebarCollapsible: 'categories are always collapsible here; set `collapsible` on a category in the sidebars file',
  sidebarCollapsed: 'categories start collapsed unless they hold the current page; set `collapsed` on a category in the sidebars file',
  numberPrefixParser: 'number prefixes of file names are not stripped: rename the files, or give each page an `id`',
  breadcrumbs: 'breadcrumbs always show',
  docItemComponent: 'theme components are not swizzled: the engine renders its own page layout',
  docCategoryGeneratedIndexComponent: 'theme components are not swizzled: the engine renders its own page layout',
  admonitions: 'admonition keywords are the built-in ones (note, tip, info, warning, danger, caution)',
  tags: 'tags files are not read',
  editCurrentVersion: 'edit links always point at the current docs',
  editLocalizedFiles: 'one locale: edit links point at the default locale’s files',
}

/** A remark/rehype plugin list, with stubs of packages that are not installed left out (their warning names them). */
function pluginList(value: unknown, at: string, unsupported: UnsupportedKeys): PluggableList {
  if (value === undefined) return []
  if (!Array.isArray(value)) {
    unsupported.add(at, 'expected an array of plugins')
    return []
  }
  return value.filter((plugin, index) => {
    if (missingPackageIn(plugin)) return false
    const usable = typeof plugin === 'function' || (Array.isArray(plugin) && typeof plugin[0] === 'function')
    if (!usable) unsupported.add(`${at}[${index}]`, 'expected a plugin function, or [plugin, options]')
    return usable
  }) as PluggableList
}

/**
 * Docusaurus' string `editUrl`: the base the docs folder's path (from the site folder) and the page's path
 * are appended to. `https://github.com/o/r/edit/main/website` with docs at `../docs` gives
 * `https://github.com/o/r/edit/main/docs/intro.md` (the `..` resolved, as the browser would).
 */
export function docusaurusEditUrl(
  editUrl: string,
  siteDir: string,
  contentDir: string,
): (params: Pick<EditUrlParams, 'docPath'>) => string {
  const docsDirPath = path.relative(siteDir, contentDir).split(path.sep).join('/')
  return ({ docPath }) => {
    const joined = [editUrl.replace(/\/+$/, ''), docsDirPath, docPath].filter(Boolean).join('/')
    try {
      return new URL(joined).href
    } catch {
      return joined
    }
  }
}
