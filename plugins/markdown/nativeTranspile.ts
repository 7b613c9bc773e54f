import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { TranspileInput } from './transpileBatch.ts'

// The JavaScript tabs' transpile through TypeScript's native compiler (typescript 7, the `typescript-7`
// package the typecheck runs), when it is installed for this platform. The site's 95 TypeScript blocks took
// it ~0.12 s, one process for all, where typescript 5 in the build took ~1.3 s of a worker's CPU (its 9 MB
// loaded, then programs and checkers made and run under a cold JIT): the larger part of a cold build's
// JavaScript tabs. Its output is typescript 5's transpileModule's, byte for byte, for the same settings
// (tests/markdown/nativeTranspile.test.ts: every block of the site and each kind of TypeScript syntax),
// but for one thing: typescript 7 always emits `"use strict";` atop a script (a file that is not a
// module), and that first line is taken off when the block itself never says "use strict". A block the
// native compiler reports an error in, or that says "use strict", is left to typescript 5 (undefined
// here), which gives its error message and its prologue as before.

/**
 * The settings of the JavaScript tabs' transpile, as tsconfig.json writes them: typescript 5 takes the
 * same (typescriptToJavaScript.ts converts them), so the two cannot drift.
 */
export const transpileSettings = {
  target: 'esnext',
  module: 'esnext',
  jsx: 'preserve',
  removeComments: false,
  // Imports used only as types go, as they would in a bundler's TypeScript step.
  verbatimModuleSyntax: false,
  isolatedModules: true,
} as const

/** What transpileModule sets itself to transpile a file alone: no types checked, nothing else read. */
const transpileOnly = { noCheck: true, noResolve: true, noLib: true, types: [] }

/** The one error a whole program gets for `noLib` (no global types), as transpileModule's programs do. */
const noLibError = 'TS2318'

let compiler: Promise<string | undefined> | undefined

/**
 * The native compiler's executable, found once per process; undefined when typescript-7 or its platform's
 * binary is not installed, or DOCS_NATIVE_TYPESCRIPT=0 (typescript 5 then makes every tab).
 */
export const nativeCompiler = (): Promise<string | undefined> => (compiler ??= findCompiler())

async function findCompiler(): Promise<string | undefined> {
  if (process.env.DOCS_NATIVE_TYPESCRIPT === '0') return undefined
  try {
    const folder = path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json'))
    const { default: getExePath } = (await import(pathToFileURL(path.join(folder, 'lib', 'getExePath.js')).href)) as {
      default: () => string
    }
    return getExePath() // throws when the platform's package is missing
  } catch {
    return undefined
  }
}

/**
 * Each input's JavaScript as `ts.transpileModule` gives it, or undefined for one the native compiler does
 * not stand in for (see above), or for all when it is not installed or did not run as expected.
 */
export async function transpileNative(inputs: readonly TranspileInput[]): Promise<(string | undefined)[]> {
  const executable = await nativeCompiler()
  if (!executable || !inputs.length) return inputs.map(() => undefined)
  // A script shares the global scope with the program's other files: a `namespace` of one would qualify
  // a name in another (transpileBatch.ts keeps each apart for the same reason). So a block that looks like
  // a script (no line starts with `import` or `export`) gets a program of its own, and the modules share
  // one: all in one run, where finding the scripts from the first run's output took a second run (~0.1 s,
  // most of it the compiler's start). A guess is never wrong in what it makes: a module alone is made as
  // in company, and a script that looked like a module is found by TypeScript 7's `"use strict";` atop its
  // output and made again alone, in one more run.
  const looksLikeScript = inputs.map(({ code }) => !/^[ \t]*(?:import|export)\b/m.test(code))
  const shared = inputs.flatMap((_, index) => (looksLikeScript[index] ? [] : [index]))
  const groups = [shared, ...inputs.flatMap((_, index) => (looksLikeScript[index] ? [[index]] : []))].filter((group) => group.length)
  const outputs = await compile(executable, inputs, groups)
  const scripts = shared.length > 1 ? shared.filter((index) => outputs[index]?.startsWith(strictPrologue)) : []
  if (scripts.length) {
    const alone = await compile(
      executable,
      inputs,
      scripts.map((index) => [index]),
    )
    for (const index of scripts) outputs[index] = alone[index]
  }
  return outputs.map((output) => (output?.startsWith(strictPrologue) ? output.slice(strictPrologue.length) : output))
}

const strictPrologue = '"use strict";\n'

/**
 * The inputs of each group compiled together in a program (a project of `tsc --build` each, all in one
 * process): each one's output, `"use strict";` and all, or undefined (not in a group, or not taken).
 */
async function compile(executable: string, inputs: readonly TranspileInput[], groups: number[][]): Promise<(string | undefined)[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'docs-tabs-'))
  try {
    const settings = JSON.stringify({
      compilerOptions: { ...transpileSettings, ...transpileOnly, rootDir: 'src', outDir: 'out' },
      include: ['src'],
    })
    const fileOf = new Map<number, { source: string; output: string }>()
    await Promise.all(
      groups.map(async (group, nth) => {
        await mkdir(path.join(folder, `p${nth}`, 'src'), { recursive: true })
        await writeFile(path.join(folder, `p${nth}`, 'tsconfig.json'), settings)
        for (const index of group) {
          const { code, language } = inputs[index]
          const name = `example${index}`
          fileOf.set(index, {
            source: `p${nth}/src/${name}.${language}`,
            output: `p${nth}/out/${name}.${language === 'tsx' ? 'jsx' : 'js'}`,
          })
          await writeFile(path.join(folder, fileOf.get(index)!.source), code)
        }
      }),
    )
    const report = await run(executable, ['--build', ...groups.map((_, nth) => `p${nth}`), '--pretty', 'false'], folder)
    const failed = report === undefined ? undefined : filesWithErrors(report)
    return await Promise.all(
      inputs.map(async ({ code }, index) => {
        const files = fileOf.get(index)
        if (!files || !failed || failed.has(files.source) || code.includes('use strict')) return undefined
        return readFile(path.join(folder, files.output), 'utf8').catch(() => undefined)
      }),
    )
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/** The compiler's report (it exits non-zero for noLib's error alone), or undefined when it did not run. */
function run(executable: string, args: string[], cwd: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile(executable, args, { cwd, encoding: 'utf8' }, (error, stdout) => {
      const code = (error as { code?: unknown } | null)?.code
      resolve(error && typeof code !== 'number' ? undefined : stdout)
    })
  })
}

/**
 * The files the report names in an error; undefined for a report with any other kind of line (an error in
 * the settings, a newer compiler's complaint): nothing of that run is taken.
 */
function filesWithErrors(report: string): Set<string> | undefined {
  const files = new Set<string>()
  for (const line of report.split(/\r?\n/)) {
    if (!line.trim() || /^\s/.test(line)) continue // a message's further lines
    const inFile = /^(p\d+\/src\/example\d+\.tsx?)\(\d+,\d+\): error TS\d+:/.exec(line)
    if (inFile) files.add(inFile[1])
    else if (!line.startsWith(`error ${noLibError}:`)) return undefined
  }
  return files
}
