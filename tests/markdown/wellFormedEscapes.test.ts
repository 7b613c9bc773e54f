import { describe, expect, it } from 'vitest'
import { hasWellFormedEscapes } from '../../plugins/markdown/links.ts'

// The malformed-% check agrees with decodeURI, without calling it (a bundler dropped the unused call).

const decodes = (value: string) => {
  try {
    return decodeURI(value).length >= 0
  } catch {
    return false
  }
}

describe('hasWellFormedEscapes', () => {
  it('agrees with decodeURI on valid, truncated, overlong, surrogate and stray escapes', () => {
    const cases = [
      '/a',
      '/a%20b',
      '/caf%C3%A9',
      '/%E2%82%AC',
      '/%F0%9F%98%80',
      '/a%E0%A4%A.png',
      '/a%E0%A4',
      '/%',
      '/%2',
      '/%zz',
      '/%C0%AF',
      '/%ED%A0%80',
      '/%F4%90%80%80',
      '/%80',
      '/%C3',
      '/%C3x',
      '/%FF',
      '/100%25',
      '/%E0%A4%A4%E0%A4%A4',
    ]
    for (const value of cases) expect(hasWellFormedEscapes(value), value).toBe(decodes(value))
  })

  it('agrees with decodeURI on every two-byte escape sequence', () => {
    for (let a = 0; a < 256; a++) {
      for (let b = 0; b < 256; b += 3) {
        const value = `/x%${a.toString(16).padStart(2, '0')}%${b.toString(16).padStart(2, '0')}`
        expect(hasWellFormedEscapes(value), value).toBe(decodes(value))
      }
    }
  })
})
