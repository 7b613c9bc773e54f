import path from 'node:path'
import type { HtmlTagDescriptor } from 'vite'
import type { CompiledPage } from '../markdown/pipeline.ts'
import { compactTree } from '../compactTree.ts'
import type { FrontMatter, LastUpdate, PageModule, PageNavigation } from '../../shared/types.ts'

// A page's route module: the JavaScript the engine hands Vite for a markdown file, and where the dev
// server serves it.

/** A page as its module needs it: the compiled page, or the content store's, which keeps its body as `body` instead of `tree`. */
export type ModulePage = Omit<CompiledPage, 'tree'> & ({ tree: CompiledPage['tree'] } | { body: string })

/** The page body as its module ships it: the compact tree's JSON (the content store keeps pages this way). */
export const bodyJson = (tree: CompiledPage['tree']) => JSON.stringify(compactTree(tree))

/** The site's TypeScript/JavaScript tabs (plugins/markdown/codeTabs.ts makes the element); this file is plugins/docs/. */
export const codeTabsModule = path.resolve(import.meta.dirname, '../../src/theme/tabs/CodeTabs.tsx')

/** Whether a page's body (its JSON, or an MDX page's code) has code tabs. */
export const hasCodeTabs = (bodyOrCode: string) => bodyOrCode.includes('"docs-code-tabs"')

/**
 * A page with code tabs imports their component itself (PageModule.components): the tabs' code loads with
 * the pages that have them, and the app every page loads does not grow by it. (In a build `body` is a
 * placeholder until renderChunk: the caller says whether the real one has tabs.)
 */
function pageComponentLines(page: ModulePage, codeTabs: boolean | undefined): string[] {
  const uses = codeTabs ?? hasCodeTabs(page.code ?? ('body' in page ? page.body : bodyJson(page.tree)))
  if (!uses) return []
  return [
    `import { CodeTabs as _CodeTabs } from ${JSON.stringify(codeTabsModule)}`,
    `export const components = { 'docs-code-tabs': _CodeTabs }`,
  ]
}

export interface PageModuleOptions {
  dev: boolean
  warnings: string[]
  navigation: PageNavigation
  /** The front matter the module exports (pagination routes resolved: pagination.ts); default the page's. */
  frontmatter?: FrontMatter
  /** "Edit this page" (editUrl.ts). */
  editUrl?: string
  /** "Last updated on … by …" (lastUpdate.ts). */
  lastUpdate?: LastUpdate
  /** The module of the sidebar the page shows (a Docusaurus sidebars file: each sidebar its own module). */
  sidebarModule?: string
  /** Whether the page has code tabs (in a build the body is a placeholder until renderChunk). */
  codeTabs?: boolean
}

/** What a page's module exports as data, besides its body, components and sidebar. */
export type PageFacts = Pick<PageModule, 'frontmatter' | 'toc' | 'contentTitle' | 'editUrl' | 'lastUpdate' | 'navigation' | 'warnings'>

/**
 * A page's facts, the one source of both its browser module (renderPageModule) and the module the server
 * render is handed (the docs API's getPageModule), so the two renders cannot disagree (a contentTitle the
 * server lacked once made it add a heading the browser then removed). Only what a page has: most pages
 * have no own H1, and a site without the options no footer data. Key order is the module's export order.
 */
export function pageFacts(page: ModulePage, options: Omit<PageModuleOptions, 'dev'>): PageFacts {
  return {
    frontmatter: options.frontmatter ?? page.frontmatter,
    toc: page.toc,
    ...(page.contentTitle !== undefined ? { contentTitle: page.contentTitle } : {}),
    ...(options.editUrl ? { editUrl: options.editUrl } : {}),
    ...(options.lastUpdate ? { lastUpdate: options.lastUpdate } : {}),
    navigation: options.navigation,
    warnings: options.warnings,
  }
}

/** The page's module: its facts as `export const`s (JSON, no per-module work beyond stringifying) around its body. */
export function renderPageModule(page: ModulePage, options: PageModuleOptions): string {
  const { warnings, ...facts } = pageFacts(page, options)
  const lines = [
    ...pageComponentLines(page, options.codeTabs),
    ...Object.entries(facts).map(([name, value]) => `export const ${name} = ${JSON.stringify(value)}`),
    // An MDX page is the MDX-compiled module itself (its default export renders the body); a markdown
    // page ships its body as data. JSON.parse of a string literal is faster to load than a JS literal.
    // As in Docusaurus, an MDX page's prose may read its own `frontMatter` and `toc` ({frontMatter.title}).
    page.code !== undefined
      ? `${page.code}\nexport const tree = []\nexport const frontMatter = frontmatter`
      : `export const tree = JSON.parse(${JSON.stringify('body' in page ? page.body : bodyJson(page.tree))})`,
    `export const warnings = ${JSON.stringify(warnings)}`,
    // The sidebar the page shows, when the site has several (a Docusaurus sidebars file): its own shared chunk.
    ...(options.sidebarModule ? [`export { sidebar } from ${JSON.stringify(options.sidebarModule)}`] : []),
  ]
  if (options.dev) {
    lines.push(
      `if (import.meta.hot) import.meta.hot.accept((next) => {`,
      `  if (next) window.dispatchEvent(new CustomEvent('docs:page-update', { detail: { path: ${JSON.stringify(page.route)}, module: next } }))`,
      `})`,
    )
  }
  return lines.join('\n') + '\n'
}

/** The dev server's URL of a markdown file (through /@fs/ when the content folder is outside the root). */
export function devUrlOf(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/')
  return relative.startsWith('..') ? `/@fs${file}` : `/${relative}`
}

/**
 * Dev: the HTML for a doc page asks for the page's module at once, so it compiles while the app's own
 * modules load, instead of after the app has started and asked for it (~0.4 s later).
 */
export function devPreloadTag(root: string, file: string): HtmlTagDescriptor {
  return { tag: 'link', attrs: { rel: 'modulepreload', href: `${devUrlOf(root, file)}?import` }, injectTo: 'head' }
}
