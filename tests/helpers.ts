import path from 'node:path'
import { createMarkdownPipeline, type CompiledPage } from '../plugins/markdown/pipeline.ts'
import type { HastNode } from '../shared/types.ts'

export const fixtureRoot = path.resolve(import.meta.dirname, 'fixtures/site')
const pipeline = createMarkdownPipeline({
  root: fixtureRoot,
  contentDir: path.join(fixtureRoot, 'content'),
  publicDir: path.join(fixtureRoot, 'public'),
})

/** Compiles markdown as if it were `content/<contentPath>` of the fixture site. */
export async function compile(source: string, contentPath = 'guide/page.md', keepPositions?: boolean): Promise<CompiledPage> {
  return (await pipeline).compile(source, path.join(fixtureRoot, 'content', contentPath), undefined, keepPositions)
}

/** All elements of a tree with the given tag name, in document order. */
export function findAll(node: HastNode, tagName: string): HastNode[] {
  const found: HastNode[] = []
  const walk = (n: HastNode) => {
    if (n.type === 'element' && n.tagName === tagName) found.push(n)
    n.children?.forEach(walk)
  }
  walk(node)
  return found
}

/** The text content of a node. */
export function textOf(node: HastNode): string {
  return node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('')
}

/** Runs a compile that must fail, returning its error message. */
export async function compileError(source: string, contentPath = 'guide/page.md'): Promise<string> {
  try {
    await compile(source, contentPath)
  } catch (error) {
    return String((error as Error).message)
  }
  throw new Error('expected the compile to fail')
}
