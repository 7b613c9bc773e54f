// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { renderPageModule } from '../../plugins/docs/pageModule.ts'
import { stylesheetLoader } from '../../plugins/docs/pageStylesheets.ts'
import { compile } from '../helpers.ts'

// An MDX page's route module, and the stylesheet loader a page chunk that imports CSS starts with.

describe("an MDX page's route module", () => {
  it('is the MDX module plus frontmatter, toc, an empty tree and Docusaurus’ frontMatter', async () => {
    const page = await compile('---\nid: p\ntitle: P\ndescription: D.\n---\n\n## Part\n\nRead {frontMatter.title}.\n', 'guide/page.mdx')
    const code = renderPageModule(page, { dev: false, warnings: [], navigation: { trail: [] } })
    expect(code).toContain('export default function MDXContent')
    expect(code).toContain('export const frontmatter = {"id":"p","title":"P","description":"D."}')
    expect(code).toContain('export const toc = [{"id":"part","text":"Part","depth":2}]')
    expect(code).toContain('export const tree = []')
    expect(code).toContain('export const frontMatter = frontmatter')
    expect(code).toContain('frontMatter.title')
  })

  it('leaves a markdown page as data', async () => {
    const code = renderPageModule(await compile('---\nid: p\ntitle: P\ndescription: D.\n---\n\nText.\n'), {
      dev: false,
      warnings: [],
      navigation: { trail: [] },
    })
    expect(code).not.toMatch(/import|MDXContent|frontMatter/)
    expect(code).toContain('export const tree = JSON.parse(')
  })
})

describe('stylesheetLoader', () => {
  const AsyncFunction = (async () => {}).constructor as new (code: string) => () => Promise<void>
  const run = (urls: string[]) => new AsyncFunction(stylesheetLoader(urls))()

  it('adds each missing stylesheet and waits until it has loaded', async () => {
    let done = false
    const loading = run(['/assets/a.css']).then(() => (done = true))
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href="/assets/a.css"]')!
    expect(link).not.toBeNull()
    await Promise.resolve()
    expect(done).toBe(false)
    link.dispatchEvent(new Event('load'))
    await loading
    expect(done).toBe(true)
  })

  it('adds nothing for a stylesheet the page already links (the prerendered HTML)', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/b.css">'
    await run(['/assets/b.css'])
    expect(document.head.querySelectorAll('link')).toHaveLength(1)
  })

  it('fails the import when a stylesheet cannot load (the page shows its Retry)', async () => {
    const loading = run(['/assets/missing.css'])
    document.head.querySelector('link[href="/assets/missing.css"]')!.dispatchEvent(new Event('error'))
    await expect(loading).rejects.toThrow('Unable to load /assets/missing.css')
  })
})
