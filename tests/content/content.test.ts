// The pages of content/ against every rule of CONTRIBUTING.md. Failures are grouped by file, so a writer
// finds their own pages at a glance while others' pages are in progress.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, it } from 'vitest'
import { loadPages } from '../../scripts/content/pages.ts'
import { loadPlan, sectionsOf } from '../../scripts/content/plan.ts'
import { checkBlockRules, coverage, formatCoverage } from '../../scripts/content/classify.ts'
import { checkParse } from '../../scripts/content/parse.ts'
import { cachedCheckTypes } from '../../scripts/content/typecheckCache.ts'
import { startRun } from '../../scripts/content/run.ts'
import {
  checkFrontMatter,
  checkMissingPages,
  sitePageRoutes,
  checkPlannedRoutes,
  checkWordFloors,
  strayFiles,
} from '../../scripts/content/pageChecks.ts'
import { formatProblemsByFile, type Problem } from '../../scripts/content/problems.ts'

/**
 * Sections of plan/content-plan.md (`### …` headings) whose pages are all written: a page of these
 * that goes missing fails the suite. Add a section here once its last page lands.
 */
const DONE_SECTIONS = [
  'Introduction',
  'Tutorials',
  'Tutorials > Redux Essentials',
  'Tutorials > Basic Tutorial',
  'Tutorials > Advanced Tutorial',
  'Recipes',
  'Recipes > Structuring Reducers',
  'Understanding Redux > Thinking in Redux',
  'Understanding Redux > History and Design',
  'FAQ',
  'Style Guide',
  'API Reference',
  'Redux Toolkit',
  '(not in the sidebar)',
]

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const plan = loadPlan(root)
const pages = loadPages(root)

/** Fails with the problems grouped by file (`content/x.md (2)`, then `content/x.md:LINE  what`). */
function expectNone(problems: Problem[], what: string): void {
  if (problems.length === 0) return
  const files = new Set(problems.map((problem) => problem.file)).size
  throw new Error(`${problems.length} ${what} in ${files} file(s):\n\n${formatProblemsByFile(problems)}`)
}

describe('content', () => {
  // The run blocks execute in child processes while the type check keeps this process busy.
  let running: Promise<Problem[]>
  beforeAll(async () => {
    running = (await startRun(pages, { root, concurrency: 2, timeoutMs: 10_000 })).done
  })

  it('has front matter with id, title and description on every page', () => {
    expectNone(checkFrontMatter(pages), 'front matter problem(s)')
  })

  it('has only planned routes under content/', () => {
    expectNone(checkPlannedRoutes(pages, strayFiles(path.join(root, 'content')), plan), 'unplanned file(s)')
  })

  it('checks every js/jsx/ts/tsx block that is not a fragment, and every run block asserts', () => {
    console.log(`Blocks left unchecked, per page:\n${formatCoverage(coverage(pages))}`)
    expectNone(checkBlockRules(pages), 'code block rule problem(s)')
  })

  it('parses every js/jsx/ts/tsx block not marked fragment as an ES module', async () => {
    expectNone(await checkParse(pages), 'block(s) that do not parse')
  })

  it('type-checks every block (TS strict, JS with checkJs) against the real packages', () => {
    expectNone(cachedCheckTypes(pages, { root }), 'type error(s)')
  }, 180_000)

  it('runs every run block without a throw, a failed assert or output on stderr', async () => {
    expectNone(await running, 'run block failure(s)')
  }, 180_000)

  it('reaches the word floor of every written page', () => {
    expectNone(checkWordFloors(pages, plan), 'page(s) under their word floor')
  })

  it('has every page of the done sections', () => {
    expectNone(checkMissingPages(pages, plan, DONE_SECTIONS, sitePageRoutes(path.join(root, 'src', 'pages'))), 'missing page(s)')
  })

  it('lists only sections of the plan as done', () => {
    const known = new Set(sectionsOf(plan))
    const unknown = DONE_SECTIONS.filter((section) => !known.has(section))
    if (unknown.length) throw new Error(`DONE_SECTIONS names sections the plan does not have: ${unknown.join(', ')}`)
  })
})
