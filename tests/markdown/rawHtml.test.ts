import { describe, expect, it } from 'vitest'
import { compile, compileError, textOf } from '../helpers.ts'

describe('raw HTML', () => {
  it('is refused with file, line and column, every occurrence listed', async () => {
    const message = await compileError('Text\n\n<div class="x">hi</div>\n\nA <br/> break.\n', 'guide/html.md')
    expect(message).toContain('content/guide/html.md:3:1  Raw HTML is not allowed (found `<div…`)')
    expect(message).toContain('content/guide/html.md:5:3  Raw HTML is not allowed (found `<br…`)')
  })

  it('allows comments (dropped) and tags inside code', async () => {
    const page = await compile('<!-- note to authors -->\n\nUse `Array<string>` here.\n')
    expect(textOf(page.tree)).not.toContain('note to authors')
    expect(textOf(page.tree)).toContain('Array<string>')
  })

  it('refuses HTML between comments on one line instead of dropping it with them', async () => {
    const message = await compileError('Text\n\n<!-- a --><b>x</b><!-- b -->\n', 'guide/html.md')
    expect(message).toContain('content/guide/html.md:3:1  Raw HTML is not allowed')
    const page = await compile('<!-- one --> <!-- two -->\n\nText.\n')
    expect(textOf(page.tree)).not.toContain('one')
  })
})
