import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkLinks, formatLinkProblems } from '../../plugins/docs/checkLinks.ts'
import { compile, fixtureRoot } from '../helpers.ts'

const options = { appRoutes: ['/', '/search'], publicDir: path.join(fixtureRoot, 'public') }

async function site(pages: Record<string, string>) {
  return Promise.all(Object.entries(pages).map(([file, source]) => compile(source, file)))
}

describe('checkLinks', () => {
  it('passes a tree whose links all resolve, with external, mailto, asset and app links', async () => {
    const pages = await site({
      'a.md':
        '[b](./b.md#part) [self](#top-part) [ext](https://example.com/x) [mail](mailto:x@y.z) ![i](/img/logo.svg) [home](/) [search](/search)\n\n## Top part\n',
      'b.md': '## Part\n\n[a](/a)\n',
    })
    expect(checkLinks(pages, options)).toEqual([])
  })

  it('reports every broken link with file:line:col, target and reason', async () => {
    const pages = await site({
      'a.md':
        'Intro.\n\n[missing route](/nope)\n\n[missing anchor](./b.md#nowhere) [missing here](#gone)\n\n[missing file](./c.md) ![img](/img/none.png)\n',
      'b.md': '## Part\n',
    })
    const problems = checkLinks(pages, options)
    expect(formatLinkProblems(problems).split('\n')).toEqual([
      'content/a.md:3:1  /nope  no page at /nope',
      'content/a.md:5:1  ./b.md#nowhere  no heading or element with id "nowhere" on /b',
      'content/a.md:5:34  #gone  no heading or element with id "gone" on this page',
      'content/a.md:7:1  ./c.md  no page at /c',
      'content/a.md:7:24  /img/none.png  no file public/img/none.png',
    ])
  })

  it('refuses asset paths that climb out of public/, even to a file that exists', async () => {
    const pages = await site({ 'a.md': '[src](/../../../helpers.ts) [logo](/img/logo.svg)\n' })
    expect(formatLinkProblems(checkLinks(pages, options))).toBe(
      'content/a.md:1:1  /../../../helpers.ts  outside public/: only files under public/ are served',
    )
  })

  it('decodes percent-encoded anchors', async () => {
    const pages = await site({ 'a.md': '[x](#caf%C3%A9)\n\n## Café\n' })
    expect(checkLinks(pages, options)).toEqual([])
  })

  it('lets links to pages not compiled yet pass until those pages are compiled (the dev server)', async () => {
    const [a] = await site({ 'a.md': '[b](./b.md#nowhere) [c](/c)\n' })
    expect(formatLinkProblems(checkLinks([a], { ...options, pendingRoutes: new Set(['/b']) }))).toBe('content/a.md:1:21  /c  no page at /c')
    const [b] = await site({ 'b.md': '## Part\n' })
    expect(checkLinks([a, b], options).map((problem) => problem.reason)).toEqual([
      'no heading or element with id "nowhere" on /b',
      'no page at /c',
    ])
  })
})
