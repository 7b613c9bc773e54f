import { bail } from './positions.ts'

export function isAsciiPunctuation(character: string | undefined): boolean {
  if (character === undefined || character.length !== 1) return false
  const code = character.charCodeAt(0)
  return (code >= 33 && code <= 47) || (code >= 58 && code <= 64) || (code >= 91 && code <= 96) || (code >= 123 && code <= 126)
}

// The named character references this parser decodes; any other name sends the page to micromark,
// whose table (every HTML entity) decides whether it is one.
const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  larr: '\u2190',
  rarr: '\u2192',
}

const reference = /&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([A-Za-z][A-Za-z0-9]{0,31}));/y

/** micromark's decodeNumericCharacterReference. */
function numeric(code: number): string {
  if (
    code < 9 ||
    code === 11 ||
    (code > 13 && code < 32) ||
    (code > 126 && code < 160) ||
    (code > 55_295 && code < 57_344) ||
    (code > 64_975 && code < 65_008) ||
    (code & 65_535) === 65_535 ||
    (code & 65_535) === 65_534 ||
    code > 1_114_111
  )
    return '\uFFFD'
  return String.fromCodePoint(code)
}

/** The character reference at `at` of `text` (its `&`), undefined when there is none there. */
export function decodeEntity(text: string, at: number): { value: string; end: number } | undefined {
  reference.lastIndex = at
  const match = reference.exec(text)
  if (!match) {
    // `&name` without its `;`, or a name longer than any entity's: text for micromark too.
    return undefined
  }
  const end = at + match[0].length
  if (match[1] !== undefined) return { value: numeric(Number.parseInt(match[1], 16)), end }
  if (match[2] !== undefined) return { value: numeric(Number.parseInt(match[2], 10)), end }
  const value = named[match[3]]
  if (value === undefined) bail(`the character reference &${match[3]};`)
  return { value, end }
}

/** A destination's or title's value: backslash escapes and character references decoded. */
export function decodeString(text: string): string {
  if (!text.includes('\\') && !text.includes('&')) return text
  let out = ''
  for (let i = 0; i < text.length;) {
    const c = text[i]
    if (c === '\\' && isAsciiPunctuation(text[i + 1])) {
      out += text[i + 1]
      i += 2
    } else if (c === '&') {
      const entity = decodeEntity(text, i)
      out += entity ? entity.value : '&'
      i = entity ? entity.end : i + 1
    } else {
      out += c
      i++
    }
  }
  return out
}
