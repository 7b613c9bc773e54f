import { escapeAttribute, escapeText } from './escapeHtml.ts'
import { scriptsAfterLoad } from './scriptsAfterLoad.ts'
import type { PageHeadTag } from '../../shared/types.ts'
import { hasTabs, tabsHeadScript } from './tabsScript.ts'

// Turns the client build's index.html into one route's page: its head tags, hints for the chunks it
// needs first, and the prerendered app inside #root. The template's stylesheets and colour-mode script stay
// as built; its module scripts and preloads start after `load` (scriptsAfterLoad.ts).

export interface PageHead {
  title: string
  description: string
  /** Absolute URL; the not-found page has none (it answers at every unknown URL). */
  canonical?: string
  siteName: string
  ogType: 'website' | 'article'
  /** Keeps the page out of search results (the not-found page). */
  noindex?: boolean
  /** Front matter `keywords` (Docusaurus): a `keywords` meta tag. */
  keywords?: string[]
  /** Absolute URL of the page's social card (front matter `image`): og:image and a large Twitter card. */
  image?: string
  /** Meta and link tags the page asked for (Docusaurus's `<Head>`), marked so the app can replace them on navigation. */
  extraTags?: PageHeadTag[]
  /** URLs of chunks the page renders with (its page module), preloaded with the app so hydration needn't wait. */
  modulePreloads?: string[]
  /** Stylesheets of those chunks, which Vite would otherwise add only when the chunk runs. */
  stylesheets?: string[]
  /** The site's `head` option (Docusaurus' `favicon`, `themeConfig.image` and `themeConfig.metadata`). */
  site?: SiteHead
}

/** Every page's head settings of the site; `image` an absolute URL. */
export interface SiteHead {
  favicon?: string
  image?: string
  metadata?: Record<string, string>[]
}

/** The key a meta tag is known by (`name` or `property`), as Docusaurus' Head dedupes them. */
const metaKey = (attributes: Record<string, string>) => attributes.name ?? attributes.property

/**
 * The tags of the page's head, with the site's `metadata` as Docusaurus orders them: a site tag replaces
 * the theme's default of the same name (`twitter:card`), and a page's own (its description, keywords,
 * social card) replaces the site's.
 */
function withSiteMetadata(tags: string[], head: PageHead): string[] {
  const metadata = head.site?.metadata ?? []
  if (!metadata.length) return tags
  const pageOwn = new Set(['description', 'og:title', 'og:description', 'og:url', 'og:type', 'og:site_name', 'robots'])
  if (head.keywords?.length) pageOwn.add('keywords')
  if (head.image && head.image !== head.site?.image) pageOwn.add('og:image')
  const siteTags = metadata.filter((attributes) => !pageOwn.has(metaKey(attributes) ?? ''))
  const replaced = new Set(siteTags.map(metaKey))
  const keyOf = (tag: string) => /^<meta (?:name|property)="([^"]+)"/.exec(tag)?.[1]
  const kept = tags.filter((tag) => {
    const key = keyOf(tag)
    return key === undefined || !replaced.has(key)
  })
  const pairs = (attributes: Record<string, string>) =>
    Object.entries(attributes)
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('')
  return [...kept, ...siteTags.map((attributes) => `<meta${pairs(attributes)}>`)]
}

/**
 * Title, description, canonical link, Open Graph tags and the Twitter card's type. X reads title,
 * description and image from the Open Graph tags when it has no twitter: ones of its own, so those are
 * not repeated in every page.
 */
function headTags(head: PageHead): string[] {
  const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${escapeAttribute(content)}">`
  const ownTags = [
    `<title>${escapeText(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeAttribute(head.canonical)}">`] : []),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...(head.keywords?.length ? [meta('name', 'keywords', head.keywords.join(', '))] : []),
  ]
  return [
    ...withSiteMetadata(ownTags, head),
    ...(head.extraTags ?? []).map(({ tag, attributes }) => {
      const pairs = Object.entries(attributes).map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      return `<${tag}${pairs.join('')} data-page-head>`
    }),
  ]
}

