import type { PhrasingContent, Text } from 'mdast'
import type { Position } from 'unist'
import { bail, type Positions } from './positions.ts'
import { decodeEntity, decodeString, isAsciiPunctuation } from './characters.ts'

// CommonMark's inline syntax as micromark reads it (code spans, emphasis, inline links and images,
// autolinks, simple inline HTML, escapes, character references, breaks), run over a block's text
// with its container prefixes removed. Anything else makes the page micromark's (Unsupported).

/** Where a block's inline text lies in the source: `text` and, per line of it, the offsets where the line starts in both. */
export interface InlineSource {
  text: string
  /** Index in `text` of each line's start. */
  textLineStarts: number[]
  /** Source offset of each line's start. */
  sourceLineStarts: number[]
  /** The characters around the text in the source (a table cell's), which decide whether emphasis at its edges opens or closes; none: white space. */
  before?: string
  after?: string
}

type Item =
  | { t: 'node'; node: PhrasingContent }
  | { t: 'text'; value: string; start: number; end: number }
  | { t: 'delim'; ch: string; start: number; end: number; open: boolean; close: boolean }
  | { t: 'bracket'; image: boolean; start: number; end: number; active: boolean }

const whitespace = /\s/
const punctuation = /\p{P}|\p{S}/u

/** micromark's classifyCharacter: 1 white space (or none), 2 punctuation, 0 other. */
function classify(code: string | undefined): number {
  if (code === undefined || code === ' ' || code === '\n' || whitespace.test(code)) return 1
  return punctuation.test(code) ? 2 : 0
}

