import path from 'node:path'
import { DocusaurusConfigError } from './loadConfig.ts'
import { mapPresets } from './mapPresets.ts'
import type { SidebarsLoader } from './mapDocsOptions.ts'
import type { MappedOptions } from './mappedOptions.ts'
import { mapThemeConfig } from './mapThemeConfig.ts'
import { isRecord } from './records.ts'
import { formatWarnings, UnsupportedKeys } from './warnings.ts'

// A loaded Docusaurus config → the engine's plain docsPlugin() options (mappedOptions.ts), with
// Docusaurus' defaults where the config is silent (format 'mdx', onBrokenAnchors 'warn', `static/`), and
// the warnings for what does not map (warnings.ts). Pure but for reading the sidebars file: unit-tested
// in tests/docusaurus/.

export interface MappingContext {
  /** The config file, as the warnings name it. Default: `<siteDir>/docusaurus.config.js`. */
  configFile?: string
  /** Packages the config imports that are not installed (loadConfig.ts), for their warning. */
  missingPackages?: readonly string[]
  /** Loads the sidebars file `sidebarPath` names. */
  loadSidebars?: SidebarsLoader
}

/** Keys that only `docusaurus deploy` or Docusaurus' dev server read: nothing of the built site. */
const noEffectKeys = ['organizationName', 'projectName', 'deploymentBranch', 'githubHost', 'githubPort', 'baseUrlIssueBanner']

const siteKeyReason: Record<string, string> = {
  i18n: 'one locale is built (the default locale’s files)',
  trailingSlash: 'page URLs have no trailing slash (/intro)',
  future: 'Docusaurus’ future flags do not apply',
  noIndex: 'pages are indexable; add a robots.txt to static/ to stop crawlers',
  headTags: 'extra <head> tags are not added: use themeConfig.metadata for <meta> tags',
  scripts: 'extra <script> tags are not added (no JavaScript before load)',
  stylesheets: 'extra stylesheets are not linked: import them from a customCss file',
  clientModules: 'client modules do not run',
  ssrTemplate: 'the engine renders its own HTML template',
  titleDelimiter: 'page titles are "Page | Site"',
  onDuplicateRoutes: 'two pages with one route are always an error',
}

