import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fixtureRoot } from '../helpers.ts'
import { buildFixture } from '../buildFixture.ts'

// The docs plugin in a production build of the app (no prerendering): page chunks and the link check.

describe('production build', () => {
  it('emits one lazily loaded chunk per page, with no page body in the app code', async () => {
    const outDir = await buildFixture()
    const assets = readdirSync(path.join(outDir, 'assets'))
    const intro = assets.filter((name) => /^intro-.*\.js$/.test(name))
    const other = assets.filter((name) => /^other-.*\.js$/.test(name))
    expect(intro).toHaveLength(1)
    expect(other).toHaveLength(1)
    const chunk = await import(path.join(outDir, 'assets', intro[0]))
    expect(chunk.frontmatter).toMatchObject({ id: 'intro', title: 'Introduction', custom_key: 'kept' })
    expect(chunk.toc).toEqual([
      { id: 'setup', text: 'Setup', depth: 2 },
      { id: 'setup-1', text: 'Setup', depth: 2 },
    ])
    expect(JSON.stringify(chunk.tree)).toContain('Hidden until opened.')
    // The manifest may sit in the entry or in a chunk the entry shares with lazy code: look at every
    // JS file that is not a page chunk.
    const appCode = assets
      .filter((name) => name.endsWith('.js') && !intro.includes(name) && !other.includes(name))
      .map((name) => readFileSync(path.join(outDir, 'assets', name), 'utf8'))
      .join('\n')
    // The browser's manifest carries neither page bodies nor descriptions (the page module has those).
    expect(chunk.frontmatter.description).toBe('The first fixture page.')
    expect(appCode).not.toContain('The first fixture page.')
    expect(appCode).not.toContain('Hidden until opened.')
    expect(appCode).toContain(`/assets/${intro[0]}`)
  })

  it('fails on a broken link or anchor, naming file:line', async () => {
    const content = mkdtempSync(path.join(tmpdir(), 'docs-content-'))
    cpSync(path.join(fixtureRoot, 'content'), content, { recursive: true })
    const file = path.join(content, 'guide', 'other.md')
    writeFileSync(file, readFileSync(file, 'utf8') + '\nSee [the missing part](./intro.md#nope) and [gone](/guide/gone).\n')
    const error = await buildFixture({ contentDir: content }).then(
      () => null,
      (e: Error) => e,
    )
    expect(error?.message).toMatch(/2 broken link\(s\)/)
    expect(error?.message).toContain('guide/other.md:13:5  ./intro.md#nope  no heading or element with id "nope" on /guide/intro')
    expect(error?.message).toContain('guide/other.md:13:45  /guide/gone  no page at /guide/gone')
  })
})
