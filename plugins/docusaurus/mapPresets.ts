import { existsSync } from 'node:fs'
import path from 'node:path'
import { mapDocsOptions, type DocsMappingContext } from './mapDocsOptions.ts'
import type { MappedOptions } from './mappedOptions.ts'
import { missingPackageIn, missingPackageOfPath } from './missingPackages.ts'
import { isRecord } from './records.ts'

// `presets`, `plugins` and `themes`: the classic preset's docs, pages, theme and gtag options map onto
// the engine's (so does `@docusaurus/plugin-content-docs` listed as a plugin); every other preset, plugin
// and theme is a Docusaurus package that does not run here and is named. One that is not installed at all
// is already named by the missing-packages warning, so it is not listed twice.

const classicPresetNames = ['classic', '@docusaurus/preset-classic', 'docusaurus-preset-classic']
const docsPluginNames = ['content-docs', '@docusaurus/plugin-content-docs', 'docusaurus-plugin-content-docs']
/** Themes the engine stands in for itself. */
const builtInThemes = ['classic', '@docusaurus/theme-classic', 'docusaurus-theme-classic']

type PresetOptions = Partial<Pick<MappedOptions, 'pagesDir' | 'customCss' | 'site'>> & Partial<ReturnType<typeof mapDocsOptions>>

/** A plugin, theme or preset entry's name and options (`'name'`, `['name', options]`, a path, a function). */
function entryOf(entry: unknown): { name: string; options: Record<string, unknown> } | undefined {
  const [head, options] = Array.isArray(entry) ? entry : [entry, {}]
  const stubbed = missingPackageOfPath(head)
  if (stubbed) return { name: stubbed, options: isRecord(options) ? options : {} }
  if (typeof head === 'string') {
    const inNodeModules = head.match(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/)
    return { name: inNodeModules ? inNodeModules[1].split(path.sep).join('/') : head, options: isRecord(options) ? options : {} }
  }
  if (typeof head === 'function') return { name: `function ${head.name || '(anonymous)'}`, options: {} }
  return undefined
}

export function mapPresets(config: Record<string, unknown>, context: DocsMappingContext): PresetOptions {
  const { siteDir, unsupported } = context
  let mapped: PresetOptions = {}
  const presets = Array.isArray(config.presets) ? config.presets : []
  presets.forEach((preset, index) => {
    if (!preset || missingPackageIn(preset)) return
    const entry = entryOf(preset)
    const at = `presets[${index}]`
    if (!entry || !classicPresetNames.includes(entry.name))
      return unsupported.add(at, `preset "${entry?.name ?? String(preset)}": only the classic preset is read`)
    mapped = { ...mapped, ...mapClassicPreset(entry.options, `${at}[1]`, context) }
  })
  for (const listName of ['plugins', 'themes'] as const) {
    const list = Array.isArray(config[listName]) ? (config[listName] as unknown[]) : []
    list.forEach((plugin, index) => {
      if (!plugin || missingPackageIn(plugin)) return
      const entry = entryOf(plugin)
      const at = `${listName}[${index}]`
      if (entry && listName === 'plugins' && docsPluginNames.includes(entry.name) && !mapped.contentDir) {
        mapped = { ...mapped, ...mapDocsOptions(entry.options, `${at}[1]`, context) }
      } else if (!(entry && listName === 'themes' && builtInThemes.includes(entry.name))) {
        unsupported.add(
          at,
          `${listName === 'themes' ? 'theme' : 'plugin'} "${entry?.name ?? String(plugin)}": Docusaurus ${listName} do not run here (README.md says what stands in for the common ones)`,
        )
      }
    })
  }
  if (!mapped.contentDir) {
    // Docusaurus would build no docs at all; the engine builds docs/ at the root rather than nothing.
    unsupported.add(
      'presets',
      'no docs options (the classic preset’s `docs`, or the docs plugin): docs/ is read as the docs folder, served from /',
    )
    mapped = { ...mapped, ...mapDocsOptions({ routeBasePath: '/' }, 'presets', context) }
  }
  if (!mapped.pagesDir && existsSync(path.join(siteDir, 'src/pages'))) mapped.pagesDir = path.join(siteDir, 'src/pages')
  return mapped
}

const classicKeyReason: Record<string, string> = {
  blog: 'there is no blog here (set blog: false to say so)',
  sitemap: 'the engine writes sitemap.xml itself, for every page',
  googleAnalytics: 'Universal Analytics is gone: give a GA4 measurement id in gtag.trackingID',
  googleTagManager: 'Google Tag Manager is not supported',
  svgr: 'SVG files import as URLs, not React components',
  debug: 'there are no debug pages',
}

function mapClassicPreset(options: Record<string, unknown>, at: string, context: DocsMappingContext): PresetOptions {
  const { siteDir, unsupported } = context
  const mapped: PresetOptions = {}
  if (isRecord(options.docs)) Object.assign(mapped, mapDocsOptions(options.docs, `${at}.docs`, context))
  else if (options.docs === false) unsupported.add(`${at}.docs`, 'false: a site without docs has nothing for this engine to build')

  if (isRecord(options.pages)) {
    if (typeof options.pages.path === 'string') mapped.pagesDir = path.resolve(siteDir, options.pages.path)
    unsupported.addUnknownKeys(options.pages, `${at}.pages`, ['path'], 'pages are the files of the pages folder, routed by their names')
  } else if (options.pages === false) unsupported.add(`${at}.pages`, 'false: src/pages is read anyway when it exists')

  if (isRecord(options.theme)) {
    const css = options.theme.customCss
    const files = (Array.isArray(css) ? css : css === undefined ? [] : [css]).filter((file) => !missingPackageIn(file))
    mapped.customCss = files.filter((file): file is string => typeof file === 'string').map((file) => path.resolve(siteDir, file))
    unsupported.addUnknownKeys(options.theme, `${at}.theme`, ['customCss'], 'not supported')
  }

  if (isRecord(options.gtag)) {
    const ids = ([] as unknown[]).concat(options.gtag.trackingID)
    if (typeof ids[0] === 'string' && /^G-[A-Z0-9]+$/i.test(ids[0])) mapped.site = { gtagId: ids[0] } as MappedOptions['site']
    if (ids.length !== 1 || !mapped.site) unsupported.add(`${at}.gtag.trackingID`, 'one GA4 measurement id (G-…) is supported')
    unsupported.addUnknownKeys(options.gtag, `${at}.gtag`, ['trackingID'], 'not supported')
  }

  const known = ['docs', 'pages', 'theme', 'gtag', ...(options.blog === false ? ['blog'] : [])]
  unsupported.addUnknownKeys(options, at, known, (key) => classicKeyReason[key] ?? 'not supported')
  if (options.blog === undefined && existsSync(path.join(siteDir, 'blog'))) unsupported.add(`${at}.blog`, classicKeyReason.blog)
  return mapped
}
