import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createBodyPlaceholders } from '../../plugins/docs/bodyPlaceholders.ts'
import { renderPageModule } from '../../plugins/docs/pageModule.ts'
import { compile } from '../helpers.ts'
import { buildFixture } from '../buildFixture.ts'

// A build's page module carries a placeholder for its body; the rendered chunk gets the body back.
describe('createBodyPlaceholders', () => {
  const bodies = new Map([
    ['/c/a.md', '[["p",0,"a \\"quoted\\" `tick` ${x}"]]'],
    ['/c/b.md', '[["h2",{"id":"b"},"B"]]'],
  ])
  const placeholders = () => createBodyPlaceholders((file) => bodies.get(file))

  it('fills in the same module code the body inline would have been, in any quote style', async () => {
    const { tree, ...page } = await compile('---\nid: a\ntitle: A\ndescription: D.\n---\n\nSome *text*.\n')
    const { placeholder, fillIn } = placeholders()
    const inline = renderPageModule({ ...page, tree }, { dev: false, warnings: [], navigation: { trail: [] } })
    const body = JSON.parse(inline.match(/JSON\.parse\((".*")\)/)![1]) as string
    const withPlaceholder = renderPageModule(
      { ...page, body: placeholder('/c/a.md') },
      { dev: false, warnings: [], navigation: { trail: [] } },
    )
    expect(withPlaceholder).not.toContain('text')
    bodies.set('/c/a.md', body)
    expect(fillIn(withPlaceholder)).toBe(inline)
    // A bundler may print the literal with other quotes.
    const chunk = `const a=JSON.parse('${placeholder('/c/a.md')}'),b=JSON.parse(\`${placeholder('/c/b.md')}\`)`
    expect(fillIn(chunk)).toBe(`const a=JSON.parse(${JSON.stringify(body)}),b=JSON.parse(${JSON.stringify(bodies.get('/c/b.md'))})`)
  })

  it('leaves a chunk without placeholders alone, and gives each build its own placeholders', () => {
    const first = placeholders()
    expect(first.fillIn('export const x = "docs-body:"')).toBeNull()
    expect(first.placeholder('/c/a.md')).toBe(first.placeholder('/c/a.md'))
    expect(placeholders().placeholder('/c/a.md')).not.toBe(first.placeholder('/c/a.md'))
  })

  it('fails when a page has no body to fill in', () => {
    const { placeholder, fillIn } = placeholders()
    expect(() => fillIn(`JSON.parse("${placeholder('/c/gone.md')}")`)).toThrow('the body of /c/gone.md is gone')
  })
})

describe('a build', () => {
  it("fills the bodies in after the other plugins' renderChunk hooks, which see the placeholders", async () => {
    // Each of those hooks is handed its own copy of the chunk's code: with the bodies in, every copy carried them.
    const seen: string[] = []
    const outDir = await buildFixture({
      plugins: [{ name: 'sees-chunks', renderChunk: (code) => void seen.push(code) }],
    })
    const pageChunks = seen.filter((code) => code.includes('docs-body:'))
    expect(pageChunks).toHaveLength(2) // the fixture's two pages
    expect(seen.join('\n')).not.toContain('Read this first')
    const written = readdirSync(path.join(outDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(outDir, 'assets', file), 'utf8'))
      .join('\n')
    expect(written).toContain('Read this first')
    expect(written).not.toContain('docs-body:')
  }, 120_000)
})