// The simple inline HTML this reads: an open or close tag on one line (no comments, declarations,
// processing instructions or CDATA, which send the page to micromark).
const htmlTag =
  /^(?:<[A-Za-z][A-Za-z0-9-]*(?:[ \t]+[A-Za-z_:][A-Za-z0-9_.:-]*(?:[ \t]*=[ \t]*(?:[^"'=<>`\s]+|'[^'\n]*'|"[^"\n]*"))?)*[ \t]*\/?>|<\/[A-Za-z][A-Za-z0-9-]*[ \t]*>)/
// eslint-disable-next-line no-control-regex -- an autolink holds no control character (CommonMark)
const uriAutolink = /^<[A-Za-z][A-Za-z0-9+.-]{1,31}:[^<>\x00-\x20]*>/
const emailAutolink =
  /^<[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*>/
/** The links made from `<…>` autolinks, whose text GFM's autolink literals leave alone. */
export const autolinks = new WeakSet<object>()

const special = /[\\`*_[\]!<&\n~]/g

export function parseInline(source: InlineSource, positions: Positions): PhrasingContent[] {
  const s = source.text
  const { textLineStarts, sourceLineStarts } = source
  const at = (index: number): number => {
    let line = textLineStarts.length - 1
    while (textLineStarts[line] > index) line--
    return sourceLineStarts[line] + index - textLineStarts[line]
  }
  const position = (start: number, end: number): Position => ({
    start: positions.point(at(start)),
    end: positions.point(at(end - 1) + 1),
  })
  const items: Item[] = []
  const text = (value: string, start: number, end: number) => items.push({ t: 'text', value, start, end })

  const finalize = (list: Item[]): PhrasingContent[] => {
    const out: PhrasingContent[] = []
    let pending: { value: string; start: number; end: number } | undefined
    const flush = () => {
      if (pending) out.push({ type: 'text', value: pending.value, position: position(pending.start, pending.end) })
      pending = undefined
    }
    const addText = (value: string, start: number, end: number) => {
      if (pending) {
        pending.value += value
        pending.end = end
      } else pending = { value, start, end }
    }
    for (const item of list) {
      if (item.t === 'node') {
        flush()
        out.push(item.node)
      } else if (item.t === 'text') addText(item.value, item.start, item.end)
      else addText(s.slice(item.start, item.end), item.start, item.end)
    }
    flush()
    return out
  }

  const resolveEmphasis = (list: Item[]) => {
    for (let c = 0; c < list.length; c++) {
      const closer = list[c]
      if (closer.t !== 'delim' || !closer.close) continue
      for (let o = c - 1; o >= 0; o--) {
        const opener = list[o]
        if (opener.t !== 'delim' || !opener.open || opener.ch !== closer.ch) continue
        const openSize = opener.end - opener.start
        const closeSize = closer.end - closer.start
        if ((opener.close || closer.open) && closeSize % 3 && !((openSize + closeSize) % 3)) continue
        const use = openSize > 1 && closeSize > 1 ? 2 : 1
        const node = {
          type: use > 1 ? 'strong' : 'emphasis',
          children: finalize(list.slice(o + 1, c)),
          position: position(opener.end - use, closer.start + use),
        } as PhrasingContent
        opener.end -= use
        closer.start += use
        const replacement: Item[] = []
        if (opener.end > opener.start) replacement.push(opener)
        replacement.push({ t: 'node', node })
        const closerLeft = closer.end > closer.start
        if (closerLeft) replacement.push(closer)
        list.splice(o, c - o + 1, ...replacement)
        c = o + replacement.length - (closerLeft ? 1 : 0) - 1
        break
      }
    }
    return list
  }

  /** Skips spaces, tabs and line endings (a paragraph holds no blank line, so at most one line ending in a row). */
  const skipSpace = (from: number) => {
    while (from < s.length && (s[from] === ' ' || s[from] === '\n')) from++
    return from
  }

  /** An inline link's `(destination "title")` from the `(` at `open`; undefined when there is none. */
  const resourceAt = (open: number): { url: string; title: string | null; end: number } | undefined => {
    let p = skipSpace(open + 1)
    let destination = ''
    if (s[p] === '<') {
      let q = p + 1
      while (q < s.length && s[q] !== '>' && s[q] !== '\n' && s[q] !== '<') q += s[q] === '\\' && isAsciiPunctuation(s[q + 1]) ? 2 : 1
      if (s[q] !== '>') return undefined
      destination = s.slice(p + 1, q)
      p = q + 1
    } else if (s[p] !== ')') {
      let depth = 0
      let q = p
      for (; q < s.length; q++) {
        const c = s[q]
        if (c === '\\' && isAsciiPunctuation(s[q + 1])) q++
        else if (c === '(') {
          if (++depth > 32) bail('deep parentheses in a link destination')
        } else if (c === ')') {
          if (depth === 0) break
          depth--
        } else if (c <= ' ' || c === '\x7f') break
      }
      if (depth !== 0 || q === p) return undefined
      destination = s.slice(p, q)
      p = q
    }
    let title: string | null = null
    const afterSpace = skipSpace(p)
    if (afterSpace > p && (s[afterSpace] === '"' || s[afterSpace] === "'" || s[afterSpace] === '(')) {
      const close = s[afterSpace] === '(' ? ')' : s[afterSpace]
      let q = afterSpace + 1
      for (; q < s.length && s[q] !== close; q++) {
        if (s[q] === '\\' && isAsciiPunctuation(s[q + 1])) q++
        else if (close === ')' && s[q] === '(') return undefined
      }
      if (q >= s.length) return undefined
      title = s.slice(afterSpace + 1, q)
      p = skipSpace(q + 1)
    } else p = afterSpace
    if (s[p] !== ')') return undefined
    if (destination.includes('\n') || title?.includes('\n')) bail('a link destination or title over lines')
    return { url: decodeString(destination), title: title === null ? null : decodeString(title), end: p + 1 }
  }

  const closeBracket = (i: number): number => {
    let b = items.length - 1
    while (b >= 0 && items[b].t !== 'bracket') b--
    if (b < 0) {
      text(']', i, i + 1)
      return i + 1
    }
    const bracket = items[b] as Extract<Item, { t: 'bracket' }>
    const resource = bracket.active && s[i + 1] === '(' ? resourceAt(i + 1) : undefined
    if (!resource) {
      items[b] = { t: 'text', value: s.slice(bracket.start, bracket.end), start: bracket.start, end: bracket.end }
      text(']', i, i + 1)
      return i + 1
    }
    const children = finalize(resolveEmphasis(items.slice(b + 1)))
    const where = position(bracket.start, resource.end)
    let node: PhrasingContent
    if (bracket.image) {
      if (children.some((child) => child.type !== 'text')) bail('an image whose text is not plain')
      const alt = children.map((child) => (child as Text).value).join('')
      node = { type: 'image', title: resource.title, url: resource.url, alt, position: where }
    } else {
      node = { type: 'link', title: resource.title, url: resource.url, children, position: where }
      for (let k = 0; k < b; k++) {
        const item = items[k]
        if (item.t === 'bracket' && !item.image) item.active = false
      }
    }
    items.length = b
    items.push({ t: 'node', node })
    return resource.end
  }

  let i = 0
  while (i < s.length) {
    special.lastIndex = i
    const found = special.exec(s)
    const next = found ? found.index : s.length
    if (next > i) text(s.slice(i, next), i, next)
    i = next
    if (i >= s.length) break
    const c = s[i]
    switch (c) {
      case '~':
        bail('a tilde (strikethrough)')
      // eslint-disable-next-line no-fallthrough
      case '\n': {
        let spaces = 0
        while (s[i - 1 - spaces] === ' ') spaces++
        if (spaces) {
          const last = items[items.length - 1]
          if (!last || last.t !== 'text' || last.end !== i || last.end - last.start !== last.value.length || last.value.length < spaces)
            bail('trailing spaces after a construct')
          last.value = last.value.slice(0, -spaces)
          last.end -= spaces
          if (!last.value) items.pop()
        }
        if (spaces >= 2) items.push({ t: 'node', node: { type: 'break', position: position(i - spaces, i + 1) } })
        else text('\n', i, i + 1)
        i = i + 1
        while (s[i] === ' ') i++
        break
      }
      case '\\': {
        const escaped = s[i + 1]
        if (escaped === '\n') {
          items.push({ t: 'node', node: { type: 'break', position: position(i, i + 2) } })
          i += 2
          while (s[i] === ' ') i++
        } else if (isAsciiPunctuation(escaped)) {
          text(escaped, i, i + 2)
          i += 2
        } else {
          text('\\', i, i + 1)
          i++
        }
        break
      }
      case '&': {
        const entity = decodeEntity(s, i)
        if (entity) {
          text(entity.value, i, entity.end)
          i = entity.end
        } else {
          text('&', i, i + 1)
          i++
        }
        break
      }
      case '`': {
        let runEnd = i
        while (s[runEnd] === '`') runEnd++
        const size = runEnd - i
        let search = runEnd
        let close = -1
        while (search < s.length) {
          const tick = s.indexOf('`', search)
          if (tick === -1) break
          let tickEnd = tick
          while (s[tickEnd] === '`') tickEnd++
          if (tickEnd - tick === size) {
            close = tick
            break
          }
          search = tickEnd
        }
        if (close === -1) {
          // micromark ends the text of a failed code span elsewhere when a line follows.
          if (s.includes('\n', runEnd)) bail('an unclosed code span before a line ending')
          text(s.slice(i, runEnd), i, runEnd)
          i = runEnd
          break
        }
        // Over lines, the value keeps its line endings and what the container left of each line's indent.
        let value = s.slice(runEnd, close)
        const edge = (character: string) => character === ' ' || character === '\n'
        if (value.length > 2 && edge(value[0]) && edge(value[value.length - 1]) && /[^ \n]/.test(value)) value = value.slice(1, -1)
        items.push({ t: 'node', node: { type: 'inlineCode', value, position: position(i, close + size) } })
        i = close + size
        break
      }
      case '*':
      case '_': {
        let runEnd = i
        while (s[runEnd] === c) runEnd++
        const before = classify(i > 0 ? s[i - 1] : source.before)
        const after = classify(runEnd < s.length ? s[runEnd] : source.after)
        const open = !after || (after === 2 && Boolean(before))
        const close = !before || (before === 2 && Boolean(after))
        items.push({
          t: 'delim',
          ch: c,
          start: i,
          end: runEnd,
          open: c === '*' ? open : open && (Boolean(before) || !close),
          close: c === '*' ? close : close && (Boolean(after) || !open),
        })
        i = runEnd
        break
      }
      case '!':
        if (s[i + 1] === '[') {
          items.push({ t: 'bracket', image: true, start: i, end: i + 2, active: true })
          i += 2
        } else {
          text('!', i, i + 1)
          i++
        }
        break
      case '[':
        items.push({ t: 'bracket', image: false, start: i, end: i + 1, active: true })
        i++
        break
      case ']':
        i = closeBracket(i)
        break
      case '<': {
        const rest = s.slice(i, i + 400)
        const uri = uriAutolink.exec(rest)
        const email = uri ? undefined : emailAutolink.exec(rest)
        const autolink = uri ?? email
        if (autolink) {
          const raw = autolink[0].slice(1, -1)
          const end = i + autolink[0].length
          const node: PhrasingContent = {
            type: 'link',
            title: null,
            url: email ? `mailto:${raw}` : raw,
            children: [{ type: 'text', value: raw, position: position(i + 1, end - 1) }],
            position: position(i, end),
          }
          autolinks.add(node)
          items.push({ t: 'node', node })
          i = end
          break
        }
        const tag = htmlTag.exec(rest)
        if (tag) {
          const end = i + tag[0].length
          items.push({ t: 'node', node: { type: 'html', value: tag[0], position: position(i, end) } })
          i = end
          break
        }
        if (/^<[A-Za-z/!?]/.test(rest)) bail('inline HTML this parser does not read')
        text('<', i, i + 1)
        i++
        break
      }
    }
  }
  return finalize(resolveEmphasis(items))
}
