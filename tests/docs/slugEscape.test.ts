import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fileToRoute, routeProblemOf } from '../../shared/routes.ts'
import { fileInside } from '../../plugins/prerender/outputPath.ts'
import { buildError, copyFixture, pageSource } from './badSite.ts'

// Issue 32: a page's `slug` is also where the build writes it, so `.` and `..` segments wrote outside
// dist/ (over a page's source, the README) or past the collision checks (/./search, /x/../assets/…).

describe('a slug that would leave dist/ or dodge the collision checks', () => {
  it('is refused by the route rules', () => {
    for (const slug of [
      '/../content/intro',
      '/../README',
      '/../../../outside/pwned',
      '/./search',
      '/x/../assets/notice',
      '/x/./y',
      '/x\\..\\y',
    ]) {
      expect(routeProblemOf(fileToRoute('guide/page.md', { slug })), slug).toBeDefined()
    }
    // Relative slugs resolve against the folder, inside the content: that is Docusaurus' rule, and safe.
    expect(fileToRoute('guide/page.md', { slug: '../../../x' })).toBe('/x')
    expect(routeProblemOf('/x')).toBeUndefined()
    expect(routeProblemOf('/')).toBeUndefined()
    expect(routeProblemOf('/api/v1.2/notes')).toBeUndefined()
  })

  it('fails the build naming each file, and writes nothing outside the output folder', async () => {
    const site = copyFixture()
    const slugs = {
      'up.md': '/../content/intro',
      'readme.md': '/../README',
      'dot.md': '/./search',
      'assets.md': '/x/../assets/notice',
      'here.md': '/x/./y',
    }
    for (const [file, slug] of Object.entries(slugs)) writeFileSync(path.join(site.content, 'guide', file), pageSource(`slug: ${slug}`))
    const before = readdirSync(site.dir).sort()
    const outDir = path.join(site.dir, 'dist')
    const message = await buildError({ contentDir: site.content, publicDir: site.publicDir, outDir, prerender: {} })
    for (const [file, slug] of Object.entries(slugs)) {
      expect(message).toContain(`guide/${file}: the route ${JSON.stringify(slug)} has a \`.\`, \`..\` or empty segment`)
    }
    expect(readdirSync(site.dir).sort()).toEqual(before)
    expect(existsSync(path.join(site.dir, 'README.md'))).toBe(false)
  })
})

describe('fileInside (every file the build writes)', () => {
  it('refuses a path outside the output folder, naming it', () => {
    expect(fileInside('/tmp/out', 'api/store.html')).toBe('/tmp/out/api/store.html')
    expect(() => fileInside('/tmp/out', '../README.md')).toThrow(/\.\.\/README\.md: outside the output folder/)
    expect(() => fileInside('/tmp/out', '/etc/passwd')).toThrow(/outside the output folder/)
    expect(() => fileInside('/tmp/out', '.')).toThrow(/outside the output folder/)
  })
})
