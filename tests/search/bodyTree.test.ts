import { describe, expect, it } from 'vitest'
import { compactTree } from '../../plugins/compactTree.ts'
import { bodyTree, searchSectionsOf } from '../../plugins/search/bodyTree.ts'
import { extractRecords } from '../../plugins/search/records.ts'
import { recordsOfPages } from '../../plugins/search/collectRecords.ts'
import { compile } from '../helpers.ts'

// The content store keeps a page's body as its module's JSON (DocsPage.body), not as hast: search builds
// the tree back from it, and must find exactly the records the hast tree gives.
const source = `---
id: p
title: The Store
description: Holds the state.
---

Intro with \`inline code\` and ![a diagram](/img/x.png).

## Reading *state*

:::tip Rich **title**
Call getState.
:::

| a | b |
| - | - |
| 1 | 2 |

\`\`\`js
const left = 'out'
\`\`\`

### Deeper {#custom-id}

- one
- two
`

describe('bodyTree', () => {
  it('gives the records the hast tree gives: text, headings and their ids, alt text, admonition titles', async () => {
    const page = await compile(source)
    const fromHast = extractRecords(page, 'API')
    const fromBody = extractRecords({ ...page, tree: bodyTree(compactTree(page.tree)) }, 'API')
    expect(fromBody).toEqual(fromHast)
    expect(fromHast.map((record) => record.anchor)).toEqual([null, 'reading-state', 'custom-id'])
    expect(fromHast[0].content).toContain('a diagram')
    expect(fromHast[1].content).toContain('Rich title')
    expect(fromHast[1].content).not.toContain('const left')
  })

  it('is what a compiled page keeps for recordsOfPages (its searchSections)', async () => {
    const { tree, ...page } = await compile(source)
    const kept = { ...page, searchSections: searchSectionsOf(compactTree(tree), page.frontmatter) }
    expect(recordsOfPages([kept as never], new Map())).toEqual(recordsOfPages([{ ...page, tree }], new Map()))
  })
})
