import type { BrowserContext } from 'playwright-core'

// What a reader sees of one page, read in Chromium the same way from either build: its heading, its
// sidebar, previous/next, table of contents, navbar and footer links, the size of its embeds, and what
// went wrong (Content-Security-Policy violations, console errors). Each build names its parts with its
// own classes; `Markup` says which.

export interface Markup {
  sidebarLinks: string
  /**
   * A sidebar category's label that only opens and closes it (no page of its own): Docusaurus writes it
   * as a link (`href="#"` once hydrated, its first page's before) with `role="button"`, or without `href`
   * when it cannot be collapsed; ours as a button, or plain text. Both read `Label ▸`.
   */
  sidebarToggles: string
  previous: string
  next: string
  tocLinks: string
  navbarLinks: string
  footerLinks: string
  /** Embeds whose size is compared: frames, lite YouTube players, videos inside the page's content. */
  embeds: string
}

export const docusaurusMarkup: Markup = {
  sidebarLinks: '.theme-doc-sidebar-container nav.menu a.menu__link',
  sidebarToggles:
    '.theme-doc-sidebar-container nav.menu a.menu__link[role="button"], .theme-doc-sidebar-container nav.menu a.menu__link:not([href])',
  previous: 'nav.pagination-nav a.pagination-nav__link--prev',
  next: 'nav.pagination-nav a.pagination-nav__link--next',
  tocLinks: '.theme-doc-toc-desktop a.table-of-contents__link',
  navbarLinks: 'nav.navbar a',
  footerLinks: 'footer.footer a',
  embeds: 'article iframe, article .yt-lite, article video',
}

export const ourMarkup: Markup = {
  sidebarLinks: 'aside.sidebar a',
  sidebarToggles: 'aside.sidebar button.sidebar-category, aside.sidebar .sidebar-category-fixed:not(:has(a))',
  previous: '.pagination a[rel="prev"]',
  next: '.pagination a[rel="next"]',
  tocLinks: 'nav.toc .toc-list a',
  // The search control: a link to /search only until the app runs (then a button that opens the dialog);
  // Docusaurus's is its search theme's own element, no link. Compared as what it is, a control: left out.
  navbarLinks: 'header.navbar a:not(.search-button)',
  footerLinks: 'footer.footer a',
  embeds: 'main iframe, main .yt-lite, main video',
}

export interface PageFacts {
  status: number
  h1: string[]
  /** `label → /path#hash` (links of the site by path; other sites by full URL). */
  sidebar: string[]
  previous?: string
  next?: string
  toc: string[]
  navbar: string[]
  footer: string[]
  /** `tag.class WxH` of each embed, in page order. */
  embeds: string[]
  /** Each tab group's tab labels, `TypeScript | JavaScript`, in page order (hidden groups too). */
  tabs: string[]
  /**
   * remark-typescript-tools' file headers left in the page's code (`// file: x.ts`, `// file: y.ts noEmit`),
   * which its blocks never show; a page's own code may (a plain block listing files). Every code block is
   * read, a hidden tab panel's too.
   */
  setupLines: string[]
  cspViolations: string[]
  consoleErrors: string[]
}

const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

/**
 * This machine is offline: a request to another host is answered here, after the page's policy let it
 * through (an image gets a pixel, anything else an empty answer), so a console error is the site's own.
 */
export async function answerOtherHosts(context: BrowserContext, ownOrigin: string) {
  await context.route(
    (url) => url.origin !== ownOrigin && /^https?:$/.test(url.protocol),
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ contentType: 'image/png', body: pixel })
        : route.fulfill({ status: 204, body: '' }),
  )
  // tsx (esbuild, keepNames) wraps the named functions of the evaluated code in `__name(…)`: give pages one.
  await context.addInitScript({ content: 'window.__name = (fn) => fn' })
  await context.addInitScript(() => {
    const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = [])
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI || '(inline)'} ${event.sample}`.trim()),
    )
  })
}

/** Opens `route` of the site at `origin` in a fresh page of `context` and reads its facts. */
export async function readPage(context: BrowserContext, origin: string, route: string, markup: Markup): Promise<PageFacts> {
  const page = await context.newPage()
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 200))
  })
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message.slice(0, 200)}`))
  try {
    const response = await page.goto(origin + route, { waitUntil: 'load', timeout: 30_000 })
    // Hydration, then lazy parts (a table of contents' effects, lite embeds): a settled page.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined)
    await page.waitForTimeout(300)
    const facts = await page.evaluate(
      ({ markup, origin }) => {
        const visible = (element: Element) => element.checkVisibility?.() ?? true
        const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()
        const target = (element: Element) => {
          const href = element.getAttribute('href')
          if (href === null) return '(no href)'
          const url = new URL(href, location.href)
          if (url.origin !== origin) return url.href
          return (url.pathname.replace(/\/(index)?(\.html)?$/, '').replace(/\.html$/, '') || '/') + url.hash
        }
        const label = (element: Element) => text(element) || element.getAttribute('aria-label') || '(image)'
        const links = (selector: string, onlyVisible: boolean, toggles?: string) =>
          [...document.querySelectorAll(toggles ? `${selector}, ${toggles}` : selector)]
            .filter((element) => !onlyVisible || visible(element))
            .map((element) => (toggles && element.matches(toggles) ? `${label(element)} ▸` : `${label(element)} → ${target(element)}`))
        const one = (selector: string) => {
          const element = document.querySelector(selector)
          return element ? target(element) : undefined
        }
        return {
          h1: [...document.querySelectorAll('h1')].filter(visible).map(text),
          // Only what a reader sees: a collapsed category's pages are not in its sidebar yet.
          sidebar: links(markup.sidebarLinks, true, markup.sidebarToggles),
          previous: one(markup.previous),
          next: one(markup.next),
          toc: [...document.querySelectorAll(markup.tocLinks)].map(text),
          navbar: links(markup.navbarLinks, false),
          footer: links(markup.footerLinks, false),
          embeds: [...document.querySelectorAll(markup.embeds)].map((element) => {
            const box = element.getBoundingClientRect()
            return `${element.tagName.toLowerCase()} ${Math.round(box.width)}×${Math.round(box.height)}`
          }),
          // Both builds write ARIA tabs.
          tabs: [...document.querySelectorAll('[role="tablist"]')].map((list) =>
            [...list.querySelectorAll('[role="tab"]')].map(text).join(' | '),
          ),
          // By match, not by line: Docusaurus's code lines are spans, with no newline in the text (so a
          // name ends at its extension).
          setupLines: [...document.querySelectorAll('pre')].flatMap((pre) =>
            [...(pre.textContent ?? '').matchAll(/\/\/ file: [\w./-]*?\.(?:[cm]?tsx?|[cm]?jsx?)(?: noEmit)?/g)].map(([line]) => line),
          ),
          cspViolations: (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
        }
      },
      { markup, origin },
    )
    return { status: response?.status() ?? 0, ...facts, consoleErrors }
  } finally {
    await page.close()
  }
}
