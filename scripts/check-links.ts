// `npm run check:links`: compiles every page and checks its links and anchors, without a full build.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createContentStore } from '../plugins/docs/contentStore.ts'
import { checkLinks, formatLinkProblems } from '../plugins/docs/checkLinks.ts'
import { findSitePages } from '../plugins/docs/sitePages.ts'
import { redirectEntries, redirectProblems } from '../plugins/redirects/redirectTable.ts'
import { redirects, redirectsFile } from '../redirects.config.ts'

const root = path.resolve(import.meta.dirname, '..')
const contentDir = path.join(root, 'content')
const publicDir = path.join(root, 'public')
// The content store, as the build compiles: `.md` links resolve to their target's route (id, slug).
const store = createContentStore({ root, contentDir, publicDir })
const problems: string[] = await store.compileAll()
const pages = store.pages()
for (const page of pages) problems.push(...page.warnings.map((w) => `warning: ${w}`))
const appRoutes = findSitePages(path.join(root, 'src/pages'), root).map((page) => page.route)
const broken = checkLinks(pages, { appRoutes, publicDir })
if (broken.length) problems.push(formatLinkProblems(broken))
// The redirects table's targets, as the build checks them.
const tableEntries = redirectEntries(redirects, readFileSync(path.join(root, redirectsFile), 'utf8'))
problems.push(
  ...redirectProblems(tableEntries, {
    file: redirectsFile,
    pages: [...pages.map((page) => page.route), ...appRoutes.filter((route) => route !== '/404')],
  }),
)
console.log(problems.length ? problems.join('\n') : `${pages.length} pages, every link and anchor resolves`)
process.exit(problems.some((p) => !p.startsWith('warning:')) ? 1 : 0)
