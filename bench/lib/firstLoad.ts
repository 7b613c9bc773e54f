import { resolveStaticFile } from '../../plugins/staticServer.ts'
import { DistFolder, gzipSize, sumSizes, type Size } from './distFiles.ts'

// What a reader's browser downloads before a page is usable, computed from the build output alone (no
// browser, so it is exact and fast enough for `npm test`): the HTML the host serves for the route, its
// scripts, module preloads and stylesheets, everything those scripts import statically, and for a doc
// page its own page chunk (which the app imports before hydrating).

export interface HtmlResources {
  /** Every script the page runs to be usable: those it fetches while loading and the app it starts after. */
  js: string[]
  /** Of those, the ones plugins/prerender/scriptsAfterLoad.ts's loader adds after `load`. */
  jsAfterLoad: string[]
  css: string[]
  /** `<link rel="preload">` of anything else (fonts, fetches): still first load. */
  other: string[]
}

const attributesOf = (tag: string) => {
  const attributes = new Map<string, string>()
  for (const match of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attributes.set(match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '')
  }
  return attributes
}

/** The URLs an HTML document makes the browser fetch at once (prefetch hints are not first load). */
export function htmlResources(html: string): HtmlResources {
  const found: HtmlResources = { js: [], jsAfterLoad: [], css: [], other: [] }
  for (const [tag, name] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attributes = attributesOf(tag.slice(name.length + 1))
    if (name.toLowerCase() === 'script') {
      if (attributes.get('src')) found.js.push(attributes.get('src')!)
      const afterLoad = [attributes.get('data-entry'), attributes.get('data-preload')].join(' ').split(/\s+/).filter(Boolean)
      found.js.push(...afterLoad)
      found.jsAfterLoad.push(...afterLoad)
      continue
    }
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/)
    const href = attributes.get('href')
    if (!href) continue
    if (rel.includes('modulepreload')) found.js.push(href)
    else if (rel.includes('stylesheet')) found.css.push(href)
    else if (rel.includes('preload')) {
      const as = attributes.get('as')
      if (as === 'script') found.js.push(href)
      else if (as === 'style') found.css.push(href)
      else found.other.push(href)
    }
  }
  return found
}

export interface FileSize extends Size {
  file: string
}

export interface FirstLoad {
  route: string
  /** The HTML file the host serves for the route, and its HTTP status. */
  html: FileSize & { status: number }
  js: FileSize[]
  /** Scripts fetched before `load` (the rest start after it). */
  jsBeforeLoad: FileSize[]
  css: FileSize[]
  other: FileSize[]
  /** The route's own page chunk, for a doc page. */
  pageChunk?: string
  totals: { js: Size; css: Size; requests: number }
}

/** The first load of `route` in `dist`; `pageChunk` is added (with its imports) for a doc page. */
export function firstLoadOf(dist: DistFolder, route: string, pageChunk?: string): FirstLoad {
  const served = resolveStaticFile(dist.root, route)
  if (!served) throw new Error(`The build serves nothing at ${route}`)
  const htmlFile = served.file
    .slice(dist.root.length + 1)
    .split('\\')
    .join('/')
  const resources = htmlResources(dist.text(htmlFile))
  const resolveAll = (urls: string[]) => urls.map((url) => dist.resolve(url, htmlFile)).filter((file): file is string => Boolean(file))
  const jsFiles = dist.staticClosure([...resolveAll(resources.js), ...(pageChunk ? [pageChunk] : [])])
  const withSize = (file: string): FileSize => ({ file, ...dist.size(file) })
  const js = jsFiles.map(withSize)
  const afterLoad = new Set(dist.staticClosure(resolveAll(resources.jsAfterLoad)))
  const jsBeforeLoad = dist
    .staticClosure(resolveAll(resources.js.filter((url) => !resources.jsAfterLoad.includes(url))))
    .filter((file) => !afterLoad.has(file))
    .map(withSize)
  const css = [...new Set(resolveAll(resources.css))].map(withSize)
  const other = [...new Set(resolveAll(resources.other))].map(withSize)
  return {
    route,
    html: { ...withSize(htmlFile), status: served.status },
    js,
    jsBeforeLoad,
    css,
    other,
    pageChunk,
    totals: { js: sumSizes(js), css: sumSizes(css), requests: 1 + js.length + css.length + other.length },
  }
}

/** The libraries no page may load up front, each recognised by strings that survive minification. */
export const forbiddenLibraries: { name: string; fingerprints: string[][] }[] = [
  { name: 'search library (minisearch)', fingerprints: [['MiniSearch: ']] },
  { name: 'search library (algoliasearch)', fingerprints: [['x-algolia-'], ['algolianet.com']] },
  { name: 'code highlighter (refractor/prism)', fingerprints: [['Unknown language: `'], ['disableWorkerMessageHandler']] },
  // micromark's construct names, which mdast-util-from-markdown and remark-parse carry too.
  { name: 'markdown parser (micromark/remark/mdast-util-from-markdown)', fingerprints: [['codeFenced', 'htmlFlow', 'characterReference']] },
]

/** Which forbidden libraries a script contains. */
export function librariesIn(source: string): string[] {
  return forbiddenLibraries
    .filter(({ fingerprints }) => fingerprints.some((strings) => strings.every((text) => source.includes(text))))
    .map(({ name }) => name)
}

export { gzipSize }
