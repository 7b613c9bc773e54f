// npm run content:check -- content/some/page.md [more pages]: every check of tests/content on just those
// pages (front matter, planned route and word floor, code block rules, parse, type check, run). With no
// page named, all of content/. Exits 1 when a check fails.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { coverage, formatCoverage } from './classify.ts'
import { checkPages } from './checkPages.ts'
import { loadPage, loadPages } from './pages.ts'
import { loadPlan } from './plan.ts'
import { formatProblemsByFile } from './problems.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const args = process.argv.slice(2)
const missing = args.filter((arg) => !existsSync(path.resolve(arg)) || !arg.endsWith('.md'))
if (missing.length) {
  console.error(`Not a markdown page: ${missing.join(', ')}\nUsage: npm run content:check -- content/some/page.md [more pages]`)
  process.exit(2)
}
const pages = args.length ? args.map((arg) => loadPage(root, path.resolve(arg))) : loadPages(root)
console.log(`Checking ${pages.length === 1 ? pages[0].file : `${pages.length} pages`}`)
const results = await checkPages(pages, {
  root,
  plan: loadPlan(root),
  onResult: ({ name, problems, ms }) =>
    console.log(`${problems.length ? '✗' : '✓'} ${name}${problems.length ? `: ${problems.length} problem(s)` : ''} (${(ms / 1000).toFixed(1)} s)`),
})
const problems = results.flatMap((result) => result.problems)
console.log(`\n${formatCoverage(coverage(pages))}`)
if (problems.length) {
  console.log(`\n${formatProblemsByFile(problems)}`)
  process.exitCode = 1
} else {
  console.log('\nAll checks pass.')
}