// Tags of the template that each page replaces with its own.
const replacedTags = [
  /<title>[\s\S]*?<\/title>/i,
  /<meta\s[^>]*\bname=["'](?:description|robots|keywords|twitter:[^"']*)["'][^>]*>/i,
  /<meta\s[^>]*\bproperty=["']og:[^"']*["'][^>]*>/i,
  /<link\s[^>]*\brel=["']canonical["'][^>]*>/i,
]
const emptyRoot = /<div id="root"><\/div>/

export function renderHtmlPage(template: string, head: PageHead, appHtml: string): string {
  const { beforeApp, afterApp } = renderHtmlPageParts(template, head, hasTabs(appHtml))
  return beforeApp + appHtml + afterApp
}

/** A page as the three strings it is written from: the engine's HTML up to #root, the app, the rest. */
export interface HtmlPageParts {
  /** The page up to and with `<div id="root">`. */
  beforeApp: string
  /** From #root's `</div>` to the end. */
  afterApp: string
  /** The same page with #root left empty: the engine's own part of it. */
  shell: string
}

/**
 * The page around an app (`appHasTabs`: whether it has a tab group), and its `shell` (what the header
 * policy hashes the inline scripts of, prerender/headers.ts, made here rather than cut out of the page
 * again by searching it for the app). The page is never joined into one string: a large site's page
 * (~200 KB) joined was a new string in memory V8 maps for it alone, ~50 page faults each time, which cost
 * more than the copy itself; its parts are written one after the other (pageFile.ts).
 */
export function renderHtmlPageParts(template: string, head: PageHead, appHasTabs: boolean): HtmlPageParts {
  if (!emptyRoot.test(template)) throw new Error('The HTML template has no empty <div id="root"></div> to render into')
  const marker = '<!--prerender:head-->'
  let html = template.replace(/<title>[\s\S]*?<\/title>/i, marker)
  if (!html.includes(marker)) html = html.replace(/<\/head>/i, `${marker}</head>`)
  for (const tag of replacedTags) html = html.replace(new RegExp(`[ \\t]*${tag.source}[ \\t]*\\n?`, 'gi'), '')
  // The site's favicon (Docusaurus' `favicon`) instead of the template's.
  const favicon = head.site?.favicon
  if (favicon) html = html.replace(/<link\s[^>]*\brel=["']icon["'][^>]*>/i, () => `<link rel="icon" href="${escapeAttribute(favicon)}">`)
  const indent = html.match(/\n([ \t]*)[^\n]*<!--prerender:head-->/)?.[1] ?? '    '
  const hints = [
    ...(head.modulePreloads ?? [])
      .filter((url) => !template.includes(`"${url}"`))
      .map((url) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(url)}">`),
    ...(head.stylesheets ?? [])
      .filter((url) => !template.includes(`"${url}"`))
      .map((url) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(url)}">`),
  ]
  // Function replacements: the inserted text may hold `$&` and the like, which a string replacement expands.
  const tags = [...headTags(head), ...(appHasTabs ? [tabsHeadScript] : [])]
  html = html.replace(marker, () => tags.join(`\n${indent}`))
  if (hints.length)
    html = html.replace(/([ \t]*)<\/head>/i, (_, space: string) => `${space}  ${hints.join(`\n${space}  `)}\n${space}</head>`)
  const shell = scriptsAfterLoad(withoutComments(html))
  const root = emptyRoot.exec(shell)!
  const rootOpen = root.index + '<div id="root">'.length
  return { beforeApp: shell.slice(0, rootOpen), afterApp: shell.slice(rootOpen), shell }
}

/** The template's comments are for its maintainers: no reader's browser needs to download them. */
function withoutComments(html: string): string {
  return html.replace(/[ \t]*<!--[\s\S]*?-->[ \t]*\n?/g, '')
}
