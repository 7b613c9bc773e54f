import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { buildSidebar, type SidebarConfigItem } from '../../../shared/sidebar.ts'
import { Sidebar } from '../../../src/theme/Sidebar.tsx'
import { cacheClosedCategories } from '../../../src/theme/closedCategories.ts'

// A large site's sidebar has a closed category per folder on every page: the prerenderer renders each
// once (closedCategories.ts), not once per page, and the pages read as they would without it.

const folders = 40
const config: SidebarConfigItem[] = [
  '/intro',
  ...Array.from({ length: folders }, (_, folder) => ({
    label: `topic-${folder}`,
    ...(folder % 3 === 0 ? { link: `/topic-${folder}` } : {}),
    ...(folder === 5 ? { className: 'odd"one<out>' } : {}),
    items: [`/topic-${folder}/a`, `/topic-${folder}/b`, { label: `deeper-${folder}`, items: [`/topic-${folder}/c`] }],
  })),
  { label: 'Open', collapsed: false, items: ['/open/a'] },
  { label: 'Fixed', collapsible: false, items: ['/fixed/a'] },
]
const nodes = buildSidebar(config, (path) => `Label of ${path}`)
const pages = ['/intro', '/topic-1/a', '/topic-3', '/topic-7/c', '/open/a', '/fixed/a', '/topic-1/a', '/topic-39/b']
const renderPage = (path: string) => renderToString(<Sidebar nodes={nodes} path={path} idPrefix="sidebar" />)

let stop: (() => void) | undefined
afterEach(() => stop?.())

describe('the prerenderer renders closed sidebar categories once', () => {
  it('runs where import.meta.env.SSR holds, as the server bundle does', () => {
    expect(import.meta.env.SSR).toBe(true)
  })

  it('renders each closed category once for all the pages, and every page as without the cache', () => {
    const plain = pages.map(renderPage)
    const renderedCategories: string[] = []
    const closedCategories = cacheClosedCategories((category, idPrefix) => {
      renderedCategories.push(category.key)
      // Marked, to see which pages took a category's HTML from the cache.
      return renderToString(<Sidebar nodes={[category]} path="" idPrefix={idPrefix} />).replaceAll('sidebar-link"', 'sidebar-link cached"')
    })
    stop = closedCategories.off
    const cached = pages.map((path) => {
      const html = renderPage(path)
      closedCategories.fill()
      return html
    })
    // Each category rendered on its own at most once, whatever the number of pages.
    expect(new Set(renderedCategories).size).toBe(renderedCategories.length)
    // (a folder and the one inside it)
    expect(renderedCategories.length).toBeLessThanOrEqual(2 * folders)
    // From the third page on, the closed categories out of the page's trail (but one open on the page before,
    // met on one page only) are the cached HTML: a page's
    // render no longer walks the folders it is not in.
    for (const [index, path] of pages.entries()) {
      const fromCache = cached[index].split('sidebar-link cached"').length - 1
      if (index >= 2) expect(fromCache, path).toBeGreaterThanOrEqual(folders - 2)
      expect(cached[index].replaceAll('sidebar-link cached"', 'sidebar-link"'), path).toBe(plain[index])
    }
  })

  it('leaves a sidebar made anew for each page (a page module brings it) to render as usual', () => {
    const plain = pages.map((path) => renderToString(<Sidebar nodes={nodes} path={path} idPrefix="drawer" />))
    let rendered = 0
    const closedCategories = cacheClosedCategories((category, idPrefix) => {
      rendered++
      return renderToString(<Sidebar nodes={[category]} path="" idPrefix={idPrefix} />)
    })
    stop = closedCategories.off
    for (const [index, path] of pages.entries()) {
      const fresh = buildSidebar(config, (route) => `Label of ${route}`)
      expect(renderToString(<Sidebar nodes={fresh} path={path} idPrefix="drawer" />)).toBe(plain[index])
      closedCategories.fill()
    }
    expect(rendered).toBe(0)
  })

  it('with markers, gives each page as its own parts and the categories between them, the same strings on every page', () => {
    const plain = pages.map(renderPage)
    const closedCategories = cacheClosedCategories(
      (category, idPrefix) => renderToString(<Sidebar nodes={[category]} path="" idPrefix={idPrefix} />),
      { markers: true },
    )
    stop = closedCategories.off
    const rendered = pages.map((path) => {
      const parts = closedCategories.pieces(renderPage(path))
      closedCategories.fill()
      return parts
    })
    const categoriesOf = (parts: string[]) => parts.filter((_, index) => index % 2 === 1)
    for (const [index, path] of pages.entries()) {
      expect(rendered[index].join(''), path).toBe(plain[index])
      // The page's own parts hold no marker, and are the small part of the page once the cache is full.
      expect(rendered[index].filter((_, at) => at % 2 === 0).join(''), path).not.toContain('<!--closed-category:')
      if (index >= 2) expect(categoriesOf(rendered[index]).length, path).toBeGreaterThanOrEqual(folders - 2)
    }
    // A category on two pages is the same HTML (each is rendered once: the test above).
    const [third, fourth] = [categoriesOf(rendered[2]), categoriesOf(rendered[3])]
    expect(third.filter((html) => fourth.includes(html)).length).toBeGreaterThanOrEqual(folders - 4)
    expect(new Set(third).size).toBe(third.length)
  })

  it('turns off', () => {
    const closedCategories = cacheClosedCategories(() => 'never')
    closedCategories.off()
    for (const path of pages) {
      expect(renderPage(path)).toBe(renderToString(<Sidebar nodes={nodes} path={path} idPrefix="sidebar" />))
      closedCategories.fill()
    }
    expect(renderPage('/intro')).not.toContain('never')
  })
})
