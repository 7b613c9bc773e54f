import { mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { watchedByFolderWatcher, watchFolder, type FolderEvent } from '../../plugins/docs/folderWatcher.ts'

// The dev server's watch of the content folder (plugins/docs/folderWatcher.ts): which folders it takes
// from Vite's watcher, and the events Vite's watcher would give, for files in nested folders, folders made and removed, and a save by
// rename (a `change`, not `unlink` and `add`).

let close: (() => void) | undefined
afterEach(() => close?.())

function watched() {
  const root = mkdtempSync(path.join(tmpdir(), 'docs-watch-'))
  mkdirSync(path.join(root, 'guide', 'deep'), { recursive: true })
  writeFileSync(path.join(root, 'guide', 'deep', 'page.md'), '# Page\n')
  mkdirSync(path.join(root, 'node_modules'))
  const events: [FolderEvent, string][] = []
  const watcher = watchFolder(
    root,
    (event, file) => events.push([event, path.relative(root, file)]),
    (file) => file.includes('node_modules'),
  )
  close = () => watcher.close()
  return { root, events }
}

/** Waits until `events` holds `expected`, then a little longer: nothing else may follow. */
async function expectEvents(events: [FolderEvent, string][], expected: [FolderEvent, string][]) {
  await expect.poll(() => events, { timeout: 3_000 }).toEqual(expect.arrayContaining(expected))
  await new Promise((resolve) => setTimeout(resolve, 250))
  expect(events).toEqual(expected)
  events.length = 0
}

describe('watchFolder', () => {
  it('reports a change, an added and a removed file anywhere in the folder, none for what it ignores', async () => {
    const { root, events } = watched()
    writeFileSync(path.join(root, 'guide', 'deep', 'page.md'), '# Page\n\nMore.\n')
    await expectEvents(events, [['change', 'guide/deep/page.md']])
    writeFileSync(path.join(root, 'guide', 'new.md'), '# New\n')
    await expectEvents(events, [['add', 'guide/new.md']])
    rmSync(path.join(root, 'guide', 'new.md'))
    await expectEvents(events, [['unlink', 'guide/new.md']])
    writeFileSync(path.join(root, 'node_modules', 'x.md'), '# Ignored\n')
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(events).toEqual([])
  })

  it('watches a folder made after it started, and reports the files of a removed folder gone', async () => {
    const { root, events } = watched()
    mkdirSync(path.join(root, 'later'))
    await new Promise((resolve) => setTimeout(resolve, 100))
    writeFileSync(path.join(root, 'later', 'one.md'), '# One\n')
    await expectEvents(events, [['add', 'later/one.md']])
    writeFileSync(path.join(root, 'later', 'one.md'), '# One, edited\n')
    await expectEvents(events, [['change', 'later/one.md']])
    rmSync(path.join(root, 'guide'), { recursive: true })
    await expectEvents(events, [['unlink', 'guide/deep/page.md']])
  })

  it('reports the files of the removed folder itself gone, and those of the folder made again added', async () => {
    const { root, events } = watched()
    rmSync(root, { recursive: true })
    await expectEvents(events, [['unlink', 'guide/deep/page.md']])
    // Made again (a branch switched back), with other files.
    mkdirSync(path.join(root, 'guide'), { recursive: true })
    writeFileSync(path.join(root, 'guide', 'intro.md'), '# Intro\n')
    writeFileSync(path.join(root, 'index.md'), '# Home\n')
    // (In the order the folder lists them.)
    await expect.poll(() => events.length, { timeout: 3_000 }).toBe(2)
    expect([...events].sort()).toEqual([
      ['add', 'guide/intro.md'],
      ['add', 'index.md'],
    ])
    events.length = 0
    writeFileSync(path.join(root, 'index.md'), '# Home, edited\n')
    await expectEvents(events, [['change', 'index.md']])
  })

  it("reports a save by rename (an editor's atomic save) as a change", async () => {
    const { root, events } = watched()
    const page = path.join(root, 'guide', 'deep', 'page.md')
    const temporary = path.join(root, 'page.md.tmp')
    writeFileSync(temporary, '# Page, saved\n')
    await expectEvents(events, [['add', 'page.md.tmp']])
    renameSync(temporary, page)
    // (A removal is reported once the file has stayed away for 100 ms, as chokidar reports it.)
    await expectEvents(events, [
      ['change', 'guide/deep/page.md'],
      ['unlink', 'page.md.tmp'],
    ])
    // Removed, then written again at once (a save that deletes first).
    rmSync(page)
    writeFileSync(page, '# Page, again\n')
    await expectEvents(events, [['change', 'guide/deep/page.md']])
  })
})

describe('watchedByFolderWatcher', () => {
  it('takes a content folder inside the project or outside it, named by its real path, but never the project or a folder holding it', () => {
    const base = realpathSync(mkdtempSync(path.join(tmpdir(), 'docs-watch-roots-')))
    const project = path.join(base, 'site')
    mkdirSync(path.join(project, 'content'), { recursive: true })
    mkdirSync(path.join(base, 'docs'))
    symlinkSync(path.join(base, 'docs'), path.join(base, 'linked-docs'))
    try {
      expect(watchedByFolderWatcher(path.join(project, 'content'), project)).toBe(true)
      expect(watchedByFolderWatcher(path.join(base, 'docs'), project)).toBe(true)
      // Vite names served files by their real paths: events named through a symlink would match none.
      expect(watchedByFolderWatcher(path.join(base, 'linked-docs'), project)).toBe(false)
      // Vite's watcher, which leaves the content folder out, would then have none of the project's files.
      expect(watchedByFolderWatcher(project, project)).toBe(false)
      expect(watchedByFolderWatcher(base, project)).toBe(false)
      expect(watchedByFolderWatcher(path.join(project, 'missing'), project)).toBe(false)
    } finally {
      rmSync(base, { recursive: true, force: true })
    }
  })
})
