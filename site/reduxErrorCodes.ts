import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

// Redux's production build throws `Minified Redux error #N; visit https://redux.js.org/Errors?code=N …`
// instead of its message. The /errors page (src/pages/errors.tsx) lists every code with its full message,
// read here at build time from the installed `redux` package: its ESM build keeps both branches of
// `process.env.NODE_ENV === "production" ? formatProdErrorMessage(N) : <development message>`, so the
// table is the documented version's own and cannot drift from it. Site-level (the docs engine knows
// nothing of Redux): vite.config.ts adds the plugin, the page imports `virtual:redux-error-codes`.

export interface ErrorCode {
  code: number
  /** The development message as the source writes it: a template's `${…}` parts stay as written. */
  message: string
}

export const ERROR_CODES_ID = 'virtual:redux-error-codes'
const RESOLVED_ID = `\0${ERROR_CODES_ID}`

/** The installed redux's ESM build (the file that carries both messages of every throw). */
export function reduxBuildFile(root: string): string {
  const packageJson = createRequire(path.join(root, 'package.json')).resolve('redux/package.json')
  return path.join(path.dirname(packageJson), 'dist', 'redux.mjs')
}

/**
 * Every `formatProdErrorMessage(N) : <string or template literal>` of a redux build, sorted by code.
 * Throws when there is none, or when one code has two different messages (the page would have to pick).
 */
export function extractErrorCodes(source: string, file = 'redux.mjs'): ErrorCode[] {
  const byCode = new Map<number, string>()
  const pairing = /formatProdErrorMessage\((\d+)\)\s*:\s*/g
  for (const match of source.matchAll(pairing)) {
    const code = Number(match[1])
    const message = readLiteral(source, match.index + match[0].length)
    if (message === undefined) throw new Error(`${file}: error #${code} has no string message after formatProdErrorMessage(${code})`)
    const known = byCode.get(code)
    if (known !== undefined && known !== message) throw new Error(`${file}: error #${code} has two messages:\n  ${known}\n  ${message}`)
    byCode.set(code, message)
  }
  if (!byCode.size) throw new Error(`${file}: no formatProdErrorMessage(N) paired with a message (has redux's build changed?)`)
  return [...byCode].map(([code, message]) => ({ code, message })).sort((a, b) => a.code - b.code)
}

/** The text of the string or template literal at `start` (escapes decoded; `${…}` kept verbatim), or undefined. */
function readLiteral(source: string, start: number): string | undefined {
  const quote = source[start]
  if (quote !== '"' && quote !== "'" && quote !== '`') return undefined
  let text = ''
  let i = start + 1
  while (i < source.length) {
    const char = source[i]
    if (char === quote) return text
    if (char === '\\') {
      text += decodeEscape(source[i + 1])
      i += 2
    } else if (quote === '`' && char === '$' && source[i + 1] === '{') {
      const end = endOfSubstitution(source, i + 2)
      text += source.slice(i, end + 1)
      i = end + 1
    } else {
      text += char
      i++
    }
  }
  return undefined
}

const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r' }
const decodeEscape = (char: string) => escapes[char] ?? char

/** The index of the `}` closing a `${` substitution whose body starts at `start` (nested braces and literals skipped). */
function endOfSubstitution(source: string, start: number): number {
  let depth = 0
  for (let i = start; i < source.length; i++) {
    const char = source[i]
    if (char === '"' || char === "'" || char === '`') {
      // A nested literal: skip it whole (a nested template may hold substitutions of its own).
      let j = i + 1
      while (j < source.length && source[j] !== char) {
        if (source[j] === '\\') j++
        else if (char === '`' && source[j] === '$' && source[j + 1] === '{') j = endOfSubstitution(source, j + 2)
        j++
      }
      i = j
    } else if (char === '{') depth++
    else if (char === '}') {
      if (depth === 0) return i
      depth--
    }
  }
  throw new Error('unterminated ${…} in a template literal')
}

/** Serves `virtual:redux-error-codes` (`export const errorCodes: ErrorCode[]`, `export const reduxVersion`). */
export function reduxErrorCodesPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'redux-error-codes',
    configResolved(config) {
      root = config.root
    },
    resolveId: (id) => (id === ERROR_CODES_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return
      const file = reduxBuildFile(root)
      this.addWatchFile(file)
      const codes = extractErrorCodes(readFileSync(file, 'utf8'), path.relative(root, file))
      const { version } = JSON.parse(readFileSync(path.join(path.dirname(file), '..', 'package.json'), 'utf8')) as { version: string }
      return `export const errorCodes = ${JSON.stringify(codes)}\nexport const reduxVersion = ${JSON.stringify(version)}\n`
    },
  }
}