/** The engine's options for the site at `siteDir` whose config is `config`, and the build warnings. */
export function docusaurusToOptions(config: Record<string, unknown>, siteDir: string, context: MappingContext = {}) {
  const unsupported = new UnsupportedKeys()
  const configFile = context.configFile ?? path.join(siteDir, 'docusaurus.config.js')
  // Docusaurus' required fields: without them the error would name docsPlugin()'s `site` instead.
  const missing = ['title', 'url', 'baseUrl'].filter((key) => typeof config[key] !== 'string' || config[key] === '')
  if (missing.length) throw new DocusaurusConfigError(`${configFile}: ${missing.join(', ')} required (as Docusaurus requires them)`)
  const loadSidebars: SidebarsLoader =
    context.loadSidebars ??
    (() => {
      throw new Error('docusaurusToOptions(): a sidebarPath needs a sidebars loader')
    })

  const presetOptions = mapPresets(config, { siteDir, unsupported, loadSidebars })
  const theme = isRecord(config.themeConfig) ? mapThemeConfig(config.themeConfig, unsupported) : {}

  const baseUrl = config.baseUrl as string
  if (baseUrl !== '/')
    unsupported.add('baseUrl', `"${baseUrl}": the site is served from its domain's root (/); serve it from its own domain or subdomain`)
  const staticDirectories = Array.isArray(config.staticDirectories)
    ? config.staticDirectories.filter((dir) => typeof dir === 'string')
    : ['static']
  const favicon = typeof config.favicon === 'string' ? publicPath(config.favicon) : undefined

  const options: MappedOptions = {
    ...presetOptions,
    ...theme,
    site: {
      title: config.title as string,
      ...(typeof config.tagline === 'string' ? { tagline: config.tagline } : {}),
      url: config.url as string,
      ...presetOptions.site,
    },
    contentDir: presetOptions.contentDir ?? path.join(siteDir, 'docs'),
    staticDirs: staticDirectories.map((dir) => path.resolve(siteDir, dir)),
    markdown: { format: markdownFormat(config.markdown, unsupported) },
    onBrokenLinks: linkPolicy(config, 'onBrokenLinks', 'throw', unsupported),
    onBrokenAnchors: linkPolicy(config, 'onBrokenAnchors', 'warn', unsupported),
    // useDocusaurusContext().siteConfig: the site's custom fields (JSON values: a function cannot reach the browser).
    docusaurusModules: { siteDir, siteConfig: isRecord(config.customFields) ? { customFields: jsonOnly(config.customFields) } : {} },
  }
  if (favicon || theme.head) {
    const image = theme.head?.image
    options.head = { metadata: theme.head?.metadata ?? [], ...(favicon ? { favicon } : {}), ...(image ? { image: publicPath(image) } : {}) }
  }
  // Docusaurus' default for links to missing .md files is 'warn'; here they are links like any other.
  const markdownLinks = config.onBrokenMarkdownLinks
  if (markdownLinks !== undefined && markdownLinks !== config.onBrokenLinks) {
    unsupported.add(
      'onBrokenMarkdownLinks',
      `"${String(markdownLinks)}": a link to a missing .md file is a broken link, reported as onBrokenLinks says`,
    )
  }

  const mappedKeys = ['title', 'tagline', 'url', 'baseUrl', 'favicon', 'staticDirectories', 'onBrokenLinks', 'onBrokenAnchors']
  const readElsewhere = ['onBrokenMarkdownLinks', 'markdown', 'customFields', 'presets', 'plugins', 'themes', 'themeConfig']
  unsupported.addUnknownKeys(
    config,
    '',
    [...mappedKeys, ...readElsewhere, ...noEffectKeys],
    (key) => siteKeyReason[key] ?? 'not a Docusaurus 3 setting this engine reads',
  )
  return { options, warnings: formatWarnings(configFile, context.missingPackages ?? [], unsupported.list), unsupported: unsupported.list }
}

/** A file of the static folder as Docusaurus writes it (`img/favicon.ico`) → its URL path (`/img/favicon.ico`). */
function publicPath(file: string): string {
  return /^(https?:)?\/\//.test(file) ? file : `/${file.replace(/^\/+/, '')}`
}

function markdownFormat(markdown: unknown, unsupported: UnsupportedKeys): 'mdx' | 'md' | 'detect' {
  if (!isRecord(markdown)) return 'mdx'
  const compat = markdown.mdx1Compat
  if (isRecord(compat)) {
    for (const [key, on] of Object.entries(compat)) {
      if (on === false)
        unsupported.add(`markdown.mdx1Compat.${key}`, 'false: MDX 1 compatibility (comments, admonitions, {#heading-ids}) is always on')
    }
  }
  unsupported.addUnknownKeys(markdown, 'markdown', ['format', 'mdx1Compat'], (key) =>
    key === 'mermaid' ? 'mermaid diagrams are not rendered: use an image' : 'not supported',
  )
  return markdown.format === 'md' || markdown.format === 'detect' ? markdown.format : 'mdx'
}

function linkPolicy(
  config: Record<string, unknown>,
  key: string,
  fallback: 'throw' | 'warn',
  unsupported: UnsupportedKeys,
): 'throw' | 'warn' {
  const value = config[key]
  if (value === undefined) return fallback
  if (value === 'throw' || value === 'warn') return value
  unsupported.add(
    key,
    `"${String(value)}": broken ${key === 'onBrokenLinks' ? 'links' : 'anchors'} are listed in a warning instead ('throw' and 'warn' are the choices)`,
  )
  return 'warn'
}

/** `value` as JSON keeps it: functions, symbols and undefined dropped (the browser gets it as JSON). */
function jsonOnly(value: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>
}
