import { existsSync } from 'node:fs'
import path from 'node:path'
import type { CompiledPage } from '../markdown/pipeline.ts'
import { formatProblem } from '../markdown/problems.ts'

export interface LinkProblem {
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
}

/**
 * Checks every internal link of every page: the route must exist, and an `#anchor` must be an id on the
 * target page. Asset links must name a file under `public/`. External links are not fetched.
 */
export function checkLinks(pages: Iterable<CompiledPage>, options: CheckLinksOptions): LinkProblem[] {
  const byRoute = new Map<string, CompiledPage>()
  for (const page of pages) byRoute.set(page.route, page)
  const appRoutes = new Set(options.appRoutes)
  const problems: LinkProblem[] = []
  for (const page of byRoute.values()) {
    for (const link of page.links) {
      const report = (reason: string) =>
        problems.push({ file: link.file ?? page.file, line: link.line, column: link.column, target: link.href, reason })
      const { resolved } = link
      if (resolved.kind === 'asset') {
        const file = path.resolve(options.publicDir, '.' + decodeURIComponent(resolved.path))
        // `/../package.json` would name a file of the project, which the site does not serve.
        if (!file.startsWith(path.resolve(options.publicDir) + path.sep)) report(`outside public/: only files under public/ are served`)
        else if (!existsSync(file)) report(`no file public${resolved.path}`)
      } else if (resolved.kind === 'internal') {
        const target = byRoute.get(resolved.route)
        if (!target) {
          if (options.pendingRoutes?.has(resolved.route)) continue
          if (!appRoutes.has(resolved.route)) report(`no page at ${resolved.route}`)
          else if (resolved.hash) report(`anchors on ${resolved.route} cannot be checked`)
          continue
        }
        if (!resolved.hash) continue
        let id = resolved.hash
        try {
          id = decodeURIComponent(id)
        } catch {
          // keep the raw hash: a malformed escape is simply not an id
        }
        if (!target.ids.has(id)) {
          report(target === page ? `no heading or element with id "${id}" on this page` : `no heading or element with id "${id}" on ${target.route}`)
        }
      }
    }
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
}

export function formatLinkProblems(problems: LinkProblem[]): string {
  return problems.map((p) => formatProblem(p.file, p.line, p.column, `${p.target}  ${p.reason}`)).join('\n')
}
