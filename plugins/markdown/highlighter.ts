import { refractor } from 'refractor/core'
import bash from 'refractor/bash'
import css from 'refractor/css'
import diff from 'refractor/diff'
import javascript from 'refractor/javascript'
import json from 'refractor/json'
import jsx from 'refractor/jsx'
import markup from 'refractor/markup'
import tsx from 'refractor/tsx'
import typescript from 'refractor/typescript'
import yaml from 'refractor/yaml'
import type { ElementContent } from 'hast'

// Code is highlighted at build time only (Prism grammars through refractor): the browser receives
// spans with Prism's token classes, coloured for each theme by src/theme/styles/code.css. A TextMate
// highlighter (shiki) reads better on exotic syntax but tokenised these docs ~8× slower, twice over for
// two themes.

for (const grammar of [markup, css, javascript, jsx, typescript, tsx, json, bash, diff, yaml]) refractor.register(grammar)
refractor.alias({ bash: ['sh', 'shell', 'zsh'], markup: ['html', 'xml', 'svg'] })

const plainLanguages = new Set(['text', 'txt', 'plaintext', 'plain'])

/**
 * Prism's token types, folded into the few colour roles the theme styles (src/theme/styles/code.css). One short
 * class per token keeps page chunks small; tokens without a role (punctuation, plain) are not wrapped.
 */
const roles: [role: string, types: string[]][] = [
  ['c', ['comment', 'prolog', 'doctype', 'cdata']],
  ['ins', ['inserted']],
  ['del', ['deleted']],
  ['s', ['string', 'char', 'template-string', 'attr-value', 'regex', 'url']],
  ['k', ['keyword', 'atrule', 'important', 'module', 'control-flow', 'rule']],
  ['n', ['number', 'boolean', 'constant', 'symbol', 'unit']],
  ['f', ['function', 'method', 'function-variable', 'generic-function']],
  ['t', ['tag', 'class-name', 'maybe-class-name', 'known-class-name', 'builtin', 'selector', 'namespace']],
  ['a', ['attr-name', 'property', 'literal-property', 'key']],
  ['o', ['operator', 'arrow', 'spread', 'entity']],
]
const roleOfType = new Map(roles.flatMap(([role, types]) => types.map((type) => [type, role] as const)))
export const tokenRoles = roles.map(([role]) => role)

/** The role of a token of `classes` (Prism's: `token`, its type, its aliases): the first that has one. */
function roleOfClasses(classes: readonly string[]): string | undefined {
  for (const name of classes) {
    const role = roleOfType.get(name)
    if (role) return role
  }
  return undefined
}

/**
 * A highlighted token: its text, or a span of a colour role around tokens (`['k', 'import']`). Lines of
 * these are plain JSON, far fewer bytes than their hast: the code cache keeps them as they are
 * (codeCache.ts) and the code block step makes each block's hast of them (`hastOfTokens`).
 */
export type CodeToken = string | CodeSpan
export type CodeSpan = [role: string, ...tokens: CodeToken[]]
export type CodeLine = CodeToken[]

/** The hast of highlighted tokens: text, and `<span class="role">`s (fresh nodes: a later step may change them). */
export function hastOfTokens(tokens: readonly CodeToken[], from = 0): ElementContent[] {
  const nodes: ElementContent[] = []
  for (let index = from; index < tokens.length; index++) {
    const token = tokens[index]
    nodes.push(
      typeof token === 'string'
        ? { type: 'text', value: token }
        : { type: 'element', tagName: 'span', properties: { className: [token[0]] }, children: hastOfTokens(token, 1) },
    )
  }
  return nodes
}

/**
 * Lines of role spans, built as text is read inside tokens: tokens without a role are unwrapped, a token
 * that spans lines is cut at each line end (each piece inside spans of its tokens' roles), and
 * neighbouring text, and neighbouring spans of the same role, are joined.
 */
