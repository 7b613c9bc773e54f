import { describe, expect, it } from 'vitest'
import { mergeModernPages, mergeNewPages, parsePlan } from '../../scripts/content/plan.ts'

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

  describe('the plan of issue 29 (pages written on parallel branches)', () => {
    const modern = [
      '### Using Redux',
      '**`/recipes/thunks`** — "Thunks" · target ≥ 100 words',
      '- Sidebar: Tutorials > Redux Essentials, near Redux Overview.',
      '- Topics: thunks.',
      '',
      '**`/recipes/effects`** — "Effects" · sidebar: "Side Effects" · target ≥ 200 words',
      '- Sidebar: Tutorials > Redux Essentials, after Thunks.',
      '',
      '### Reference',
      '**`/errors`** — "Errors" · not in the sidebar · no word floor',
      '**`/recipes/unplaced`** — "Unplaced" · target ≥ 1 words',
      '- Topics: no sidebar line.',
    ].join('\n')
    const routesOf = (written: string[]) =>
      mergeModernPages(parsePlan(plan), modern, (route) => written.includes(route)).map((page) => `${page.section} ${page.route}`)

    it('leaves out the pages not written yet, and reads no entry of theirs', () => {
      expect(routesOf([])).toEqual(parsePlan(plan).map((page) => `${page.section} ${page.route}`))
    })

    it('places a written page after the page its Sidebar line names, or at the end of the section while that one is unwritten', () => {
      expect(routesOf(['/recipes/effects']).slice(1, 4)).toEqual([
        'Tutorials > Redux Essentials /tutorials/essentials/part-1-overview-concepts',
        'Tutorials > Redux Essentials /recipes/effects',
        '(not in the sidebar) /introduction/README',
      ])
      expect(routesOf(['/recipes/effects', '/recipes/thunks']).slice(2, 4)).toEqual([
        'Tutorials > Redux Essentials /recipes/thunks',
        'Tutorials > Redux Essentials /recipes/effects',
      ])
    })

    it('refuses a written page with no Sidebar line of its own', () => {
      expect(() => routesOf(['/recipes/unplaced'])).toThrow(/content-plan-modern-redux\.md:11: page \/recipes\/unplaced has no "- Sidebar/)
    })
  })
})
