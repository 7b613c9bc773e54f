import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parsePlan } from '../../scripts/content/plan.ts'
import { pageFromSource } from '../../scripts/content/pages.ts'
import {
  checkFrontMatter,
  checkMissingPages,
  sitePageRoutes,
  checkPlannedRoutes,
  checkPlanTitles,
  checkWordFloors,
} from '../../scripts/content/pageChecks.ts'
import { formatProblems } from '../../scripts/content/problems.ts'

function page(name: string, ...lines: string[]) {
  return pageFromSource(`content/${name}`, lines.join('\n') + '\n')
}

const frontMatter = ['---', 'id: x', 'title: X', 'description: A page.', '---', '']

describe('page checks', () => {
  const plan = parsePlan(
    [
      '### Done',
      '**`/a`** — "Page A" · sidebar: "A" · target ≥ 5 words',
      '**`/b`** — "Page B" · target ≥ 1 words',
      '### Later',
      '**`/c`** — "Page C" · target ≥ 1 words',
    ].join('\n'),
  )

  it('requires id, title and description strings', () => {
    const pages = [
      page('ok.md', ...frontMatter, 'Text.'),
      page('none.md', 'Text.'),
      page('partial.md', '---', 'id: 3', 'title: T', '---', 'Text.'),
    ]
    expect(formatProblems(checkFrontMatter(pages))).toBe(
      [
        'content/none.md:1  front matter: missing (a `---` block with id, title and description)',
        'content/partial.md:1  front matter: `description` is missing (every page needs id, title and description)',
        'content/partial.md:2  front matter: `id` must be a string',
      ].join('\n'),
    )
  })

  it('refuses unplanned routes and files that are not pages', () => {
    // Each page's id is its file's name: front matter `id` names the route.
    const pages = ['a.md', 'b.md', 'd.md'].map((name) => page(name, ...frontMatter.map((line) => line.replace('id: x', `id: ${name.slice(0, -3)}`))))
    expect(checkPlannedRoutes(pages, ['img.png'], plan).map((problem) => problem.file)).toEqual(['content/img.png', 'content/d.md'])
  })

  it('checks word floors, missing pages of done sections and plan titles', () => {
    const a = page('a.md', '---', 'id: a', 'title: Page A', 'description: d', '---', 'Only four words here.')
    expect(checkWordFloors([a], plan)).toEqual([
      { file: 'content/a.md', line: 1, message: '4 prose words, under the floor of 5 (1 short)' },
    ])
    expect(checkMissingPages([a], plan, ['Done']).map((problem) => problem.file)).toEqual(['content/b.md'])
    expect(checkMissingPages([a], plan, ['Nope'])[0].message).toMatch(/no section "Nope"/)
    // A planned route may be one of the site's own pages (a React module of src/pages).
    expect(checkMissingPages([a], plan, ['Done'], ['/b'])).toEqual([])
    expect(checkPlanTitles([a], plan).map((problem) => problem.message)).toEqual(['sidebar_label missing, plan says "A"'])
  })

  it('finds the routes of the site pages as the build routes them', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-pages-'))
    try {
      mkdirSync(path.join(dir, 'guides'))
      for (const file of ['index.tsx', 'errors.tsx', 'errors.css', '_helper.tsx', 'guides/index.tsx', 'guides/a.test.tsx'])
        writeFileSync(path.join(dir, file), '')
      expect(sitePageRoutes(dir)).toEqual(['/', '/errors', '/guides'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
