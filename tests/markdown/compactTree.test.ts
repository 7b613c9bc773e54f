import { describe, expect, it } from 'vitest'
import { compactTree, expandTree } from '../../src/shared/compactTree.ts'
import { compile } from '../helpers.ts'

describe('compact page trees', () => {
  it('round-trips a compiled page to the same hast (without comments)', async () => {
    const page = await compile(
      '## Title {#t}\n\n:::tip[Hi]\nText with `code` and a [link](./other.md).\n:::\n\n```js title="a.js" {1}\nconst a = "s" // c\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
    )
    const expanded = expandTree(compactTree(page.tree))
    expect(expanded).toEqual(page.tree)
  })

  it('is at most half the size of the hast JSON for highlighted code', async () => {
    const code = Array.from({ length: 40 }, (_, i) => `const value${i} = compute(${i}, 'text') // note`).join('\n')
    const page = await compile('```js\n' + code + '\n```\n')
    expect(JSON.stringify(compactTree(page.tree)).length).toBeLessThan(JSON.stringify(page.tree).length / 2)
  })
})
