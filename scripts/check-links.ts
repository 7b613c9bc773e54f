// `npm run check:links`: compiles every page and checks its links and anchors, without a full build.
import path from 'node:path'
import { readFileSync } from 'node:fs'
import { createMarkdownPipeline, type CompiledPage } from '../plugins/markdown/pipeline.ts'
import { PageError } from '../plugins/markdown/problems.ts'
import { findMarkdownFiles } from '../plugins/contentFiles.ts'
import { checkLinks, formatLinkProblems } from '../plugins/docs/checkLinks.ts'
import { APP_ROUTES } from '../shared/routes.ts'

const root = path.resolve(import.meta.dirname, '..')
const contentDir = path.join(root, 'content')
const publicDir = path.join(root, 'public')
const pipeline = await createMarkdownPipeline({ root, contentDir, publicDir })
const pages: CompiledPage[] = []
const problems: string[] = []
for (const file of findMarkdownFiles(contentDir)) {
  try {
    const page = await pipeline.compile(readFileSync(file, 'utf8'), file)
    pages.push(page)
    problems.push(...page.warnings.map((w) => `warning: ${w}`))
  } catch (error) {
    if (error instanceof PageError) problems.push(...error.problems)
    else throw error
  }
}
const broken = checkLinks(pages, { appRoutes: APP_ROUTES, publicDir })
if (broken.length) problems.push(formatLinkProblems(broken))
console.log(problems.length ? problems.join('\n') : `${pages.length} pages, every link and anchor resolves`)
process.exit(problems.some((p) => !p.startsWith('warning:')) ? 1 : 0)
