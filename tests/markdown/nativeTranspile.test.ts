import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it, vi } from 'vitest'
import { nativeCompiler, transpileNative } from '../../plugins/markdown/nativeTranspile.ts'
import { compilerOptions as typescriptOptions } from '../../plugins/markdown/typescriptToJavaScript.ts'
import { typescriptFences } from '../../plugins/markdown/typescriptFences.ts'
import { findMarkdownFiles } from '../../plugins/contentFiles.ts'
import type { TranspileInput } from '../../plugins/markdown/transpileBatch.ts'

// The JavaScript tabs' transpile by TypeScript's native compiler must be what typescript 5's
// transpileModule makes of each block alone, byte for byte: the tabs are the same whichever made them.

const root = path.resolve(import.meta.dirname, '../..')
const compilerOptions = typescriptOptions(ts)
const alone = ({ code, language }: TranspileInput) =>
  ts.transpileModule(code, { compilerOptions, fileName: `example.${language}`, reportDiagnostics: true }).outputText

/** One block of each kind of TypeScript the emitter treats apart. */
const syntax: TranspileInput[] = [
  { language: 'ts', code: 'enum Color { Red, Green = "g" }\nconst enum K { A = 1 }\nexport const c = Color.Red + K.A\n' },
  { language: 'ts', code: 'namespace N {\n  export const a = 1\n}\nconsole.log(N.a)\n' },
  {
    language: 'ts',
    code: 'class A {\n  constructor(private x: number, public y = 2) {}\n  declare z: string\n  w!: number\n}\nexport default A\n',
  },
  {
    language: 'ts',
    code: "import type { T } from 'x'\nimport { U, V } from 'y'\nimport * as W from 'w'\nimport D, { E } from 'd'\nlet u: U = V\nexport type { T }\nexport { E }\n",
  },
  { language: 'ts', code: 'function f<T>(a: T): T {\n  return a as T\n}\nconst g = <T,>(x: T) => x\nexport const h = f<number>(1)!\n' },
  { language: 'tsx', code: 'export function App({ a }: { a: string }) {\n  return <div className="x">{a as string}</div>\n}\n' },
  { language: 'ts', code: '@dec\nclass B {\n  @dec m() {}\n}\nfunction dec(...a: any[]) {}\n' },
  { language: 'ts', code: 'abstract class C {\n  abstract m(): void\n}\ninterface I {\n  a: 1\n}\ndeclare const d: number\nexport {}\n' },
  { language: 'ts', code: 'let x = 1\n//__BLANK_LINE__\n/** doc */\nfunction y(a?: number, ...b: string[]): asserts a {}\nexport = y\n' },
  { language: 'ts', code: "import fs = require('fs')\nexport import Z = N.Q\ndeclare namespace N {\n  namespace Q {}\n}\n" },
  { language: 'ts', code: 'const s = `a${1 satisfies number}b`\nfor await (const v of [] as any[]) {}\nlabel: for (;;) break label\n' },
  { language: 'ts', code: 'class D {\n  static {}\n  accessor a = 1\n  #p = 2\n  static #q() {}\n}\nexport {}\n' },
  {
    language: 'ts',
    code: "// A signature, no code\nimport type { Reducer } from 'redux'\ndeclare function f<S>(reducer: Reducer<S>): S\n",
  },
]

describe('transpileNative', () => {
  it('finds the native compiler installed with the project (typescript-7 and its platform package)', async () => {
    expect(await nativeCompiler()).toMatch(/[\\/]tsc(\.exe)?$/)
  })

  it("gives every TypeScript block of the site's pages, all at once, what transpileModule gives it alone", async () => {
    const blocks = findMarkdownFiles(path.join(root, 'content')).flatMap((file) => typescriptFences(readFileSync(file, 'utf8')))
    expect(blocks.length).toBeGreaterThan(50)
    const outputs = await transpileNative(blocks)
    expect(outputs).toEqual(blocks.map(alone))
  })

  it('gives each kind of TypeScript syntax what transpileModule gives it, scripts without a "use strict" of their own', async () => {
    const outputs = await transpileNative(syntax)
    expect(outputs).toEqual(syntax.map(alone))
    expect(outputs[1]).toMatch(/^var N;/)
  })

  // Scripts share the global scope: each must be made in a program of its own, whether it looks like one
  // (no line starts with import or export) or looks like a module and is found by its "use strict".
  it.each<[string, TranspileInput[]]>([
    [
      'a namespace of one block does not qualify a name in the next',
      [
        { language: 'ts', code: 'namespace Shapes {\n  export const sides = 4\n}\n' },
        { language: 'ts', code: 'namespace Shapes {\n  console.log(sides)\n}\n' },
        { language: 'ts', code: 'declare global {\n  namespace Shapes {\n    const sides: number\n  }\n}\nexport const b: number = 1\n' },
      ],
    ],
    [
      'nor in scripts that look like modules (a line of a string starts with `export` or `import`)',
      [
        { language: 'ts', code: 'namespace Shapes {\n  export const sides = 4\n}\nconst note = `\nexport is a word here`\n' },
        { language: 'ts', code: 'namespace Shapes {\n  console.log(sides)\n}\nconst again = `\nimport too`\n' },
        { language: 'ts', code: 'export const c: number = 3\n' },
      ],
    ],
  ])('keeps scripts apart: %s', async (_, blocks) => {
    const outputs = await transpileNative(blocks)
    expect(outputs).toEqual(blocks.map(alone))
    expect(outputs[1]).toContain('console.log(sides)')
    expect(outputs[0]).not.toContain('use strict')
  })

  it('leaves to typescript 5 a block with a syntax error, or one that says "use strict", and answers the others', async () => {
    const blocks: TranspileInput[] = [
      { language: 'ts', code: 'const x: number = ;\n' },
      { language: 'ts', code: "'use strict'\nconst y: number = 1\n" },
      { language: 'ts', code: 'export const z: number = 2\n' },
    ]
    expect(await transpileNative(blocks)).toEqual([undefined, undefined, 'export const z = 2;\n'])
  })

  it('stands in for nothing with DOCS_NATIVE_TYPESCRIPT=0', async () => {
    vi.resetModules()
    vi.stubEnv('DOCS_NATIVE_TYPESCRIPT', '0')
    try {
      const fresh = await import('../../plugins/markdown/nativeTranspile.ts')
      expect(await fresh.nativeCompiler()).toBeUndefined()
      expect(await fresh.transpileNative([{ language: 'ts', code: 'export const z: number = 2\n' }])).toEqual([undefined])
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
