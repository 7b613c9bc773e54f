// Every js/jsx/ts/tsx block that is not a `fragment` parses as an ES module (a quick first gate with clear
// messages; the type check reads the same blocks in depth).
import { transform, type Loader, type Message } from 'esbuild'
import { scriptLanguages } from './classify.ts'
import { blocksWhere, type Page } from './pages.ts'
import { sortProblems, type Problem } from './problems.ts'

function parseLoader(lang: string): Loader {
  return lang === 'ts' ? 'ts' : lang === 'tsx' ? 'tsx' : 'jsx'
}

export function esbuildMessages(error: unknown): Message[] | undefined {
  const errors = (error as { errors?: unknown }).errors
  return Array.isArray(errors) ? (errors as Message[]) : undefined
}

export async function checkParse(pages: Page[]): Promise<Problem[]> {
  const targets = blocksWhere(pages, (block) => scriptLanguages.has(block.lang ?? '') && !block.flags.has('fragment'))
  const problems: Problem[] = []
  await Promise.all(
    targets.map(async ({ page, block }) => {
      // The extra line makes esbuild read the code as an ES module (top-level `return`, `with`, legacy
      // octal literals are errors), whether or not the block has imports or exports of its own.
      const lastLine = block.line + block.value.split('\n').length + 1
      try {
        await transform(`${block.value}\n;export {}`, { loader: parseLoader(block.lang!), format: 'esm', sourcefile: page.file, logLevel: 'silent' })
      } catch (error) {
        const messages = esbuildMessages(error)
        if (!messages?.length) {
          problems.push({ file: page.file, line: block.line, message: `${block.lang} block does not parse: ${String(error)}` })
          return
        }
        for (const message of messages) {
          const location = message.location
          // An error on the added `;export {}` line is an error at the end of the block (its closing fence).
          const atEnd = !location || block.line + location.line >= lastLine
          const line = location ? Math.min(block.line + location.line, lastLine) : block.line
          const place = location && !atEnd ? `, col ${location.column + 1}` : location ? ', at its end' : ''
          const excerpt = location && !atEnd && location.lineText.trim() ? `\n    ${location.lineText.trim()}` : ''
          problems.push({
            file: page.file,
            line,
            message: `(${block.lang} block at line ${block.line}${place}) does not parse as an ES module: ${message.text}${excerpt}`,
          })
        }
      }
    }),
  )
  return sortProblems(problems)
}
