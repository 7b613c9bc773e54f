import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fixtureRoot } from '../helpers.ts'
import { inlineScriptHashes } from '../../plugins/prerender/csp.ts'
import { pageHeaderNeeds } from '../../plugins/prerender/headers.ts'
import { buildError, pageSource } from './badSite.ts'
import { buildFixture } from '../buildFixture.ts'

// Issue 32: the build hashed every inline script the pages carried, so an MDX page's <script> ran under
// the "strict" policy. Only the engine's own inline scripts are trusted; a <script>, <base>,
// <meta http-equiv> or a javascript:/data: URL written in MDX JSX or front matter fails the build.

const projectRoot = path.resolve(import.meta.dirname, '../..')
const folders: string[] = []
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })))

/** The fixture site's content, inside the project (MDX components import react from node_modules/). */
function contentInProject(): string {
  mkdirSync(path.join(projectRoot, '.cache'), { recursive: true })
  const dir = mkdtempSync(path.join(projectRoot, '.cache', 'untrusted-'))
  folders.push(dir)
  cpSync(path.join(fixtureRoot, 'content'), dir, { recursive: true })
  return dir
}

describe('the Content-Security-Policy', () => {
  it("hashes the shell's inline scripts, not one inside the page's content", () => {
    const needs = pageHeaderNeeds()
    const app = '<main><script>window.pwned = 1</script></main>'
    needs.add(`<html><head><script>engine()</script></head><body><div id="root">${app}</div></body></html>`, app)
    expect([...needs.scriptHashes]).toEqual(inlineScriptHashes('<script>engine()</script>'))
  })

  it('does not trust a script an MDX component renders, in a real build', async () => {
    const content = contentInProject()
    mkdirSync(path.join(content, '_components'))
    writeFileSync(
      path.join(content, '_components', 'Inline.jsx'),
      'export default function Inline() {\n  return <script>{"window.pwned = 1"}</script>\n}\n',
    )
    writeFileSync(path.join(content, 'guide', 'live.mdx'), pageSource('', "import Inline from '../_components/Inline.jsx'\n\n<Inline />"))
    const outDir = await buildFixture({ contentDir: content, prerender: { siteUrl: 'https://docs.example.org' } })
    const page = readFileSync(path.join(outDir, 'guide', 'live.html'), 'utf8')
    expect(page).toContain('window.pwned = 1')
    const headers = readFileSync(path.join(outDir, '_headers'), 'utf8')
    expect(headers).not.toContain(inlineScriptHashes('<script>window.pwned = 1</script>')[0])
    expect(inlineScriptHashes(page).filter((hash) => headers.includes(hash))).toHaveLength(2) // colour mode, loader
  }, 120_000)
})

describe('MDX JSX and front matter that would run or redirect', () => {
  it('fails the build naming file and line for each', async () => {
    const content = contentInProject()
    const body = [
      'One <script>{"alert(1)"}</script> here.',
      '',
      '<base href="https://elsewhere.example/" />',
      '',
      '<meta httpEquiv="refresh" content="0;url=https://elsewhere.example" />',
      '',
      '<a href="javascript:alert(1)">click</a> and <a href="data:text/html,<b>x</b>">data</a>',
      '',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="inert" /> <img src="data:text/html,x" alt="not an image" />',
    ].join('\n')
    writeFileSync(path.join(content, 'guide', 'bad.mdx'), pageSource('', body))
    writeFileSync(path.join(content, 'guide', 'edit.md'), pageSource('custom_edit_url: "javascript:alert(document.domain)"'))
    const message = await buildError({ contentDir: content })
    expect(message).toMatch(/guide\/bad\.mdx:6:5 {2}MDX: <script> is not allowed/)
    expect(message).toMatch(/guide\/bad\.mdx:8:1 {2}MDX: <base> is not allowed/)
    expect(message).toMatch(/guide\/bad\.mdx:10:1 {2}MDX: <meta http-equiv> is not allowed/)
    expect(message).toMatch(/guide\/bad\.mdx:12:1 {2}MDX: <a href="javascript:alert\(1\)"> is not allowed: javascript: runs script/)
    expect(message).toMatch(/guide\/bad\.mdx:12:\d+ {2}MDX: <a href="data:text\/html/)
    expect(message).toMatch(/guide\/bad\.mdx:14:\d+ {2}MDX: <img src="data:text\/html,x"> is not allowed/)
    expect(message).not.toContain('data:image/png')
    expect(message).toMatch(/guide\/edit\.md:4:1 {2}Front matter: `custom_edit_url` is not allowed: javascript: runs script/)
  }, 120_000)
})
