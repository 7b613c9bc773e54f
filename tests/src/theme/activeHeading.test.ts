import { describe, expect, it } from 'vitest'
import { activeHeading } from '../../../src/theme/activeHeading.ts'

const viewport = { threshold: 100, viewportHeight: 800, atBottom: false }

describe('activeHeading', () => {
  it('marks nothing while the intro above the first heading is being read', () => {
    expect(
      activeHeading(
        [
          { id: 'a', top: 300 },
          { id: 'b', top: 900 },
        ],
        viewport,
      ),
    ).toBeUndefined()
  })

  it('marks the last heading scrolled past the threshold', () => {
    const headings = [
      { id: 'a', top: -900 },
      { id: 'b', top: -20 },
      { id: 'c', top: 100 },
      { id: 'd', top: 101 },
    ]
    expect(activeHeading(headings, viewport)).toBe('c')
    expect(activeHeading(headings.slice(0, 2), viewport)).toBe('b')
  })

  it('at the bottom of the page, marks the last heading on screen (short last sections never reach the top)', () => {
    const headings = [
      { id: 'a', top: -400 },
      { id: 'b', top: 300 },
      { id: 'c', top: 700 },
      { id: 'd', top: 900 },
    ]
    expect(activeHeading(headings, { ...viewport, atBottom: true })).toBe('c')
    expect(activeHeading(headings, viewport)).toBe('a')
  })

  it('handles a page without headings', () => {
    expect(activeHeading([], viewport)).toBeUndefined()
  })
})
