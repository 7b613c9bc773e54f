import { describe, expect, it } from 'vitest'
import { OptionsError, resolveDocsOptions } from '../../plugins/options.ts'

// The page options of docsPlugin() (toc, lastUpdate, editUrl, staticDirs), bounded as Docusaurus bounds them.
const site = { title: 'Docs', url: 'https://docs.example.org' }
const message = (input: Record<string, unknown>) => {
  try {
    resolveDocsOptions({ site, ...input })
  } catch (error) {
    expect(error).toBeInstanceOf(OptionsError)
    return (error as Error).message
  }
  throw new Error('no error')
}

describe('page options', () => {
  it('default to h2–h3 tables of contents, no last update, no edit link, public/ as the static folder', () => {
    const options = resolveDocsOptions({ site })
    expect(options.toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 })
    expect(options.lastUpdate).toEqual({ time: false, author: false })
    expect(options.editUrl).toBeUndefined()
    expect(options.staticDirs).toEqual(['public'])
  })

  it('take heading levels from 2 to 6, min not above max (the default max 3 included)', () => {
    expect(resolveDocsOptions({ site, toc: { maxHeadingLevel: 4 } }).toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 4 })
    expect(message({ toc: { maxHeadingLevel: 7 } })).toContain('option "toc.maxHeadingLevel": a heading level from 2 to 6')
    expect(message({ toc: { minHeadingLevel: 1 } })).toContain('option "toc.minHeadingLevel": a heading level from 2 to 6')
    expect(message({ toc: { minHeadingLevel: 4 } })).toContain('minHeadingLevel is above maxHeadingLevel')
    expect(message({ toc: { minHeadingLevel: 2.5 } })).toContain('toc.minHeadingLevel')
  })

  it('take editUrl as a URL (trailing slash dropped) or a function', () => {
    expect(resolveDocsOptions({ site, editUrl: 'https://github.com/o/r/edit/main/' }).editUrl).toBe('https://github.com/o/r/edit/main')
    const edit = () => 'https://x.org'
    expect(resolveDocsOptions({ site, editUrl: edit }).editUrl).toBe(edit)
    expect(message({ editUrl: 'github.com/o/r' })).toContain('option "editUrl"')
  })
})
