// npm run content:stats — prose words of every planned page against its floor, then the pages still missing.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadPages } from './content/pages.ts'
import { loadPlan } from './content/plan.ts'
import { pageStats, sitePageRoutes } from './content/pageChecks.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const stats = pageStats(loadPages(root), loadPlan(root))
const written = stats.filter((entry) => entry.page)
// A planned route may be a page of src/pages (the error-code page is React), not a markdown page.
const sitePages = new Set(sitePageRoutes(path.join(root, 'src/pages')))
const asSitePage = stats.filter((entry) => !entry.page && sitePages.has(entry.planned.route))
const missing = stats.filter((entry) => !entry.page && !sitePages.has(entry.planned.route))
const under = written.filter((entry) => entry.underFloor)

const width = Math.max(...stats.map((entry) => entry.planned.route.length), 'Page'.length)
const row = (route: string, words: string, floor: string, mark: string) =>
  `${route.padEnd(width)}  ${words.padStart(6)}  ${floor.padStart(6)}  ${mark}`.trimEnd()

const lines: string[] = []
let section = ''
lines.push(row('Page', 'Words', 'Floor', ''))
for (const entry of written) {
  if (entry.planned.section !== section) {
    section = entry.planned.section
    lines.push('', `### ${section}`)
  }
  const mark = entry.underFloor ? `UNDER FLOOR (${entry.planned.wordFloor - entry.words!} short)` : ''
  lines.push(row(entry.planned.route, String(entry.words), String(entry.planned.wordFloor), mark))
}
const total = written.reduce((sum, entry) => sum + entry.words!, 0)
lines.push('', `${written.length}/${stats.length} planned pages written, ${total} prose words; ${under.length} under floor.`)
if (asSitePage.length) lines.push(`Pages of src/pages: ${asSitePage.map((entry) => entry.planned.route).join(', ')}`)
lines.push('', missing.length ? `Missing (${missing.length}):` : 'Missing: none')
for (const entry of missing)
  lines.push(
    `  ${entry.planned.route.padEnd(width)}  "${entry.planned.title}" (${entry.planned.section}, floor ${entry.planned.wordFloor})`,
  )
console.log(lines.join('\n'))
