import type { VFile } from 'vfile'
import type { Node } from 'unist'

// Errors are collected per page rather than thrown at the first one, so an author sees every problem
// of a file in one build.

/** Records an error at a node; the page fails once every step has run. */
export function reportError(file: VFile, node: Node | undefined, reason: string): void {
  const message = file.message(reason, { place: node?.position })
  message.fatal = true
}

/** Records a warning (printed, the build goes on). */
export function reportWarning(file: VFile, node: Node | undefined, reason: string): void {
  const message = file.message(reason, { place: node?.position })
  message.fatal = false
}

/** `file:line:col  reason`, the form every problem is printed in. */
export function formatProblem(path: string, line: number | undefined, column: number | undefined, reason: string): string {
  return `${path}:${line ?? 1}:${column ?? 1}  ${reason}`
}

export class PageError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'))
    this.name = 'PageError'
  }
}
