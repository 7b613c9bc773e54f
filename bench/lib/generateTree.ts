import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { findMarkdownFiles } from '../../plugins/contentFiles.ts'
import { readPageSummary } from '../../plugins/docs/pageSummary.ts'
import { fileToRoute } from '../../shared/routes.ts'
import { createRandom, type Random } from './random.ts'
import { admonition, codeBlock, description, details, heading, list, paragraph, table, type LinkTarget } from './pageParts.ts'

// A content folder of N realistic pages, to show how build time, memory and bytes grow with the site.
// The first pages take the real site's routes and ids (with generated bodies), so the sidebar, the home
// page's links and the docs version's main page resolve as they do on the real site; the rest live
// under /generated/. Every internal link points at a page of the tree and an anchor that page has, so
// the build's link checker passes.

export interface PagePlan {
  /** Path relative to the content folder, e.g. `api/store.md`. */
  file: string
  route: string
  id: string
  title: string
  /** Target size of the markdown, in bytes. */
  size: number
  /** h2 headings, unique on the page (their slugs are the anchors other pages link to). */
  headings: string[]
}

export interface RealPage {
  file: string
  id: string
}

/** The real site's pages (file relative to the content folder, and id), in file order. */
export function readRealPages(contentDir: string): RealPage[] {
  return findMarkdownFiles(contentDir).map((file) => ({
    file: path.relative(contentDir, file).split(path.sep).join('/'),
    id: readPageSummary(readFileSync(file, 'utf8'), file).id,
  }))
}

/** github-slugger's result for headings made of letters and spaces only. */
export const slugOf = (text: string) => text.toLowerCase().replace(/ /g, '-')

/** Page sizes like content/ (median ≈ 10 KB, a long tail to ≈ 45 KB): log-normal, clamped. */
function pageSize(random: Random): number {
  const normal = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next())
  return Math.round(Math.min(46_000, Math.max(2_500, 9_000 * Math.exp(0.55 * normal))))
}

export interface TreeOptions {
  /** Every n-th page is an MDX page (`.mdx`, same route): JSX, an expression, a component and a partial. */
  mdxEvery?: number
  /** Makes the last page this many bytes of markdown (the one-large-page rows). */
  largePageBytes?: number
}

export function planTree(count: number, realPages: RealPage[], seed = 1, options: TreeOptions = {}): PagePlan[] {
  const random = createRandom(seed)
  return Array.from({ length: count }, (_, index): PagePlan => {
    const real = realPages[index]
    const mdx = options.mdxEvery !== undefined && index % options.mdxEvery === 0
    const markdownFile = real?.file ?? `generated/topic-${Math.floor(index / 25) + 1}/page-${index + 1}.md`
    const file = mdx ? markdownFile.replace(/\.md$/, '.mdx') : markdownFile
    const title = `${heading(random)} ${index + 1}`
    // The last page can be made one very large page, to show a page's cost grows with its size alone.
    const drawnSize = pageSize(random)
    const size = options.largePageBytes && index === count - 1 ? options.largePageBytes : drawnSize
    const headings: string[] = []
    while (headings.length < Math.max(3, Math.round(size / 1_800))) {
      const text = heading(random)
      headings.push(headings.includes(text) ? `${text} ${headings.length + 1}` : text)
    }
    const id = real?.id ?? `page-${index + 1}`
    // The route the engine gives the file with this id (front matter `id` replaces the file name).
    return { file, route: fileToRoute(file, { id }), id, title, size, headings }
  })
}

