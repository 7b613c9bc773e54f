/** One finding of a check: `file:line  message`. */
export interface Problem {
  /** Path relative to the project root (`content/api/store.md`), or `content-plan.md`. */
  file: string
  /** 1-based markdown line (0 when the finding has no place). */
  line: number
  message: string
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}  ${problem.message}`
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
}

/** One line per problem, sorted by file then line, for test messages. */
export function formatProblems(problems: Problem[]): string {
  return sortProblems(problems).map(formatProblem).join('\n')
}

/**
 * The problems grouped under one heading per file (`content/x.md (3)`), so a writer finds their own pages
 * at a glance when several people's pages fail at once.
 */
export function formatProblemsByFile(problems: Problem[]): string {
  const byFile = new Map<string, Problem[]>()
  for (const problem of sortProblems(problems)) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem])
  return [...byFile]
    .map(([file, list]) => [`${file} (${list.length})`, ...list.map((problem) => `  ${formatProblem(problem)}`)].join('\n'))
    .join('\n\n')
}
