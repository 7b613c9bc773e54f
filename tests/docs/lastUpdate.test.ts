import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import * as childProcess from 'node:child_process'
import { lastUpdateOf, parseGitLog, readLastCommits } from '../../plugins/docs/lastUpdate.ts'

vi.mock('node:child_process', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:child_process')>()
  return { ...actual, execFile: vi.fn(actual.execFile) }
})

// A throwaway repository: two commits by two authors at fixed dates, one file never committed.
let repo: string
const git = (args: string[], date: string, author: string) =>
  execFileSync('git', args, {
    cwd: repo,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: author,
      GIT_AUTHOR_EMAIL: 'a@example.org',
      GIT_COMMITTER_NAME: author,
      GIT_COMMITTER_EMAIL: 'a@example.org',
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    },
  })

beforeAll(() => {
  repo = mkdtempSync(path.join(tmpdir(), 'last-update-'))
  mkdirSync(path.join(repo, 'docs', 'guide'), { recursive: true })
  writeFileSync(path.join(repo, 'outside.md'), 'x')
  writeFileSync(path.join(repo, 'docs', 'intro.md'), 'one')
  writeFileSync(path.join(repo, 'docs', 'guide', 'setup é.md'), 'one')
  git(['init', '-q'], '2024-01-01T00:00:00Z', 'Ada')
  git(['add', '-A'], '2024-01-01T00:00:00Z', 'Ada')
  git(['commit', '-qm', 'first'], '2024-01-02T10:00:00Z', 'Ada')
  writeFileSync(path.join(repo, 'docs', 'intro.md'), 'two')
  git(['commit', '-qam', 'second'], '2024-03-04T12:00:00Z', 'Grace Hopper')
  writeFileSync(path.join(repo, 'docs', 'new.md'), 'not committed')
})
afterAll(() => rmSync(repo, { recursive: true, force: true }))

describe('last commits', () => {
  it("reads every file's last commit under the content folder with one git process", async () => {
    const execFile = vi.mocked(childProcess.execFile)
    execFile.mockClear()
    const docs = path.join(repo, 'docs')
    const commits = (await readLastCommits(docs))!
    expect(execFile).toHaveBeenCalledTimes(1)
    expect(commits.get(path.join(docs, 'intro.md'))).toEqual({ time: Date.parse('2024-03-04T12:00:00Z'), author: 'Grace Hopper' })
    // Not quoted or escaped: a file name with a non-ASCII letter is found by its own name.
    expect(commits.get(path.join(docs, 'guide', 'setup é.md'))).toEqual({ time: Date.parse('2024-01-02T10:00:00Z'), author: 'Ada' })
    expect(commits.has(path.join(docs, 'new.md'))).toBe(false)
    expect(commits.has(path.join(repo, 'outside.md'))).toBe(false)
  })

  it('is undefined where there is no git history (the build warns once and goes on)', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'no-git-'))
    try {
      expect(await readLastCommits(bare)).toBeUndefined()
    } finally {
      rmSync(bare, { recursive: true, force: true })
    }
  })

  it('parses records of the log format', () => {
    const output = '\x1e1700000000\x1fA B\n\ndocs/a.md\ndocs/b.md\n\x1e1600000000\x1fC\n\ndocs/a.md\n'
    const commits = parseGitLog(output, '/r')
    expect(commits.get('/r/docs/a.md')).toEqual({ time: 1700000000000, author: 'A B' })
    expect(commits.get('/r/docs/b.md')?.author).toBe('A B')
  })
})

describe("a page's last update", () => {
  const commit = { time: Date.parse('2024-03-04T12:00:00Z'), author: 'Grace' }
  it('shows each part only when the option asks for it', () => {
    expect(lastUpdateOf({ id: 'a', title: 'A' }, commit, { time: true, author: false })).toEqual({ time: commit.time })
    expect(lastUpdateOf({ id: 'a', title: 'A' }, commit, { time: true, author: true })).toEqual(commit)
    expect(lastUpdateOf({ id: 'a', title: 'A' }, commit, { time: false, author: false })).toBeUndefined()
  })

  it('shows none for a file with no commit', () => {
    expect(lastUpdateOf({ id: 'a', title: 'A' }, undefined, { time: true, author: true })).toBeUndefined()
  })

  it('takes front matter last_update before the commit, as Docusaurus does', () => {
    const frontmatter = { id: 'a', title: 'A', last_update: { date: '2020-05-06', author: 'Someone' } }
    expect(lastUpdateOf(frontmatter, commit, { time: true, author: true })).toEqual({ time: Date.parse('2020-05-06'), author: 'Someone' })
    expect(lastUpdateOf(frontmatter, undefined, { time: true, author: false })).toEqual({ time: Date.parse('2020-05-06') })
  })
})
