import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentGlobFilter, globToRegExp } from '../../plugins/docs/contentGlobs.ts'
import { createContentStore } from '../../plugins/docs/contentStore.ts'

// The docs `include`/`exclude` globs (Docusaurus' docs options): which files of the content folder are pages.

describe('a content glob', () => {
  it.each([
    ['**/*.{md,mdx}', 'intro.md', true],
    ['**/*.{md,mdx}', 'api/deep/store.mdx', true],
    ['**/*.{md,mdx}', 'api/notes.txt', false],
    ['{api,faq}/**/*.{md,mdx}', 'api/store.md', true],
    ['{api,faq}/**/*.{md,mdx}', 'faq/deep/general.md', true],
    ['{api,faq}/**/*.{md,mdx}', 'node_modules/pkg/readme.md', false],
    ['{api,faq}/**/*.{md,mdx}', 'apis/store.md', false],
    ['FAQ.md', 'FAQ.md', true],
    ['FAQ.md', 'faq/FAQ.md', false],
    ['*.md', 'guides/a.md', false],
    ['guide?.md', 'guide1.md', true],
    ['**/drafts/**', 'usage/drafts/idea.md', true],
    ['[ab]*.md', 'beta.md', true],
    ['[!ab]*.md', 'beta.md', false],
  ])('%s matches %s: %s', (glob, file, matches) => {
    expect(globToRegExp(glob).test(file)).toBe(matches)
  })

  it('makes a page of a file an include matches and no exclude does (defaults: every .md/.mdx but tests)', () => {
    const isPage = contentGlobFilter(['{api,usage}/**/*.md', 'FAQ.md'], ['**/drafts/**'])
    expect(['api/store.md', 'usage/drafts/idea.md', 'FAQ.md', 'notes/a.md'].filter(isPage)).toEqual(['api/store.md', 'FAQ.md'])
    const byDefault = contentGlobFilter()
    expect(['a.md', 'b/c.mdx', '__tests__/d.md', 'e.txt'].filter(byDefault)).toEqual(['a.md', 'b/c.mdx'])
  })
})

describe('the content store with include and exclude', () => {
  it('lists only the pages the globs take, and takes no other file for a page', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'docs-globs-'))
    const contentDir = path.join(root, 'docs')
    for (const file of ['api/store.md', 'api/drafts/idea.md', 'FAQ.md', 'node_modules/pkg/README.md', 'api/_partial.md']) {
      mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true })
      writeFileSync(path.join(contentDir, file), '# Page\n')
    }
    const store = createContentStore({
      root,
      contentDir,
      publicDir: path.join(root, 'static'),
      include: ['api/**/*.{md,mdx}', 'FAQ.md'],
      exclude: ['**/drafts/**'],
    })
    expect(store.files().map((file) => path.relative(contentDir, file))).toEqual(['FAQ.md', 'api/store.md'])
    expect(store.isPage(path.join(contentDir, 'api/store.md'))).toBe(true)
    expect(store.isPage(path.join(contentDir, 'node_modules/pkg/README.md'))).toBe(false)
    expect(store.isPage(path.join(contentDir, 'api/drafts/idea.md'))).toBe(false)
  })
})
