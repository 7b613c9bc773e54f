import { existsSync } from 'node:fs'
import path from 'node:path'
import type { CompiledPage } from '../markdown/pipeline.ts'

/** What the check reads of a page: its route, links and ids (never its body). */
type LinkedPage = Omit<CompiledPage, 'tree'>
import { resolveLink, type ResolvedLink } from '../markdown/links.ts'
import { formatProblem } from '../markdown/problems.ts'

export interface LinkProblem {
  /** A link to no page or file (`onBrokenLinks`), or to a missing id on a page that exists (`onBrokenAnchors`). */
  kind: 'link' | 'anchor'
  file: string
  line: number
  column: number
  target: string
  reason: string
}

export interface CheckLinksOptions {
  /** Routes the app renders itself (home, search): links may point at them, not at their anchors. */
  appRoutes: readonly string[]
  publicDir: string
  /**
   * Routes whose files exist but are not compiled yet (the dev server compiles lazily): links to them
   * pass, and their anchors wait for the next check.
   */
  pendingRoutes?: ReadonlySet<string>
  /** The content folder as messages name it (relative to the project root). Default `content`. */
  contentDirName?: string
}

/**
 * Checks every internal link of every page: the route must exist, and an `#anchor` must be an id on the
 * target page. Asset links must name a file under `public/`. External links are not fetched.
 */
export function checkLinks(pages: Iterable<LinkedPage>, options: CheckLinksOptions): LinkProblem[] {
  const byRoute = routesOf(pages)
  const check = checkerOf(byRoute, options)
  return sortProblems([...byRoute.values()].flatMap(check))
}

/**
 * The links of one page at a time, checked against `pages`: the dev server checks the page just edited
 * alone (its links cannot have broken or healed anyone else's), where checkLinks would check them all.
 */
export function pageLinkChecker(pages: Iterable<LinkedPage>, options: CheckLinksOptions): (page: LinkedPage) => LinkProblem[] {
  const check = checkerOf(routesOf(pages), options)
  return (page) => sortProblems(check(page))
}

function checkerOf(byRoute: Map<string, LinkedPage>, options: CheckLinksOptions) {
  return (page: LinkedPage): LinkProblem[] =>
    page.links.flatMap((link) => {
      const problem = problemOf(link.resolved, page, byRoute, options)
      return problem ? [{ ...problem, file: link.file ?? page.file, line: link.line, column: link.column, target: link.href }] : []
    })
}

function sortProblems(problems: LinkProblem[]): LinkProblem[] {
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
}

/** A link written in a config file (sidebar, navbar, footer): where it is written and its href. */
export interface ConfigLink {
  /** The config file, as messages name it (`navigation.config.ts`). */
  file: string
  href: string
}

/** Checks the links of config files as a page's links are checked (an href is a site path or an external URL). */
export function checkConfigLinks(pages: Iterable<LinkedPage>, links: ConfigLink[], options: CheckLinksOptions): LinkProblem[] {
  const byRoute = routesOf(pages)
  return links.flatMap((link) => {
    const problem = problemOf(resolveLink(link.href, ''), undefined, byRoute, options)
    return problem ? [{ ...problem, file: link.file, line: 0, column: 0, target: link.href }] : []
  })
}

function routesOf(pages: Iterable<LinkedPage>): Map<string, LinkedPage> {
  const byRoute = new Map<string, LinkedPage>()
  for (const page of pages) byRoute.set(page.route, page)
  return byRoute
}

/** What is wrong with one resolved link from `page` (undefined for a config file), if anything. */
function problemOf(
  resolved: ResolvedLink,
  page: LinkedPage | undefined,
  byRoute: Map<string, LinkedPage>,
  options: CheckLinksOptions,
): Pick<LinkProblem, 'kind' | 'reason'> | undefined {
  const broken = (reason: string, kind: LinkProblem['kind'] = 'link') => ({ kind, reason })
  if (resolved.kind === 'missing-file') {
    return broken(`no page file ${resolved.files.map((file) => `${options.contentDirName ?? 'content'}/${file}`).join(' or ')}`)
  }
  if (resolved.kind === 'asset') {
    const file = path.resolve(options.publicDir, '.' + decodeURIComponent(resolved.path))
    // `/../package.json` would name a file of the project, which the site does not serve.
    if (!file.startsWith(path.resolve(options.publicDir) + path.sep)) return broken(`outside public/: only files under public/ are served`)
    if (!existsSync(file)) return broken(`no file public${resolved.path}`)
    return undefined
  }
  if (resolved.kind !== 'internal') return undefined
  const target = byRoute.get(resolved.route)
  if (!target) {
    if (options.pendingRoutes?.has(resolved.route)) return undefined
    if (!options.appRoutes.includes(resolved.route)) return broken(`no page at ${resolved.route}`)
    if (resolved.hash) return broken(`anchors on ${resolved.route} cannot be checked`)
    return undefined
  }
  if (!resolved.hash) return undefined
  let id = resolved.hash
  try {
    id = decodeURIComponent(id)
  } catch {
    // keep the raw hash: a malformed escape is simply not an id
  }
  if (target.ids.has(id)) return undefined
  return broken(
    target === page ? `no heading or element with id "${id}" on this page` : `no heading or element with id "${id}" on ${target.route}`,
    'anchor',
  )
}

export function formatLinkProblems(problems: LinkProblem[]): string {
  return problems
    .map((p) => (p.line ? formatProblem(p.file, p.line, p.column, `${p.target}  ${p.reason}`) : `${p.file}: ${p.target}  ${p.reason}`))
    .join('\n')
}
