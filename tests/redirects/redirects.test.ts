import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { redirectEntries, redirectProblems } from '../../plugins/redirects/redirectTable.ts'
import { REDIRECT_SCRIPT, redirectFileOf, redirectPage, redirectsFile } from '../../plugins/redirects/redirectFiles.ts'
import { inlineScriptHashes } from '../../plugins/prerender/csp.ts'
import { redirects, redirectsFile as tableFile } from '../../redirects.config.ts'
import { loadPages } from '../../scripts/content/pages.ts'
import { sitePageRoutes } from '../../scripts/content/pageChecks.ts'

const root = path.resolve(import.meta.dirname, '../..')

describe('the redirects table check', () => {
  const text = ['export const redirects = {', "  '/old': '/new',", "  '/gone': '/missing',", '  "/new": \'/other\',', '}'].join('\n')
  const table = { '/old': '/new', '/gone': '/missing', '/new': '/other' }

  it('finds each entry on its line of the file', () => {
    expect(redirectEntries(table, text).map((entry) => [entry.from, entry.line])).toEqual([
      ['/old', 2],
      ['/gone', 3],
      ['/new', 4],
    ])
  })

  it('names the file and line of a target that is not a page and of an old address that is a page', () => {
    const problems = redirectProblems(redirectEntries(table, text), { file: 'redirects.config.ts', pages: ['/new', '/other'] })
    expect(problems).toEqual([
      // /new is a page, and an old address too: the second entry is the mistake, and the first points at it.
      'redirects.config.ts:2: redirect from "/old" to "/new", which is itself a redirect: point at its target',
      'redirects.config.ts:3: redirect from "/gone" to "/missing", which is not a page',
      'redirects.config.ts:4: redirect from "/new" collides with the page /new (remove the entry or the page)',
    ])
  })

  it('refuses addresses a host cannot serve as written, self-redirects and chains', () => {
    const entries = redirectEntries({ '/a/': '/p', '/b?x=1': '/p', '/assets/x': '/p', '/c': '/c', '/d': '/a/' })
    const problems = redirectProblems(entries, { file: 't.ts', pages: ['/p', '/c'] })
    expect(problems.map((problem) => problem.replace(/^t\.ts:0: /, ''))).toEqual([
      'redirect from "/a/": not a plain address (a path from /, no query, hash or trailing slash)',
      'redirect from "/b?x=1": not a plain address (a path from /, no query, hash or trailing slash)',
      'redirect from "/assets/x": /assets/ holds the build\'s hashed files',
      'redirect from "/c" collides with the page /c (remove the entry or the page)',
      'redirect from "/c" to itself',
      'redirect from "/d" to "/a/", which is itself a redirect: point at its target',
    ])
  })
})

describe('the generated files', () => {
  const entry = { from: '/usage/writing-tests', to: '/recipes/writing-tests', line: 1 }

  it('a redirect page: canonical link, the one script, a meta refresh for readers without JavaScript', () => {
    const html = redirectPage(entry, { siteUrl: 'https://redux.js.org', base: '/' })
    expect(html).toContain('<link rel="canonical" href="https://redux.js.org/recipes/writing-tests">')
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="0; url=/recipes/writing-tests"></noscript>')
    expect(html).toContain('<a id="redirect-target" href="/recipes/writing-tests">')
    // Every redirect page carries the same script: one hash in the policy covers them all.
    const other = redirectPage({ from: '/Errors', to: '/errors', line: 2 }, { siteUrl: 'https://redux.js.org', base: '/' })
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(other))
    expect(html).toContain(`<script>${REDIRECT_SCRIPT}</script>`)
  })

  it('prefixes the base path', () => {
    expect(redirectPage(entry, { siteUrl: 'https://x.org/docs', base: '/docs/' })).toContain('href="/docs/recipes/writing-tests"')
    expect(redirectsFile([entry], '/docs/')).toContain('/docs/usage/writing-tests /docs/recipes/writing-tests 301!')
  })

  it('places a page whose file differs only in case from a site file in a folder of its own', () => {
    expect(redirectFileOf('/Errors', ['errors.html', 'index.html'])).toBe('Errors/index.html')
    expect(redirectFileOf('/usage/writing-tests', ['errors.html'])).toBe('usage/writing-tests.html')
  })

  it('leaves an entry that differs only in case out of _redirects', () => {
    const lines = redirectsFile([entry, { from: '/Errors', to: '/errors', line: 2 }], '/').split('\n')
    expect(lines.filter((line) => line && !line.startsWith('#'))).toEqual(['/usage/writing-tests /recipes/writing-tests 301!'])
  })
})

describe("the site's table", () => {
  const pages = [...loadPages(root).map((page) => page.route), ...sitePageRoutes(path.join(root, 'src', 'pages'))]
  const entries = redirectEntries(redirects, readFileSync(path.join(root, tableFile), 'utf8'))

  it('passes the build check, every entry found on its line', () => {
    expect(redirectProblems(entries, { file: tableFile, pages })).toEqual([])
    expect(entries.filter((entry) => entry.line === 0)).toEqual([])
  })

  it("reaches one of our pages from every address of today's redux.js.org", () => {
    const oldRoutes = readFileSync(path.join(root, 'plan', 'redux-org-routes.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('/'))
    expect(oldRoutes.length).toBeGreaterThan(80)
    const reached = new Set([...pages, ...Object.keys(redirects)])
    expect(oldRoutes.filter((route) => !reached.has(route))).toEqual([])
  })
})
