import { describe, expect, it } from 'vitest'
import { createBodyPlaceholders } from '../../plugins/docs/bodyPlaceholders.ts'
import { renderPageModule } from '../../plugins/docs/pageModule.ts'
import { compile } from '../helpers.ts'

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
