import { describe, expect, it } from 'vitest'
import type { CompactNode } from '../../../shared/types.ts'
import { blockLines, firstScreenBlockCount, FIRST_SCREEN_LINES } from '../../../src/theme/firstScreen.ts'

const paragraph = (chars: number): CompactNode => ['p', 0, 'x'.repeat(chars)]
const code = (lines: number): CompactNode => ['pre', 0, ['code', 0, Array.from({ length: lines }, (_, i) => `line ${i}`).join('\n')]]

describe('blockLines (estimated height of a block)', () => {
  it('counts a paragraph by its text, wrapped, plus its margin', () => {
    expect(blockLines(paragraph(10))).toBe(2)
    expect(blockLines(paragraph(170))).toBe(4)
    expect(blockLines(['p', 0, 'some ', ['code', 0, 'inline'], ' text'])).toBe(2)
  })

  it('counts a code block by its source lines, which never wrap', () => {
    expect(blockLines(code(1))).toBe(3)
    expect(blockLines(code(20))).toBe(22)
  })

  it('adds up the blocks inside lists, tables and admonitions; ignores whitespace between them', () => {
    const list: CompactNode = ['ul', 0, '\n', ['li', 0, 'one'], '\n', ['li', 0, 'two'], '\n']
    expect(blockLines(list)).toBe(1 + 2 + 2)
    expect(blockLines(['docs-admonition', { type: 'tip' }, paragraph(10), code(4)])).toBe(1 + 2 + 6)
  })
})

describe('firstScreenBlockCount', () => {
  it('takes the leading blocks until they fill the first screen', () => {
    const tree = Array.from({ length: 100 }, () => paragraph(80)) // 2 lines each
    expect(firstScreenBlockCount(tree)).toBe(FIRST_SCREEN_LINES / 2)
  })

  it('stops after a tall block that fills the screen on its own, keeping it whole', () => {
    expect(firstScreenBlockCount([paragraph(10), code(200), paragraph(10)])).toBe(2)
  })

  it('takes all of a short page', () => {
    expect(firstScreenBlockCount([paragraph(10), code(5)])).toBe(2)
    expect(firstScreenBlockCount([])).toBe(0)
  })
})
