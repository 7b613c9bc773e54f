import { describe, expect, it } from 'vitest'
import { mergeNewPages, parsePlan } from '../../scripts/content/plan.ts'

const plan = [
  '# Content plan',
  '## Sidebar',
  '- **Introduction**: `/introduction/getting-started`',
  '## Pages',
  '### Introduction',
  '',
  '**`/introduction/getting-started`** — "Getting Started with Redux" · target ≥ 610 words',
  '- Topics: install options.',
  '',
  '### Tutorials > Redux Essentials',
  '**`/tutorials/essentials/part-1-overview-concepts`** — "Redux Essentials, Part 1: Redux Overview and Concepts" · sidebar: "Redux Overview and Concepts" · target ≥ 1460 words',
  '### (not in the sidebar)',
  '**`/introduction/README`** — "Introduction" · target ≥ 250 words',
].join('\n')

describe('plan', () => {
  it('reads route, title, sidebar label, floor and section', () => {
    expect(parsePlan(plan)).toEqual([
      { route: '/introduction/getting-started', title: 'Getting Started with Redux', wordFloor: 610, section: 'Introduction', line: 7 },
      {
        route: '/tutorials/essentials/part-1-overview-concepts',
        title: 'Redux Essentials, Part 1: Redux Overview and Concepts',
        sidebarLabel: 'Redux Overview and Concepts',
        wordFloor: 1460,
        section: 'Tutorials > Redux Essentials',
        line: 11,
      },
      { route: '/introduction/README', title: 'Introduction', wordFloor: 250, section: '(not in the sidebar)', line: 13 },
    ])
  })

  it('refuses an entry it cannot read, and a route planned twice', () => {
    expect(() => parsePlan('### A\n**`/a`** — "A" · about 200 words')).toThrow(/content-plan\.md:2/)
    expect(() => parsePlan('### A\n**`/a`** — "A" · target ≥ 1 words\n**`/a`** — "B" · target ≥ 1 words')).toThrow(/twice/)
  })

  it('places each new page after the page its Sidebar line names', () => {
    const newPages = [
      '### Beyond the 2020 site',
      '**`/introduction/why`** — "Why" · target ≥ 100 words',
      '- Sidebar: Introduction, after Getting Started.',
    ].join('\n')
    const merged = mergeNewPages(parsePlan(plan), newPages)
    expect(merged.map((page) => `${page.section} ${page.route}`).slice(0, 2)).toEqual([
      'Introduction /introduction/getting-started',
      'Introduction /introduction/why',
    ])
    expect(() => mergeNewPages(parsePlan(plan), newPages.replace('Getting Started', 'Nowhere'))).toThrow(/no page "Nowhere"/)
  })

  it('starts a section that has no page yet after the named page of any section, and places "at the end"', () => {
    const later = [
      '### Later',
      '**`/tutorials/fundamentals/part-1`** — "Fundamentals, Part 1" · sidebar: "Overview" · target ≥ 10 words',
      '- Sidebar: Tutorials > Redux Fundamentals, after Part 1: Redux Overview and Concepts.',
      '**`/tutorials/fundamentals/part-2`** — "Fundamentals, Part 2" · target ≥ 10 words',
      '- Sidebar: Tutorials > Redux Fundamentals, after Overview.',
      '**`/errors`** — "Production Error Codes" · target ≥ 0 words',
      '- Sidebar: (not in the sidebar), at the end.',
    ].join('\n')
    const merged = mergeNewPages(parsePlan(plan), later, 'later.md')
    expect(merged.map((page) => `${page.section} ${page.route}`)).toEqual([
      'Introduction /introduction/getting-started',
      'Tutorials > Redux Essentials /tutorials/essentials/part-1-overview-concepts',
      'Tutorials > Redux Fundamentals /tutorials/fundamentals/part-1',
      'Tutorials > Redux Fundamentals /tutorials/fundamentals/part-2',
      '(not in the sidebar) /introduction/README',
      '(not in the sidebar) /errors',
    ])
    expect(() => mergeNewPages(parsePlan(plan), later.replace('after Overview', 'after Nowhere'), 'later.md')).toThrow(/later\.md:4: no page "Nowhere"/)
  })
})
