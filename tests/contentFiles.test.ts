import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { findMarkdownFiles, MissingContentFolder } from '../plugins/contentFiles.ts'

// The content folder's page files (plugins/contentFiles.ts): listed sorted, without `_` and dot files,
// symlinks or other files; a content folder that is not there is named, not a bare ENOENT (a mistyped
// contentDir failed the build with "scandir" alone, and a folder removed under the dev server ended it).

let folder: string | undefined
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true })
  folder = undefined
})

describe('findMarkdownFiles', () => {
  it("lists a folder's markdown and MDX files, sorted, without `_` and dot entries, symlinks or other files", () => {
    folder = mkdtempSync(path.join(tmpdir(), 'content-files-'))
    const content = path.join(folder, 'content')
    mkdirSync(path.join(content, 'guide', '_partials'), { recursive: true })
    mkdirSync(path.join(content, '.drafts'))
    for (const file of ['b.md', 'a.mdx', 'guide/intro.md', 'guide/_partials/p.md', '.drafts/x.md', '_c.md', 'notes.txt'])
      writeFileSync(path.join(content, file), '# Page\n')
    symlinkSync(path.join(content, 'b.md'), path.join(content, 'linked.md'))
    expect(findMarkdownFiles(content).map((file) => path.relative(content, file))).toEqual([
      'a.mdx',
      'b.md',
      path.join('guide', 'intro.md'),
    ])
  })

  it('names a content folder that is not there (or is a file)', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'content-files-'))
    const missing = path.join(folder, 'docs')
    expect(() => findMarkdownFiles(missing)).toThrow(MissingContentFolder)
    expect(() => findMarkdownFiles(missing)).toThrow(`docsPlugin option contentDir: no folder ${missing}`)
    writeFileSync(missing, 'a file')
    expect(() => findMarkdownFiles(missing)).toThrow(MissingContentFolder)
  })
})
