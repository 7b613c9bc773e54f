// What the checks do with each code block, and the rules on flags: every js/jsx/ts/tsx block is type-checked
// unless it is a `fragment` or a file of a tutorial's app (Redux Essentials, Redux Fundamentals); `run` blocks also execute.
import ts from 'typescript'
import type { CodeBlock, Page } from './pages.ts'
import type { Problem } from './problems.ts'

/** The languages whose blocks are checked. */
export const scriptLanguages = new Set(['js', 'jsx', 'ts', 'tsx'])

/** Names of script languages the checks do not read: a block in one would go unchecked. */
const uncheckedScriptLanguages = new Set(['javascript', 'typescript', 'mjs', 'cjs', 'mts', 'cts', 'es6', 'node', 'react'])

/** `typecheck` is the default now; it is still accepted on a block. */
export const knownFlags = new Set(['run', 'fragment', 'typecheck'])

export type BlockCheck =
  /** Type-checked here (and run, when marked `run`). */
  | 'typecheck'
  /** A whole file of a tutorial's app (`title="src/…"` on an Essentials or Fundamentals page): the app-assembly tests check it. */
  | 'app'
  /** Marked `fragment`: a deliberately partial excerpt, only shown. */
  | 'fragment'
  /** A script block no check reads (an unknown language name for JS/TS). */
  | 'unchecked'
  /** Not code the checks concern (bash, json, text…). */
  | 'other'

const essentialsPages = /^content\/tutorials\/essentials\//
/** The Fundamentals app is assembled and run by tests/content/fundamentals-app.test.ts. */
const fundamentalsPages = /^content\/tutorials\/fundamentals\//

export function isEssentialsAppFile(page: Page, block: CodeBlock): boolean {
  return essentialsPages.test(page.file) && Boolean(block.title?.startsWith('src/'))
}

export function isFundamentalsAppFile(page: Page, block: CodeBlock): boolean {
  return fundamentalsPages.test(page.file) && Boolean(block.title?.startsWith('src/'))
}

export function classifyBlock(page: Page, block: CodeBlock): BlockCheck {
  const lang = block.lang ?? ''
  if (uncheckedScriptLanguages.has(lang)) return 'unchecked'
  if (!scriptLanguages.has(lang)) return 'other'
  if (block.flags.has('fragment')) return 'fragment'
  if (isEssentialsAppFile(page, block) || isFundamentalsAppFile(page, block)) return 'app'
  return 'typecheck'
}

/**
 * A call of an `assert` imported from `node:assert` (or `node:assert/strict`), anywhere in the code.
 * `console.assert` does not count: in Node it prints to stderr and carries on, so a reader who copies the
 * block would never see it fail.
 */
export function hasAssertion(block: CodeBlock): boolean {
  const kind = block.lang === 'ts' ? ts.ScriptKind.TS : block.lang === 'tsx' ? ts.ScriptKind.TSX : ts.ScriptKind.JSX
  const source = ts.createSourceFile('block', block.value, ts.ScriptTarget.Latest, false, kind)
  const assertNames = new Set<string>()
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue
    if (!/^(?:node:)?assert(?:\/strict)?$/.test(statement.moduleSpecifier.text)) continue
    const clause = statement.importClause
    if (clause?.name) assertNames.add(clause.name.text)
    const bindings = clause?.namedBindings
    if (bindings && ts.isNamespaceImport(bindings)) assertNames.add(bindings.name.text)
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) assertNames.add(element.name.text)
  }
  let found = false
  const visit = (node: ts.Node): void => {
    if (found) return
    if (ts.isCallExpression(node)) {
      const callee = node.expression
      const root = ts.isPropertyAccessExpression(callee) ? callee.expression : callee
      if (ts.isIdentifier(root) && assertNames.has(root.text)) found = true
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Flags and languages: unknown flags, `run` where it cannot apply, script blocks no check reads, `run` blocks that assert nothing. */
export function checkBlockRules(pages: Page[]): Problem[] {
  const problems: Problem[] = []
  for (const page of pages) {
    for (const block of page.blocks) {
      const report = (message: string) => problems.push({ file: page.file, line: block.line, message })
      const check = classifyBlock(page, block)
      for (const flag of block.flags) if (!knownFlags.has(flag)) report(`unknown code block flag \`${flag}\` (known: run, fragment)`)
      if (check === 'unchecked') report(`\`${block.lang}\` block is not checked: write js, jsx, ts or tsx`)
      if (!block.flags.has('run')) continue
      if (check === 'other') report(`\`run\` on a ${block.lang ?? 'plain'} block: only js and ts blocks run`)
      else if (check === 'fragment') report('a block is either `run` or `fragment`, not both')
      else if (!hasAssertion(block)) report('run block asserts nothing: prove what it shows with assert(…) from node:assert/strict (console.assert does not throw)')
    }
  }
  return problems
}

export interface PageCoverage {
  page: Page
  /** js/jsx/ts/tsx blocks of the page. */
  scripts: number
  typecheck: number
  run: number
  app: number
  fragment: number
  unchecked: number
}

export function coverage(pages: Page[]): PageCoverage[] {
  return pages.map((page) => {
    const entry: PageCoverage = { page, scripts: 0, typecheck: 0, run: 0, app: 0, fragment: 0, unchecked: 0 }
    for (const block of page.blocks) {
      const check = classifyBlock(page, block)
      if (check === 'other') continue
      entry.scripts++
      entry[check]++
      if (check === 'typecheck' && block.flags.has('run')) entry.run++
    }
    return entry
  })
}

/** One line per page that leaves blocks unchecked (fragments or unchecked), then the totals. */
export function formatCoverage(entries: PageCoverage[]): string {
  const pad = Math.max(...entries.map((entry) => entry.page.file.length))
  const lines = entries
    .filter((entry) => entry.fragment || entry.unchecked)
    .map((entry) => `${entry.page.file.padEnd(pad)}  ${String(entry.fragment).padStart(3)} fragment  ${String(entry.unchecked).padStart(3)} unchecked  of ${entry.scripts}`)
  const sum = (key: 'scripts' | 'typecheck' | 'run' | 'app' | 'fragment' | 'unchecked') => entries.reduce((total, entry) => total + entry[key], 0)
  lines.push(
    `${sum('scripts')} js/jsx/ts/tsx blocks on ${entries.length} pages: ${sum('typecheck')} type-checked (${sum('run')} of them run), ` +
      `${sum('app')} tutorial app files (checked by the app tests), ${sum('fragment')} fragments, ${sum('unchecked')} unchecked`,
  )
  return lines.join('\n')
}
