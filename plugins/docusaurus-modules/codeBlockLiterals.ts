import { parseAst } from 'vite'
import { VFile } from 'vfile'
import type { Root } from 'mdast'
import type { Element } from 'hast'
import { remarkCodeBlocks } from '../markdown/codeBlocks.ts'
import type { CodeHighlighter } from '../markdown/highlighter.ts'
import { compactTree } from '../compactTree.ts'
import type { HastNode } from '../../shared/types.ts'

// `<CodeBlock language="js" title="a.js" metastring="{1,3-4}">{`…`}</CodeBlock>` highlighted at build
// time, as a fenced code block is: the module's compiled JSX call (`jsx(CodeBlock, { … })`, from MDX or
// from a .tsx page alike) gets one more prop, `prehighlighted`: the line count and the `<code>`'s content
// as the compact tree a page body ships (plugins/compactTree.ts). The highlighter and the code block steps are the markdown
// pipeline's own (codeBlocks.ts), so title, `{…}` ranges, magic comments and unknown languages behave
// as in a fence. Children that are not one literal string (an expression, elements), or props that are
// not literals, are left alone: the component shows them as plain code in the browser.

export const CODE_BLOCK_MODULE = '@theme/CodeBlock'

/**
 * An import of the CodeBlock stand-in: by its Docusaurus name, or (the dev server rewrites imports before
 * `post` transforms run) by its URL, `/src/theme/docusaurus/CodeBlock.tsx` or `/@fs/…` with a `?v=` query.
 */
const isCodeBlockImport = (source: string) => source === CODE_BLOCK_MODULE || /\/theme\/docusaurus\/CodeBlock\.tsx(?:\?.*)?$/.test(source)

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

export interface LiteralCodeBlocks {
  /** The module's code with each literal code block's prop added, or undefined when it has none. */
  code?: string
  /** Problems, as a fence would report them (`{…}` past the last line is an error, an unknown language a warning). */
  errors: string[]
  warnings: string[]
}

/** Adds `prehighlighted` to each `CodeBlock` call of a compiled module whose props and children are literals. */
export function highlightLiteralCodeBlocks(code: string, highlighter: CodeHighlighter): LiteralCodeBlocks {
  const result: LiteralCodeBlocks = { errors: [], warnings: [] }
  if (!code.includes(CODE_BLOCK_MODULE) && !code.includes('/theme/docusaurus/CodeBlock.tsx')) return result
  let program: Node
  try {
    program = parseAst(code) as unknown as Node
  } catch {
    return result // not JavaScript yet (another plugin's input): nothing of ours to do
  }
  const names = codeBlockBindings(program)
  if (!names.size) return result
  const insertions: { at: number; text: string }[] = []
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return
    const [component, props] = node.arguments as Node[]
    if (component?.type !== 'Identifier' || !names.has(component.name as string) || props?.type !== 'ObjectExpression') return
    const literal = literalProps(props)
    if (!literal || typeof literal.children !== 'string') return
    const block = highlightBlock(literal, highlighter)
    result.errors.push(...block.errors)
    result.warnings.push(...block.warnings)
    insertions.push({ at: props.start + 1, text: `prehighlighted: ${JSON.stringify(block.tree)}, ` })
  })
  if (!insertions.length) return result
  let out = code
  for (const { at, text } of insertions.sort((a, b) => b.at - a.at)) out = out.slice(0, at) + text + out.slice(at)
  result.code = out
  return result
}

/** The local names the module imports `@theme/CodeBlock`'s default export as. */
function codeBlockBindings(program: Node): Set<string> {
  const names = new Set<string>()
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || !isCodeBlockImport(String((statement.source as Node).value))) continue
    for (const specifier of statement.specifiers as Node[]) {
      const imported = specifier.imported as Node | undefined
      if (specifier.type === 'ImportDefaultSpecifier' || imported?.name === 'default') names.add((specifier.local as Node).name as string)
    }
  }
  return names
}

type Literal = string | number | boolean
/** The props object's values when every one is a literal (a string, number, boolean, or a template without expressions). */
function literalProps(object: Node): Record<string, Literal> | undefined {
  const props: Record<string, Literal> = {}
  for (const property of object.properties as Node[]) {
    if (property.type !== 'Property' || property.computed) return undefined
    const key = property.key as Node
    const name = key.type === 'Identifier' ? (key.name as string) : String(key.value)
    const value = literalValue(property.value as Node)
    if (value === undefined) return undefined
    props[name] = value
  }
  return props
}

function literalValue(node: Node): Literal | undefined {
  if (node.type === 'Literal' && ['string', 'number', 'boolean'].includes(typeof node.value)) return node.value as Literal
  if (node.type === 'TemplateLiteral' && !(node.expressions as Node[]).length) {
    return ((node.quasis as Node[])[0].value as { cooked?: string }).cooked
  }
  return undefined
}

/** One block through the pipeline's code block step: the `<code>` element's children, compacted. */
function highlightBlock(props: Record<string, Literal>, highlighter: CodeHighlighter) {
  const className = typeof props.className === 'string' ? props.className : ''
  const lang = (typeof props.language === 'string' && props.language) || className.match(/(?:^|\s)language-(\S+)/)?.[1] || null
  const meta = [
    typeof props.metastring === 'string' ? props.metastring : '',
    props.title ? `title=${JSON.stringify(String(props.title))}` : '',
  ]
  const tree: Root = {
    type: 'root',
    children: [{ type: 'code', lang, meta: meta.join(' ').trim() || null, value: String(props.children) }],
  }
  const file = new VFile()
  remarkCodeBlocks({ highlighter })(tree, file)
  const { hChildren, hProperties } = tree.children[0].data as { hChildren: Element[]; hProperties: { dataLines: number } }
  return {
    tree: { lines: hProperties.dataLines, code: compactTree(hChildren[0] as unknown as HastNode) },
    errors: file.messages.filter((message) => message.fatal).map((message) => `<CodeBlock>: ${message.reason}`),
    warnings: file.messages.filter((message) => !message.fatal).map((message) => `<CodeBlock>: ${message.reason}`),
  }
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) for (const child of node) walk(child, visit)
  else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    visit(node as Node)
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') walk(value, visit)
  }
}
