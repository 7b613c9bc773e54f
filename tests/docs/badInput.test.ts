import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fixtureRoot } from '../helpers.ts'
import { buildFixture, type FixtureOptions } from '../buildFixture.ts'

// Bad input a careless contributor or a hostile pull request could add (issue 19): the build fails,
// naming the file, and publishes nothing from outside the project.

/** A copy of the fixture site (content and public) in a temporary folder. */
function copyFixture() {
  const dir = mkdtempSync(path.join(tmpdir(), 'docs-bad-'))
  cpSync(path.join(fixtureRoot, 'content'), path.join(dir, 'content'), { recursive: true })
  cpSync(path.join(fixtureRoot, 'public'), path.join(dir, 'public'), { recursive: true })
  const secret = path.join(dir, 'secret.env')
  writeFileSync(secret, 'TOKEN=do-not-publish\n')
  return { content: path.join(dir, 'content'), publicDir: path.join(dir, 'public'), secret }
}

async function buildError(options: FixtureOptions): Promise<string> {
  return buildFixture(options).then(
    (outDir) => `built into ${outDir}`,
    (error: Error) => error.message,
  )
}

describe('symlinks', () => {
  it('refuses a symlink in public/, naming it', async () => {
    const site = copyFixture()
    symlinkSync(site.secret, path.join(site.publicDir, 'x.txt'))
    const message = await buildError({ contentDir: site.content, publicDir: site.publicDir })
    expect(message).toMatch(/public\/x\.txt: a symlink/)
  })

  it('refuses a symlinked page and a symlinked folder in the content folder, naming them', async () => {
    const site = copyFixture()
    symlinkSync(site.secret, path.join(site.content, 'guide', 'leak.md'))
    const outside = mkdtempSync(path.join(tmpdir(), 'docs-outside-'))
    writeFileSync(path.join(outside, 'page.md'), '---\ntitle: Outside\n---\n\nFrom elsewhere.\n')
    symlinkSync(outside, path.join(site.content, 'elsewhere'))
    const message = await buildError({ contentDir: site.content, publicDir: site.publicDir })
    expect(message).toMatch(/guide\/leak\.md: a symlink/)
    expect(message).toMatch(/content\/elsewhere: a symlink/)
    expect(message).not.toContain('do-not-publish')
  })
})

describe('routes a page may not have', () => {
  const page = (title: string) => `---\ntitle: ${title}\n---\n\nText.\n`

  it('refuses a page whose route is an app route or /404', async () => {
    const site = copyFixture()
    writeFileSync(path.join(site.content, 'search.md'), page('Search'))
    writeFileSync(path.join(site.content, '404.md'), page('Lost'))
    const message = await buildError({ contentDir: site.content, publicDir: site.publicDir })
    expect(message).toMatch(/content\/search\.md: the route \/search is the app's own page/)
    expect(message).toMatch(/content\/404\.md: the route \/404 is the app's own page/)
  })

  it('refuses a page under /assets/', async () => {
    const site = copyFixture()
    mkdirSync(path.join(site.content, 'assets'))
    writeFileSync(path.join(site.content, 'assets', 'index.md'), page('Assets'))
    const message = await buildError({ contentDir: site.content, publicDir: site.publicDir })
    // (A folder's index page is the folder's route: /assets.)
    expect(message).toMatch(/content\/assets\/index\.md: the route \/assets is under \/assets\//)
  })

  it('refuses a file name with a space or a non-ASCII letter, saying which names are allowed', async () => {
    const site = copyFixture()
    writeFileSync(path.join(site.content, 'guide', 'two words.md'), page('Two words'))
    writeFileSync(path.join(site.content, 'guide', 'café.md'), page('Café'))
    const message = await buildError({ contentDir: site.content, publicDir: site.publicDir })
    expect(message).toMatch(/guide\/two words\.md: the route "\/guide\/two words" has a character that is not allowed/)
    expect(message).toMatch(/guide\/café\.md: the route/)
    expect(message).toContain('route names may use a–z, A–Z, 0–9, -, _, . and /')
  })

  it('accepts every file of the real content folder', async () => {
    const { findMarkdownFiles } = await import('../../plugins/contentFiles.ts')
    const { routeProblems } = await import('../../plugins/docs/checkFiles.ts')
    const { fileToRoute } = await import('../../shared/routes.ts')
    const { findSitePages } = await import('../../plugins/docs/sitePages.ts')
    const root = path.resolve(import.meta.dirname, '../..')
    const contentDir = path.join(root, 'content')
    const files = findMarkdownFiles(contentDir).map((file) => ({ file, route: fileToRoute(path.relative(contentDir, file)) }))
    expect(files.length).toBeGreaterThan(80)
    const appRoutes = findSitePages(path.join(root, 'src/pages'), root).map((page) => page.route)
    expect(appRoutes).toEqual(['/', '/404', '/errors', '/search'])
    expect(routeProblems(files, { root, appRoutes })).toEqual([])
    expect(readFileSync(files[0].file, 'utf8').length).toBeGreaterThan(0)
  })
})

describe('public/assets/', () => {
  it('is refused: hosts cache /assets/ for a year, for the hashed build files', async () => {
    const site = copyFixture()
    mkdirSync(path.join(site.publicDir, 'assets'))
    writeFileSync(path.join(site.publicDir, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    const message = await buildError({ contentDir: site.content, publicDir: site.publicDir })
    expect(message).toMatch(/public\/assets: \/assets\/ holds the build's hashed files/)
  })
})

describe('invalid UTF-8', () => {
  it('fails the page naming file, line and column', async () => {
    const site = copyFixture()
    const text = (value: string) => Buffer.from(value, 'utf8')
    writeFileSync(
      path.join(site.content, 'guide', 'bad.md'),
      Buffer.concat([
        text('---\nid: bad\ntitle: Bad\ndescription: Bad.\n---\n\nLine seven.\n\nCafé, caf'),
        Buffer.from([0xe9]),
        text(' au lait\n'),
      ]),
    )
    const message = await buildError({ contentDir: site.content, publicDir: site.publicDir })
    expect(message).toMatch(/guide\/bad\.md:9:10 {2}not valid UTF-8 here/)
  })
})

describe('the redirects table', () => {
  it('refuses a target that is not a page and an old address that is one, naming the table file and line', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-redirects-'))
    const file = path.join(dir, 'redirects.ts')
    writeFileSync(
      file,
      [
        'export const redirects = {',
        "  '/old/intro': '/guide/intro',",
        "  '/old/gone': '/guide/missing',",
        "  '/guide/other': '/guide/intro',",
        '}',
      ].join('\n'),
    )
    const table = { '/old/intro': '/guide/intro', '/old/gone': '/guide/missing', '/guide/other': '/guide/intro' }
    const message = await buildError({ docs: { redirects: { file, table } } })
    expect(message).toContain(`${file}:3: redirect from "/old/gone" to "/guide/missing", which is not a page`)
    expect(message).toContain(`${file}:4: redirect from "/guide/other" collides with the page /guide/other`)
    expect(message).not.toContain('/old/intro"')
  })
})
