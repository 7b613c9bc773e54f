import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { extractErrorCodes, reduxBuildFile } from '../../site/reduxErrorCodes.ts'

const root = path.resolve(import.meta.dirname, '../..')

describe('Redux error codes from its build', () => {
  it('pairs each formatProdErrorMessage(N) with the development message: strings, templates, nested templates', () => {
    const source = [
      "throw new Error(isProd ? formatProdErrorMessage(2) : `Expected a function. Got: '${kindOf(x)}'`);",
      'throw new Error(isProd ? formatProdErrorMessage(0) : "Say \\"no\\" to this.");',
      "throw new Error(isProd ? formatProdErrorMessage(1) : 'Single quoted.');",
      'throw new Error(isProd ? formatProdErrorMessage(3) : `Type ${t ? `"${String(t)}"` : "(unknown)"}, key "${key}".`);',
      "throw new Error(isProd ? formatProdErrorMessage(1) : 'Single quoted.');",
    ].join('\n')
    expect(extractErrorCodes(source)).toEqual([
      { code: 0, message: 'Say "no" to this.' },
      { code: 1, message: 'Single quoted.' },
      { code: 2, message: "Expected a function. Got: '${kindOf(x)}'" },
      { code: 3, message: 'Type ${t ? `"${String(t)}"` : "(unknown)"}, key "${key}".' },
    ])
  })

  it('refuses a build with two messages for one code, or none at all', () => {
    expect(() => extractErrorCodes('formatProdErrorMessage(1) : "a"; formatProdErrorMessage(1) : "b"', 'x.mjs')).toThrow(
      /x\.mjs: error #1 has two messages/,
    )
    expect(() => extractErrorCodes('function formatProdErrorMessage(code) {}', 'x.mjs')).toThrow(/x\.mjs: no formatProdErrorMessage/)
  })

  it('reads every code of the installed redux, numbered from 0 without gaps', () => {
    const codes = extractErrorCodes(readFileSync(reduxBuildFile(root), 'utf8'))
    expect(codes.map((entry) => entry.code)).toEqual(codes.map((_, index) => index))
    expect(codes.find((entry) => entry.code === 3)?.message).toMatch(/^You may not call store\.getState\(\) while the reducer is executing/)
  })
})
