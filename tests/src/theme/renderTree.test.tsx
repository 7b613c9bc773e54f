// @vitest-environment jsdom
import { act, createElement, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CompactNode, PageModule } from '../../../shared/types.ts'

// A render counter in place of the site's heading component: how many times each block's heading renders.
const renders = vi.hoisted(() => new Map<string, number>())
vi.mock('../../../src/theme/markdownComponents.tsx', () => ({
  contentComponents: {
    h2: ({ id, children }: { id: string; children?: ReactNode }) => {
      renders.set(id, (renders.get(id) ?? 0) + 1)
      return createElement('h2', { id }, children)
    },
  },
}))
const { renderTree } = await import('../../../src/theme/renderTree.tsx')
const { keepUnchanged } = await import('../../../src/content/pageUpdate.ts')

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const heading = (id: string): CompactNode => ['h2', { id }, id.toUpperCase()]
const page = (tree: CompactNode[]): PageModule => ({
  frontmatter: { id: 'p', title: 'P' },
  toc: [{ id: 'a', text: 'A', depth: 2 }],
  navigation: { trail: [] },
  tree,
  warnings: [],
})
/** The body as the server re-sends it after an edit: the same content, all new objects. */
const resent = (tree: CompactNode[]) => JSON.parse(JSON.stringify(tree)) as CompactNode[]

let container: HTMLElement | undefined
afterEach(() => {
  container?.remove()
  renders.clear()
})

function mount(tree: CompactNode[]) {
  container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  act(() => root.render(renderTree(tree)))
  return (next: CompactNode[]) => act(() => root.render(renderTree(next)))
}

describe('a page updated in dev re-renders only the blocks that changed', () => {
  it('an appended paragraph renders itself alone', () => {
    const before = page([heading('a'), '\n', heading('b')])
    const update = mount(before.tree)
    const after = keepUnchanged(before, page([...resent(before.tree), '\n', heading('c')]))
    update(after.tree)
    expect(Object.fromEntries(renders)).toEqual({ a: 1, b: 1, c: 1 })
    expect(container!.textContent).toBe('A\nB\nC')
  })

  it('an edited block renders again, a block inserted above the others moves them without rendering them', () => {
    const before = page([heading('a'), heading('b')])
    const update = mount(before.tree)
    const edited = resent(before.tree)
    edited[1] = ['h2', { id: 'b' }, 'B, edited']
    const afterEdit = keepUnchanged(before, page(edited))
    update(afterEdit.tree)
    expect(Object.fromEntries(renders)).toEqual({ a: 1, b: 2 })
    const afterInsert = keepUnchanged(afterEdit, page([heading('z'), ...resent(afterEdit.tree)]))
    update(afterInsert.tree)
    expect(Object.fromEntries(renders)).toEqual({ a: 1, b: 2, z: 1 })
    expect(container!.textContent).toBe('ZAB, edited')
  })

  it('two equal blocks stay two blocks', () => {
    const before = page([heading('a'), heading('a')])
    const after = keepUnchanged(before, page(resent(before.tree)))
    expect(after.tree[0]).toBe(before.tree[0])
    expect(after.tree[1]).toBe(before.tree[1])
  })

  it('keeps the table of contents and front matter objects when they did not change, so what reads them does not run again', () => {
    const before = page([heading('a')])
    const same = keepUnchanged(before, JSON.parse(JSON.stringify(before)))
    expect(same.toc).toBe(before.toc)
    expect(same.frontmatter).toBe(before.frontmatter)
    const retitled = keepUnchanged(before, { ...page([heading('a')]), toc: [{ id: 'a', text: 'A2', depth: 2 }] })
    expect(retitled.toc).not.toBe(before.toc)
    expect(retitled.toc[0].text).toBe('A2')
  })
})
