import { describe, expect, it } from 'vitest'
import { madeHeading } from '../../../src/theme/madeHeading.ts'

// The heading the layout makes for a doc page, by Docusaurus 3's rule (DocItem/Content's synthetic title).

const page = (frontmatter: Record<string, unknown>, contentTitle?: string) => ({
  frontmatter: { id: 'p', title: '', description: '', ...frontmatter },
  ...(contentTitle !== undefined ? { contentTitle } : {}),
})

describe("a doc page's made heading", () => {
  it('is the front matter title when the page has no # H1 of its own', () => {
    expect(madeHeading(page({ title: 'From Front Matter' }), 'Manifest title')).toBe('From Front Matter')
  })

  it("is the manifest's title when front matter has none", () => {
    expect(madeHeading(page({}), 'Manifest title')).toBe('Manifest title')
  })

  it('is none when the page has its own # H1 (it stays in the body)', () => {
    expect(madeHeading(page({ title: 'Tab Title' }, 'Own Heading'), 'Manifest title')).toBeUndefined()
  })

  it('is none with hide_title: true, not a heading for screen readers only', () => {
    expect(madeHeading(page({ title: 'Hidden', hide_title: true }), 'Manifest title')).toBeUndefined()
    expect(madeHeading(page({ title: 'Shown', hide_title: false }), 'Manifest title')).toBe('Shown')
  })
})
