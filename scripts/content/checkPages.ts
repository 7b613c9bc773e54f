// All the checks of a set of pages, in the order a writer wants them: what npm run content:check runs.
import { checkBlockRules } from './classify.ts'
import { checkParse } from './parse.ts'
import { cachedCheckTypes } from './typecheckCache.ts'
import { checkRun } from './run.ts'
import { checkFrontMatter, checkPlannedRoutes, checkWordFloors } from './pageChecks.ts'
import type { PlannedPage } from './plan.ts'
import type { Page } from './pages.ts'
import type { Problem } from './problems.ts'

export interface CheckResult {
  name: string
  problems: Problem[]
  /** Wall time in milliseconds. */
  ms: number
}

export interface CheckPagesOptions {
  root: string
  plan: PlannedPage[]
  /** Called as each check ends (for progress output). */
  onResult?: (result: CheckResult) => void
}

export async function checkPages(pages: Page[], options: CheckPagesOptions): Promise<CheckResult[]> {
  const steps: [string, () => Problem[] | Promise<Problem[]>][] = [
    ['front matter', () => checkFrontMatter(pages)],
    ['planned route and word floor', () => [...checkPlannedRoutes(pages, [], options.plan), ...checkWordFloors(pages, options.plan)]],
    ['code block flags and assertions', () => checkBlockRules(pages)],
    ['blocks parse', () => checkParse(pages)],
    ['type check', () => cachedCheckTypes(pages, { root: options.root })],
    ['run blocks', () => checkRun(pages, { root: options.root })],
  ]
  const results: CheckResult[] = []
  for (const [name, step] of steps) {
    const start = Date.now()
    const result = { name, problems: await step(), ms: Date.now() - start }
    options.onResult?.(result)
    results.push(result)
  }
  return results
}
