import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { transpileBatch, type TranspileInput } from '../../plugins/markdown/transpileBatch.ts'
import { findMarkdownFiles } from '../../plugins/contentFiles.ts'
import { compilerOptions as typescriptOptions } from '../../plugins/markdown/typescriptToJavaScript.ts'

const root = path.resolve(import.meta.dirname, '../..')
// The options typescriptToJavaScript.ts gives.
const compilerOptions = typescriptOptions(ts)
/** What transpileModule makes of each block alone: what the batch must give. */
const alone = (inputs: TranspileInput[]) =>
  inputs.map(({ code, language }) => {
    const output = ts.transpileModule(code, { compilerOptions, fileName: `example.${language}`, reportDiagnostics: true })
    return {
      outputText: output.outputText,
      errors: (output.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    }
  })
const batched = (inputs: TranspileInput[]) =>
  transpileBatch(ts, inputs, compilerOptions).map((output) => ({
    outputText: output.outputText,
    errors: output.diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
  }))

describe('transpileBatch', () => {
  it('gives each TypeScript block of a site page what transpileModule gives it alone', () => {
    const pages = findMarkdownFiles(path.join(root, 'content')).map((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^ *```(tsx?)\b[^\n]*\n([\s\S]*?)^ *```/gm)].map((match): TranspileInput => ({
        language: match[1] as 'ts' | 'tsx',
        code: match[2],
      })),
    )
    const inputs = pages.filter((blocks) => blocks.length > 1)
    expect(inputs.length).toBeGreaterThan(5)
    for (const blocks of inputs) expect(batched(blocks)).toEqual(alone(blocks))
  })

  it('keeps scripts apart: a namespace of one block does not qualify a name in the next', () => {
    const blocks: TranspileInput[] = [
      { language: 'ts', code: 'namespace Shapes {\n  export const sides = 4\n}\n' },
      { language: 'ts', code: 'namespace Shapes {\n  console.log(sides)\n}\n' },
      { language: 'ts', code: "import { a } from 'a'\nexport const b: number = a\n" },
    ]
    expect(batched(blocks)).toEqual(alone(blocks))
    expect(batched(blocks)[1].outputText).toContain('console.log(sides)')
  })

  it('keeps modules apart too: imports used only as types go, const enums are not inlined', () => {
    const blocks: TranspileInput[] = [
      { language: 'ts', code: 'export const enum Direction {\n  Up,\n  Down,\n}\n' },
      {
        language: 'ts',
        code: "import { Direction } from './example0'\nimport type { T } from 't'\nexport const d = Direction.Up\nlet t: T\n",
      },
      { language: 'tsx', code: "import type { FC } from 'react'\nexport const App: FC = () => <div>hi</div>\n" },
      {
        language: 'ts',
        code: "import type { Reducer } from 'redux'\ndeclare function f<S>(reducer: Reducer<S>): S\nexport type { Reducer }\n",
      },
    ]
    expect(batched(blocks)).toEqual(alone(blocks))
  })

  it('reports a syntax error on its own block only', () => {
    const blocks: TranspileInput[] = [
      { language: 'ts', code: 'export const ok = 1\n' },
      { language: 'ts', code: 'export const broken = (\n' },
      { language: 'ts', code: 'export const alsoOk = 2\n' },
    ]
    const outputs = batched(blocks)
    expect(outputs).toEqual(alone(blocks))
    expect(outputs.map((output) => output.errors.length > 0)).toEqual([false, true, false])
  })
})