function roleLineBuilder() {
  const lines: CodeLine[] = [[]]
  /** The roles of the tokens around the text being read, outermost first. */
  const roles: string[] = []
  const append = (value: string) => {
    let list: CodeToken[] = lines[lines.length - 1]
    // A span's tokens follow its role, at index 1.
    let first = 0
    for (const role of roles) {
      const last = list.length > first ? list[list.length - 1] : undefined
      if (Array.isArray(last) && last[0] === role) list = last
      else {
        const span: CodeSpan = [role]
        list.push(span)
        list = span
      }
      first = 1
    }
    const last = list.length > first ? list[list.length - 1] : undefined
    if (typeof last === 'string') list[list.length - 1] = last + value
    else list.push(value)
  }
  return {
    lines,
    text(value: string) {
      const parts = value.split('\n')
      for (let index = 0; index < parts.length; index++) {
        if (index > 0) lines.push([])
        if (parts[index]) append(parts[index])
      }
    },
    /** Reads `inside` within a token of `role` (none: unwrapped). */
    within(role: string | undefined, inside: () => void) {
      if (role) roles.push(role)
      inside()
      if (role) roles.pop()
    },
  }
}

/** Prism's token stream, as `refractor.tokenize` gives it. */
type TokenStream = string | PrismToken | (string | PrismToken | null | undefined)[]
interface PrismToken {
  type: string
  content: TokenStream
  alias?: string | string[] | null
}

/**
 * Prism's tokens read straight into role lines, without refractor's hast of them first (a `span` per
 * token, its classes parsed back out of a selector by hastscript: a sixth of a cold compile was
 * highlighting, and half of that the hast). The lines are those `roleLinesOfHast` makes of refractor's
 * hast (tests/markdown/highlighter.test.ts holds them equal): Prism's `wrap` hooks, which only that hast
 * runs, set attributes (markup's entity title), never the classes the roles are read from.
 */
function roleLinesOfTokens(tokens: TokenStream): CodeLine[] {
  const builder = roleLineBuilder()
  const read = (stream: TokenStream | null | undefined): void => {
    if (stream === null || stream === undefined) return
    if (typeof stream === 'string') builder.text(stream)
    else if (Array.isArray(stream)) for (const item of stream) read(item)
    else {
      // As refractor's `stringify` reads them: a falsy alias is none.
      const aliases = !stream.alias ? [] : typeof stream.alias === 'string' ? [stream.alias] : stream.alias
      builder.within(roleOfClasses(['token', stream.type, ...aliases]), () => read(stream.content))
    }
  }
  read(tokens)
  return builder.lines
}

/** The same lines from refractor's hast of the code (`refractor.highlight`): what the token walk is held to. */
export function roleLinesOfHast(nodes: readonly ElementContent[]): CodeLine[] {
  const builder = roleLineBuilder()
  const walk = (node: ElementContent): void => {
    if (node.type === 'text') builder.text(node.value)
    else if (node.type === 'element')
      builder.within(roleOfClasses((node.properties.className as string[] | undefined) ?? []), () => node.children.forEach(walk))
  }
  nodes.forEach(walk)
  return builder.lines
}

/** Prism's tokens of `code`, as `refractor.highlight` tokenizes it (its hooks before and after included). */
function tokensOf(code: string, language: string): TokenStream {
  const prism = refractor as unknown as {
    languages: Record<string, object>
    tokenize(code: string, grammar: object): TokenStream
    hooks: { run(name: string, env: object): void }
  }
  const env: { code: string; grammar: object; language: string; tokens?: TokenStream } = {
    code,
    grammar: prism.languages[language],
    language,
  }
  prism.hooks.run('before-tokenize', env)
  env.tokens = prism.tokenize(env.code, env.grammar)
  prism.hooks.run('after-tokenize', env)
  return env.tokens
}

export interface CodeHighlighter {
  /** Highlighted lines, or null when the language is unknown. Nobody changes them: they may be handed out again. */
  highlight(code: string, lang: string | null | undefined): CodeLine[] | null
}

/**
 * `remember` (the dev server, which compiles a page again on every save): each code block's lines are kept
 * and handed out again while its code and language stay the same.
 */
export function createCodeHighlighter(options: { remember?: boolean } = {}): CodeHighlighter {
  const highlight = (code: string, lang: string | null | undefined) => {
    if (!lang || plainLanguages.has(lang)) return code.split('\n').map((line) => (line ? [line] : []))
    if (!refractor.registered(lang)) return null
    return roleLinesOfTokens(tokensOf(code, lang))
  }
  if (!options.remember) return { highlight }
  const remembered = new Map<string, CodeLine[] | null>()
  return {
    highlight(code, lang) {
      const key = `${lang ?? ''}\n${code}`
      if (!remembered.has(key)) {
        if (remembered.size >= 2000) remembered.clear() // a large site, or a long session's edited versions of blocks
        remembered.set(key, highlight(code, lang))
      }
      return remembered.get(key)!
    },
  }
}