/** The markdown of one planned page. */
export function renderPage(plan: PagePlan, all: PagePlan[], seed: number): string {
  const random = createRandom(seed)
  const links = (): LinkTarget | undefined => {
    const target = random.pick(all)
    const anchor = random.pick(target.headings)
    if (target === plan) return { href: `#${slugOf(anchor)}`, text: anchor.toLowerCase() }
    // Half site paths, half relative links to the markdown file, as content/ mixes both.
    const href = random.chance(0.5)
      ? `${target.route}#${slugOf(anchor)}`
      : `${path.posix.relative(path.posix.dirname(plan.file), target.file).replace(/^(?!\.)/, './')}#${slugOf(anchor)}`
    return { href, text: target.title }
  }
  const frontMatter = ['---', `id: ${plan.id}`, `title: '${plan.title}'`, `description: '${description(random)}'`, '---'].join('\n')
  const blocks = [frontMatter, ...(plan.file.endsWith('.mdx') ? mdxPreamble(plan) : []), paragraph(random, links), paragraph(random, links)]
  let bytes = blocks.join('\n\n').length
  const add = (block: string) => {
    blocks.push(block)
    bytes += block.length + 2
  }
  plan.headings.forEach((text, index) => {
    const budget = ((index + 1) / plan.headings.length) * plan.size
    add(`## ${text}`)
    add(paragraph(random, links))
    let sub = 1
    while (bytes < budget) {
      const kind = random.weighted([
        ['paragraph', 8],
        ['code', 4],
        ['list', 2],
        ['admonition', 1.5],
        ['h3', 1],
        ['table', 0.4],
        ['details', 0.3],
      ] as const)
      if (kind === 'paragraph') add(paragraph(random, links))
      else if (kind === 'code') add(codeBlock(random))
      else if (kind === 'list') add(list(random, links))
      else if (kind === 'admonition') add(admonition(random, links))
      else if (kind === 'table') add(table(random))
      else if (kind === 'details') add(details(random, links))
      else add(`### ${text} step ${sub++}`)
    }
  })
  if (plan.file.endsWith('.mdx')) blocks.push('<Shared />')
  return blocks.join('\n\n') + '\n'
}

// What an MDX page of the tree imports: a local component and a partial, both under `_` (no pages).
const mdxShared = {
  '_components/Callout.jsx': `export function Callout({ kind, children }) {\n  return <aside className={'callout callout-' + kind}>{children}</aside>\n}\n`,
  '_partials/_shared.mdx': `## Shared steps\n\nEvery MDX page of the tree shows this partial, with **markdown** and a [link](#shared-steps).\n`,
}

/** An MDX page's imports, an export, and a component with an expression. */
function mdxPreamble(plan: PagePlan): string[] {
  const from = (file: string) => path.posix.relative(path.posix.dirname(plan.file), file).replace(/^(?!\.)/, './')
  return [
    `import { Callout } from '${from('_components/Callout.jsx')}'\nimport Shared from '${from('_partials/_shared.mdx')}'\n\nexport const sections = ${plan.headings.length}`,
    `<Callout kind="info">This page has {sections} sections.</Callout>`,
  ]
}

/**
 * Writes a tree of `count` pages (every `options.mdxEvery`-th one MDX, the last one `options.largePageBytes`
 * long when given) into `contentDir` (emptied first). Returns its total markdown bytes.
 */
export function writeTree(
  contentDir: string,
  count: number,
  realPages: RealPage[],
  seed = 1,
  options: TreeOptions = {},
): { pages: number; bytes: number; plans: PagePlan[] } {
  rmSync(contentDir, { recursive: true, force: true })
  const plans = planTree(count, realPages, seed, options)
  let bytes = 0
  if (plans.some((plan) => plan.file.endsWith('.mdx'))) {
    for (const [name, text] of Object.entries(mdxShared)) {
      mkdirSync(path.dirname(path.join(contentDir, name)), { recursive: true })
      writeFileSync(path.join(contentDir, name), text)
    }
  }
  plans.forEach((plan, index) => {
    const file = path.join(contentDir, plan.file)
    const markdown = renderPage(plan, plans, seed * 100_003 + index)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, markdown)
    bytes += Buffer.byteLength(markdown)
  })
  return { pages: plans.length, bytes, plans }
}
