import { execFile } from 'node:child_process'
import path from 'node:path'
import type { FrontMatter, LastUpdate } from '../../shared/types.ts'

/** When a file was last committed (epoch ms) and by whom. */
export interface FileCommit {
  time: number
  author: string
}

const recordStart = '\x1e'
const fieldSeparator = '\x1f'

/**
 * The last commit of every file under `dir`, read by ONE `git log` over the folder (newest first, so a
 * file's first appearance is its last commit), keyed by absolute path. Renames are not followed: a moved
 * file's date is the move's. `undefined` when there is no history to read (not a git checkout, no git):
 * the caller warns once; a file no commit touched is simply not in the map.
 */
export function readLastCommits(dir: string): Promise<Map<string, FileCommit> | undefined> {
  const args = [
    '-c',
    'core.quotePath=false',
    'log',
    `--format=${recordStart}%ct${fieldSeparator}%an`,
    '--name-only',
    '--relative',
    '--',
    '.',
  ]
  return new Promise((resolve) => {
    execFile('git', args, { cwd: dir, maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => {
      resolve(error ? undefined : parseGitLog(stdout, dir))
    })
  })
}

/** `git log --format=<RS>%ct<US>%an --name-only --relative` output → each file's newest commit. */
export function parseGitLog(output: string, dir: string): Map<string, FileCommit> {
  const commits = new Map<string, FileCommit>()
  for (const record of output.split(recordStart)) {
    const [header, ...files] = record.split('\n')
    const separator = header.indexOf(fieldSeparator)
    if (separator < 0) continue
    const commit = { time: Number(header.slice(0, separator)) * 1000, author: header.slice(separator + 1) }
    for (const file of files) {
      const absolute = path.join(dir, file.trim())
      if (file.trim() && !commits.has(absolute)) commits.set(absolute, commit)
    }
  }
  return commits
}

/**
 * A page's last update as Docusaurus shows it: each part only when asked for (`lastUpdate.time`,
 * `lastUpdate.author`), front matter `last_update: { date, author }` before the file's last commit.
 * Undefined when there is nothing to show (a file never committed, and no front matter date).
 */
export function lastUpdateOf(
  frontmatter: FrontMatter,
  commit: FileCommit | undefined,
  wanted: { time: boolean; author: boolean },
): LastUpdate | undefined {
  const given = (frontmatter.last_update ?? {}) as { date?: unknown; author?: unknown }
  const givenTime = given.date instanceof Date ? given.date.getTime() : typeof given.date === 'string' ? Date.parse(given.date) : NaN
  const time = wanted.time ? (Number.isFinite(givenTime) ? givenTime : commit?.time) : undefined
  const author = wanted.author ? (typeof given.author === 'string' && given.author ? given.author : commit?.author) : undefined
  return time === undefined && author === undefined
    ? undefined
    : { ...(time !== undefined && { time }), ...(author !== undefined && { author }) }
}
