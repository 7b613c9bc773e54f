import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, it } from 'vitest'
import { listContentFiles, loadPages } from '../../scripts/content/blocks.ts'
import { loadPlan, sectionsOf } from '../../scripts/content/plan.ts'
import {
  checkFrontMatter,
  checkMissingPages,
  checkParse,
  checkPlannedRoutes,
  checkRun,
  checkTypes,
  checkWordFloors,
  formatProblems,
  type Problem,
} from '../../scripts/content/checks.ts'

/**
 * Sections of ../shared/content-plan.md (`### …` headings) whose pages are all written: a page of these
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

/** Fails with one line per problem (`content/x.md:LINE  what`). */
function expectNone(problems: Problem[], what: string): void {
  if (problems.length === 0) return
  throw new Error(`${problems.length} ${what}:\n${formatProblems(problems)}`)
}

describe('content', () => {
  it('has front matter with id, title and description on every page', () => {
    expectNone(checkFrontMatter(pages), 'front matter problem(s)')
  })

  it('has only planned routes under content/', () => {
    expectNone(checkPlannedRoutes(listContentFiles(path.join(root, 'content')), plan), 'unplanned file(s)')
  })

  it('parses every js/jsx/ts/tsx block not marked fragment as an ES module', async () => {
    expectNone(await checkParse(pages), 'block(s) that do not parse')
  })

  it('runs every run block without a throw or a failed console.assert', async () => {
    expectNone(await checkRun(pages, { root, concurrency: 2, timeoutMs: 10_000 }), 'run block failure(s)')
  }, 180_000)

  it('compiles the ts blocks marked typecheck with strict TypeScript', () => {
    expectNone(checkTypes(pages, { root }), 'type error(s)')
  }, 120_000)

  it('reaches the word floor of every written page', () => {
    expectNone(checkWordFloors(pages, plan), 'page(s) under their word floor')
  })

  it('has every page of the done sections', () => {
    expectNone(checkMissingPages(pages, plan, DONE_SECTIONS), 'missing page(s)')
  })

  it('lists only sections of the plan as done', () => {
    const known = new Set(sectionsOf(plan))
    const unknown = DONE_SECTIONS.filter((section) => !known.has(section))
    if (unknown.length) throw new Error(`DONE_SECTIONS names sections the plan does not have: ${unknown.join(', ')}`)
  })
})
