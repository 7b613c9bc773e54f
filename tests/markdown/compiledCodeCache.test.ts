import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { compiledCodeFile, requireWithCompiledCode } from '../../plugins/markdown/compiledCodeCache.ts'

// typescript (one 9 MB CommonJS file) is required with V8's compiled code kept between builds.

let folder: string | undefined
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true })
  folder = undefined
})

/** A CommonJS module that uses what Node's wrapper gives it (require, module, __filename, __dirname). */
const moduleSource = (answer: number) =>
  `const path = require('node:path')\n` +
  `exports.answer = () => ${answer}\n` +
  `module.exports.where = path.basename(__filename) + ' in ' + path.basename(__dirname)\n` +
  `module.exports.self = this === module.exports\n`

describe('requireWithCompiledCode', () => {
  it('runs the module as Node would, keeps its compiled code once saved, and takes it the next time', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'compiled-code-'))
    const file = path.join(folder, 'lib.js')
    const cacheFile = path.join(folder, 'cache', 'lib.bin')
    writeFileSync(file, moduleSource(42))
    const first = requireWithCompiledCode(file, cacheFile)
    const exports = first.exports as { answer: () => number; where: string; self: boolean }
    expect(exports.answer()).toBe(42)
    expect(exports.where).toBe(`lib.js in ${path.basename(folder)}`)
    expect(exports.self).toBe(true)
    expect(first.fromCache).toBe(false)
    expect(existsSync(cacheFile)).toBe(false) // kept only once saved
    first.save()
    expect(existsSync(cacheFile)).toBe(true)

    const second = requireWithCompiledCode(file, cacheFile)
    expect(second.fromCache).toBe(true)
    expect((second.exports as { answer: () => number }).answer()).toBe(42)
  })

  it('reads a file of ASCII only and one with other characters as the text they are', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'compiled-code-'))
    const ascii = path.join(folder, 'ascii.js')
    const other = path.join(folder, 'other.js')
    writeFileSync(ascii, `exports.word = 'plain ~ text'\n`)
    writeFileSync(other, `exports.word = 'naïve — ✓ 😀'\n`)
    expect((requireWithCompiledCode(ascii, path.join(folder, 'a.bin')).exports as { word: string }).word).toBe('plain ~ text')
    expect((requireWithCompiledCode(other, path.join(folder, 'b.bin')).exports as { word: string }).word).toBe('naïve — ✓ 😀')
  })

  it('compiles a changed file afresh, not from the code kept for the old one', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'compiled-code-'))
    const file = path.join(folder, 'lib.js')
    const cacheFile = path.join(folder, 'lib.bin')
    writeFileSync(file, moduleSource(1))
    requireWithCompiledCode(file, cacheFile).save()
    writeFileSync(file, moduleSource(2).replace('exports.answer', '/* a longer file */ exports.answer'))
    const changed = requireWithCompiledCode(file, cacheFile)
    expect(changed.fromCache).toBe(false)
    expect((changed.exports as { answer: () => number }).answer()).toBe(2)
  })

  it("keeps a package's code in node_modules/.cache, by the package's version and V8's", () => {
    const file = compiledCodeFile('typescript', import.meta.url)
    const version = (createRequire(import.meta.url)('typescript/package.json') as { version: string }).version
    expect(path.dirname(file)).toBe(path.resolve(import.meta.dirname, '../../node_modules/.cache/docs-compiled'))
    expect(path.basename(file)).toMatch(
      new RegExp(`^typescript-${version.replaceAll('.', '\\.')}-v8-${process.versions.v8.replaceAll('.', '\\.')}(-[0-9a-f]{12})?\\.bin$`),
    )
  })

  it('keeps the code compiled under other V8 flags apart (V8 refuses code compiled under other flags)', () => {
    const before = process.env.DOCS_V8_FLAGS
    try {
      delete process.env.DOCS_V8_FLAGS
      const plain = compiledCodeFile('typescript', import.meta.url)
      process.env.DOCS_V8_FLAGS = '--interrupt-budget=1081344'
      const budget = compiledCodeFile('typescript', import.meta.url)
      expect(budget).not.toBe(plain)
      expect(compiledCodeFile('typescript', import.meta.url)).toBe(budget)
    } finally {
      if (before === undefined) delete process.env.DOCS_V8_FLAGS
      else process.env.DOCS_V8_FLAGS = before
    }
  })
})
