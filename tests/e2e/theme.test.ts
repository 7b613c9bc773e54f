import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { baseUrl, launchBrowser, openPage } from './browser.ts'

// The reader's site in real Chromium against the production build: navbar, sidebar, table of contents,
// previous/next, markdown elements, colour mode, the mobile drawer, home and not-found pages.

const h1 = (page: Page) => page.locator('h1').first().textContent()
const sidebar = (page: Page) => page.locator('aside.sidebar')
/** The sidebar's own scroll position (it scrolls apart from the page). */
const sidebarScroll = (page: Page) =>
  sidebar(page)
    .locator('.sidebar-scroll')
    .evaluate((scroller) => scroller.scrollTop)
const sidebarButton = (page: Page, label: string) => sidebar(page).getByRole('button', { name: label, exact: true })
const pageErrors = (messages: { type: string; text: string }[]) => messages.filter((m) => m.type === 'pageerror' || m.type === 'error')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('navbar', () => {
  it('links the brand home and the plan’s items to their pages, and marks the section being read', async () => {
    const { page, consoleMessages } = await openPage(browser)
    await page.goto('/api/store')
    const navbar = page.locator('header.navbar')
    expect(await navbar.locator('a.navbar-brand').getAttribute('href')).toBe('/')
    expect(await navbar.locator('a.navbar-brand').textContent()).toBe('Redux')
    const items = await navbar
      .locator('nav[aria-label="Main"] a')
      .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]))
    expect(items).toEqual([
      ['Getting Started', '/introduction/getting-started'],
      ['Tutorial', '/tutorials/essentials/part-1-overview-concepts'],
      ['API', '/api/api-reference'],
      ['FAQ', '/faq'],
      ['Best Practices', '/style-guide/style-guide'],
    ])
    expect(await navbar.getByRole('link', { name: 'Need help?' }).getAttribute('href')).toBe(
      '/introduction/getting-started#help-and-discussion',
    )
    expect(await navbar.getByRole('link', { name: 'GitHub' }).getAttribute('href')).toBe('https://github.com/reduxjs/redux')
    expect(await navbar.locator('a.navbar-link.active').textContent()).toBe('API')
    await expect.poll(() => navbar.getByRole('button', { name: /search/i }).count()).toBe(1)

    await navbar.getByRole('link', { name: 'FAQ', exact: true }).click()
    await expect.poll(() => h1(page)).toBe('FAQ Index')
    expect(await navbar.locator('a.navbar-link.active').textContent()).toBe('FAQ')
    expect(await navbar.locator('a[aria-current="page"]').textContent()).toBe('FAQ')

    await navbar.getByRole('link', { name: 'Need help?' }).click()
    await expect.poll(() => h1(page)).toBe('Getting Started with Redux')
    expect(new URL(page.url()).hash).toBe('#help-and-discussion')

    await navbar.locator('a.navbar-brand').click()
    await expect.poll(() => h1(page)).toBe('Redux')
    expect(pageErrors(consoleMessages)).toEqual([])
  })
})

describe('sidebar', () => {
  it('highlights the current page with its categories open, and collapses and expands categories', async () => {
    const { page } = await openPage(browser)
    await page.goto('/basics/reducers')
    const current = sidebar(page).locator('a[aria-current="page"]')
    expect(await current.count()).toBe(1)
    expect(await current.textContent()).toBe('Reducers')
    expect(await current.getAttribute('href')).toBe('/basics/reducers')
    expect(await sidebarButton(page, 'Tutorials').getAttribute('aria-expanded')).toBe('true')
    expect(await sidebarButton(page, 'Basic Tutorial').getAttribute('aria-expanded')).toBe('true')
    expect(await sidebarButton(page, 'Redux Essentials').getAttribute('aria-expanded')).toBe('false')
    expect(await sidebarButton(page, 'FAQ').getAttribute('aria-expanded')).toBe('false')
    const faqLink = sidebar(page).locator('a[href="/faq/performance"]')
    expect(await faqLink.isVisible()).toBe(false)

    await sidebarButton(page, 'FAQ').click()
    expect(await sidebarButton(page, 'FAQ').getAttribute('aria-expanded')).toBe('true')
    expect(await faqLink.isVisible()).toBe(true)
    await sidebarButton(page, 'Tutorials').click()
    expect(await sidebarButton(page, 'Tutorials').getAttribute('aria-expanded')).toBe('false')
    expect(await current.isVisible()).toBe(false)
    await sidebarButton(page, 'Tutorials').click()
    expect(await current.isVisible()).toBe(true)
  })

  it('leaves the links of closed categories out of the HTML; without JavaScript each shows its first page, which opens it', async () => {
    const html = await (await fetch(`${baseUrl()}/basics/reducers`)).text()
    const sidebarHtml = html.slice(html.indexOf('<nav aria-label="Docs">'), html.indexOf('</nav>', html.indexOf('<nav aria-label="Docs">')))
    expect(sidebarHtml).toContain('href="/basics/reducers"') // the open trail lists its pages
    expect(sidebarHtml).not.toContain('href="/faq/performance"') // a closed category only its first one

    const { context, page } = await openPage(browser, { javaScriptEnabled: false })
    await page.goto('/basics/reducers')
    const faqItems = sidebar(page).locator('#sidebar-faq a')
    expect(await faqItems.count()).toBe(1)
    expect(await faqItems.isVisible()).toBe(true)
    const first = await faqItems.getAttribute('href')
    await faqItems.click()
    await page.waitForURL(`**${first}`)
    expect(await sidebar(page).locator('a[href="/faq/performance"]').isVisible()).toBe(true)
    await context.close()
  })

  it('keeps its own scroll position and open categories across navigations, and opens the new page’s categories', async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 600 } })
    await page.goto('/basics/reducers')
    // API Reference links its own page: its toggle is the chevron button beside the link.
    for (const label of ['FAQ', 'Recipes', 'Toggle the category API Reference']) await sidebarButton(page, label).click()
    const target = sidebar(page).locator('a[href="/faq/performance"]')
    await target.evaluate((link) => {
      const scroller = link.closest('.sidebar-scroll')!
      scroller.scrollTop += link.getBoundingClientRect().top - scroller.getBoundingClientRect().top - 200
    })
    const before = await sidebarScroll(page)
    expect(before).toBeGreaterThan(300)
    await target.click()
    await expect.poll(() => h1(page)).toBe('Performance')
    expect(await sidebarScroll(page)).toBe(before)
    expect(await sidebarButton(page, 'Recipes').getAttribute('aria-expanded')).toBe('true')
    expect(await sidebar(page).locator('a[aria-current="page"]').getAttribute('href')).toBe('/faq/performance')

    // Through a page without a sidebar and back: the same position.
    await page.locator('header.navbar a.navbar-brand').click()
    await expect.poll(() => h1(page)).toBe('Redux')
    await page.goBack()
    await expect.poll(() => h1(page)).toBe('Performance')
    expect(await sidebarScroll(page)).toBe(before)

    // A page whose link is out of view (reached from the navbar) is scrolled into the sidebar's view.
    await page.locator('header.navbar').getByRole('link', { name: 'Best Practices' }).click()
    await expect.poll(() => h1(page)).toBe('Style Guide')
    // The Style Guide is its category's own page, shown as a top-level link (issue 16).
    expect(await sidebar(page).locator('a[aria-current="page"]').textContent()).toBe('Style Guide')
    // Revealed in the frame after the page is committed (DocsSidebar.tsx).
    const inView = () =>
      sidebar(page)
        .locator('.sidebar-scroll')
        .evaluate((scroller) => {
          const link = scroller.querySelector('[aria-current="page"]')!.getBoundingClientRect()
          const box = scroller.getBoundingClientRect()
          return link.top >= box.top && link.bottom <= box.bottom
        })
    await expect.poll(inView).toBe(true)
  })
})

describe('the doc page', () => {
  it('marks the section in view in the table of contents (h2 and h3 from the page module)', async () => {
    const { page } = await openPage(browser)
    await page.goto('/api/store')
    const toc = page.locator('nav.toc')
    const entries = await toc
      .locator('a')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.parentElement!.className]))
    expect(entries.slice(0, 3)).toEqual([
      ['/api/store#store-methods', 'depth-2'],
      ['/api/store#getstate', 'depth-3'],
      ['/api/store#dispatchaction', 'depth-3'],
    ])
    expect(await toc.locator('a[aria-current]').count()).toBe(0)

    await toc.locator('a[href$="#subscribelistener"]').click()
    await expect.poll(() => toc.locator('a[aria-current]').getAttribute('href')).toBe('/api/store#subscribelistener')
    await page.evaluate(() => window.scrollTo(0, document.getElementById('getstate')!.offsetTop - 70))
    await expect.poll(() => toc.locator('a[aria-current]').getAttribute('href')).toBe('/api/store#getstate')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => toc.locator('a[aria-current]').count()).toBe(0)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => toc.locator('a[aria-current]').getAttribute('href')).toBe('/api/store#see-also')
  })

  it('links the previous and next pages in sidebar order, the source file, and shows the version', async () => {
    const { page } = await openPage(browser)
    await page.goto('/introduction/installation')
    const pagination = page.locator('nav.pagination')
    expect(await pagination.locator('a[rel="prev"]').getAttribute('href')).toBe('/introduction/why-rtk-is-redux-today')
    expect(await pagination.locator('a[rel="next"]').getAttribute('href')).toBe('/introduction/core-concepts')
    // The tests build without EDIT_URL: no edit link at all rather than one to a path that does not exist.
    expect(process.env.EDIT_URL).toBeUndefined()
    expect(await page.getByRole('link', { name: 'Edit this page' }).count()).toBe(0)
    // One version: no badge saying which (Docusaurus shows it only on a site with several).
    expect(await page.locator('.version-badge').count()).toBe(0)

    await pagination.locator('a[rel="next"]').click()
    await expect.poll(() => h1(page)).toBe('Core Concepts')
    await page.locator('nav.pagination a[rel="prev"]').click()
    await expect.poll(() => h1(page)).toBe('Installation')

    // Across a category boundary, and at the ends of the order.
    await page.goto('/tutorials/index')
    expect(await page.locator('nav.pagination a[rel="prev"]').getAttribute('href')).toBe('/introduction/examples')
    expect(await page.locator('nav.pagination a[rel="next"]').getAttribute('href')).toBe('/tutorials/quick-start')
    await page.goto('/introduction/getting-started')
    expect(await page.locator('nav.pagination a[rel="prev"]').count()).toBe(0)
    await page.goto('/redux-toolkit/overview')
    expect(await page.locator('nav.pagination a[rel="next"]').count()).toBe(0)
  })

  it('sets the title and meta description of each page, also on client navigation', async () => {
    const { page } = await openPage(browser)
    await page.goto('/api/store')
    const description = () => page.locator('meta[name="description"]').getAttribute('content')
    expect(await page.title()).toBe('Store | Redux')
    await page.locator('main article a[href="/api/createstore"]').first().click()
    await expect.poll(() => page.title()).toBe('createStore | Redux')
    expect(await description()).toMatch(/createStore/)
    expect(await page.locator('meta[name="description"]').count()).toBe(1)
    await page.locator('header.navbar a.navbar-brand').click()
    await expect.poll(() => page.title()).toBe('A Predictable State Container for JS Apps | Redux')
  })

  it('renders the page heading for the router to focus, and a skip link to the main content', async () => {
    const { page } = await openPage(browser)
    await page.goto('/api/compose')
    const heading = page.locator('[data-page-heading]')
    expect(await heading.count()).toBe(1)
    expect(await heading.evaluate((element) => [element.tagName, element.getAttribute('tabindex')])).toEqual(['H1', '-1'])
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content')
    const landmarks = await page.evaluate(() =>
      ['header', 'nav', 'main', 'aside', 'footer'].map((tag) => document.querySelectorAll(tag).length > 0),
    )
    expect(landmarks).toEqual([true, true, true, true, true])
  })
})

describe('layout while the HTML is still arriving', () => {
  it('places the article where it ends up before the table of contents (last in the HTML) is parsed', async () => {
    // A slow device paints a page whose HTML is half parsed; the article must not jump when the TOC
    // lands. The same page is loaded whole and cut just before its TOC, without JavaScript.
    const { context, page } = await openPage(browser, { javaScriptEnabled: false, viewport: { width: 1350, height: 900 } })
    const whole = await (await fetch(`${baseUrl()}/api/store`)).text()
    const cut = whole.slice(0, whole.indexOf('<nav class="toc"'))
    expect(cut.length).toBeGreaterThan(1000)
    const articleBox = async () => page.locator('.doc-main').boundingBox()
    await page.goto('/api/store')
    const complete = await articleBox()
    await page.route('**/api/store', (route) => route.fulfill({ contentType: 'text/html', body: cut }))
    // 'commit', then `load`: a cut page is no page the app can start on.
    await page.goto('/api/store', { waitUntil: 'commit' })
    await page.waitForLoadState('load')
    expect(await page.locator('nav.toc').count()).toBe(0)
    expect(await articleBox()).toEqual(complete)
    await context.close()
  })
})

describe('markdown elements', () => {
  it('gives headings a # link, and code blocks a title bar, highlighted lines and a keyboard copy button that announces "Copied"', async () => {
    const { page, context } = await openPage(browser)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/tutorials/essentials/part-3-data-flow')
    const heading = page.locator('h2#main-posts-feed')
    expect(await heading.locator('a.hash-link').getAttribute('href')).toBe('/tutorials/essentials/part-3-data-flow#main-posts-feed')
    expect(await heading.locator('a.hash-link').getAttribute('aria-label')).toBe('Direct link to Main Posts Feed')

    const block = page.locator('.code-block', { has: page.locator('.line.highlighted') }).first()
    expect(await block.locator('.code-block-title').textContent()).toMatch(/\.jsx?$/)
    const highlightedBg = await block
      .locator('.line.highlighted')
      .first()
      .evaluate((line) => getComputedStyle(line).backgroundColor)
    // A plain line is the block's own background (only a marked line is an element of its own).
    const plainBg = await block.locator('pre').evaluate((pre) => getComputedStyle(pre.closest('.code-block')!).backgroundColor)
    expect(highlightedBg).not.toBe(plainBg)

    const button = block.getByRole('button', { name: 'Copy code' })
    await button.focus()
    await expect.poll(() => button.evaluate((element) => getComputedStyle(element).opacity)).toBe('1') // visible when focused
    await page.keyboard.press('Enter')
    // One polite live region for the page, not one per code block.
    const announcer = page.locator('#polite-announcer[role="status"]')
    await expect.poll(() => announcer.textContent()).toBe('Copied')
    expect(await page.locator('[role="status"], [aria-live]:not(.route-announcer)').count()).toBe(1)
    const code = await block.locator('pre').textContent()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
    await expect.poll(() => announcer.textContent(), { timeout: 5000 }).toBe('')
  })

  it('has no live region per code block: a page of twenty blocks has none until something is announced', async () => {
    const { page } = await openPage(browser)
    await page.goto('/tutorials/essentials/part-5-async-logic')
    await expect.poll(() => page.locator('.code-block').count()).toBeGreaterThan(15)
    expect(await page.locator('main [role="status"], main [aria-live]').count()).toBe(0)
  })

  it('shows admonitions with a per-type icon, and details that open', async () => {
    const { page } = await openPage(browser)
    await page.goto('/style-guide/style-guide')
    const details = page.locator('.markdown details').first()
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false)
    await details.locator('summary').click()
    expect(await details.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true)

    await page.goto('/tutorials/essentials/part-3-data-flow')
    const admonitions = await page.locator('.admonition').evaluateAll((elements) =>
      elements.map((element) => ({
        type: [...element.classList].find((name) => name.startsWith('admonition-'))!,
        // The icon is the title's first child, painted at 20 px through its cell of the icon sprite
        // (styles/icon-sprite.css): one image for every icon, the position picks the icon.
        icon: getComputedStyle(element.querySelector('.admonition-title > .icon:first-child')!).maskPosition,
        sprite: getComputedStyle(element.querySelector('.admonition-title > .icon:first-child')!).maskImage,
        iconSize: element.querySelector('.admonition-title > .icon')!.getBoundingClientRect().width,
        colour: getComputedStyle(element.querySelector('.admonition-title')!).color,
      })),
    )
    const types = new Set(admonitions.map((a) => a.type))
    expect(types.size).toBeGreaterThanOrEqual(3)
    const iconOf = new Map(admonitions.map((a) => [a.type, a.icon]))
    const colourOf = new Map(admonitions.map((a) => [a.type, a.colour]))
    expect(new Set(iconOf.values()).size).toBe(types.size)
    for (const admonition of admonitions)
      expect(admonition).toMatchObject({ sprite: expect.stringMatching(/^url\("data:image\/svg\+xml,/), iconSize: 20 })
    expect(new Set(admonitions.map((a) => a.sprite)).size).toBe(1)
    expect(new Set(colourOf.values()).size).toBe(types.size)
  })

  it('scrolls wide tables inside their box on a phone, lazy-loads images with their size, and nothing widens the page', async () => {
    const { page } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    await page.goto('/basics/usage-with-react')
    const wrapper = page.locator('.markdown .table-wrapper').first()
    expect(await wrapper.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    // Reachable by keyboard while it scrolls (set once the page has hydrated, which may be after `load`).
    await expect.poll(() => wrapper.getAttribute('tabindex')).toBe('0')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    await page.goto('/tutorials/essentials/part-1-overview-concepts')
    const image = page.locator('.markdown img[src="/img/essentials/data-flow.svg"]')
    expect(await image.getAttribute('loading')).toBe('lazy')
    expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0)
    expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0)
    await image.scrollIntoViewIfNeeded()
    expect(await image.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(390)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

describe('colour mode', () => {
  it('is light by default even when the OS prefers dark; the toggle switches to dark and the choice is kept', async () => {
    const { page, consoleMessages } = await openPage(browser, { colorScheme: 'dark' })
    await page.goto('/api/store')
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme)
    const toggle = page.getByRole('button', { name: 'Dark mode' })
    expect(await theme()).toBe('light')
    expect(await toggle.getAttribute('aria-pressed')).toBe('false')
    const lightBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)

    await toggle.click()
    expect(await theme()).toBe('dark')
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(lightBg)

    await page.reload()
    expect(await theme()).toBe('dark')
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true')
    await page.locator('main article a[href="/api/createstore"]').first().click()
    await expect.poll(() => h1(page)).toBe('createStore')
    expect(await theme()).toBe('dark')

    await toggle.click()
    expect(await theme()).toBe('light')
    await page.reload()
    expect(await theme()).toBe('light')
    expect(pageErrors(consoleMessages)).toEqual([])
  })

  it('applies the stored choice before the app runs: no light flash', async () => {
    const { page } = await openPage(browser)
    await page.goto('/api/store')
    await page.evaluate(() => localStorage.setItem('theme', 'dark'))
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    // Hold back the app's entry bundle: only the HTML, the CSS and the inline script can act.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/api/store', { waitUntil: 'commit' })
    await page.waitForFunction(
      () => document.querySelector('footer') && getComputedStyle(document.body).backgroundColor !== 'rgba(0, 0, 0, 0)',
    )
    const beforeApp = await page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      background: getComputedStyle(document.body).backgroundColor,
      moonShown: getComputedStyle(document.querySelector('.color-mode-toggle .icon-when-dark')!).display !== 'none',
      // The prerendered toggle says "not pressed": React has not hydrated yet.
      pressed: document.querySelector('.color-mode-toggle')!.getAttribute('aria-pressed'),
    }))
    expect(beforeApp).toEqual({ theme: 'dark', background: 'rgb(24, 24, 28)', moonShown: true, pressed: 'false' })
    release()
    await expect.poll(() => page.locator('.color-mode-toggle').getAttribute('aria-pressed')).toBe('true')
  })
})

describe('mobile', () => {
  it('folds the navbar into a menu button that opens a drawer with the navbar items and the whole sidebar', async () => {
    const { page, consoleMessages } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    await page.goto('/api/store')
    const menu = page.getByRole('button', { name: 'Menu', exact: true })
    expect(await menu.getAttribute('aria-expanded')).toBe('false')
    expect(await page.locator('nav[aria-label="Main"]').isVisible()).toBe(false)
    expect(await sidebar(page).isVisible()).toBe(false)

    await menu.click()
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    expect(await drawer.isVisible()).toBe(true)
    expect(await menu.getAttribute('aria-expanded')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close menu')
    for (const name of ['Getting Started', 'Tutorial', 'API', 'FAQ', 'Best Practices', 'Need help?', 'GitHub']) {
      expect(await drawer.getByRole('link', { name, exact: true }).count(), name).toBe(1)
    }
    expect(await drawer.locator('a[aria-current="page"][href="/api/store"]').isVisible()).toBe(true)
    // The top-level categories (a closed one renders its subcategories only once opened): six plain ones,
    // API Reference (its own page's link and a toggle), and Style Guide, a plain link (issue 16).
    expect(await drawer.locator('button.sidebar-category').count()).toBe(6)
    expect(await drawer.locator('button.sidebar-category-toggle').count()).toBe(1)
    expect(await drawer.locator('a.sidebar-link[href="/style-guide/style-guide"]').count()).toBe(1)
    await page.keyboard.press('Escape')
    expect(await drawer.isVisible()).toBe(false)
    // The browser closes the dialog at once; the button's state follows on its `close` event, a render later.
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false')

    await menu.click()
    await drawer.getByRole('button', { name: 'FAQ', exact: true }).click()
    await drawer.locator('a[href="/faq/general"]').click()
    await expect.poll(() => h1(page)).toBe('General')
    expect(await drawer.isVisible()).toBe(false)
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false')
    expect(pageErrors(consoleMessages)).toEqual([])
  })

  it('turns the table of contents into a collapsible "On this page"', async () => {
    const { page } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    await page.goto('/api/store')
    expect(await page.locator('nav.toc').isVisible()).toBe(false)
    const collapsible = page.locator('details.toc-collapsible')
    expect(await collapsible.locator('summary').textContent()).toBe('On this page')
    const link = collapsible.locator('a[href$="#subscribelistener"]')
    expect(await link.isVisible()).toBe(false)
    await collapsible.locator('summary').click()
    expect(await link.isVisible()).toBe(true)
    await link.click()
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('subscribelistener')!.getBoundingClientRect().top)))
      .toBeLessThan(120)
    expect(await collapsible.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false)
  })
})

describe('home and not found', () => {
  it('shows the hero, four features with their own icons and the sibling libraries', async () => {
    const { page } = await openPage(browser)
    await page.goto('/')
    expect(await h1(page)).toBe('Redux')
    expect(await page.locator('.hero-tagline').textContent()).toBe('A Predictable State Container for JS Apps')
    expect(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/introduction/getting-started')
    const features = await page
      .locator('.features > li')
      .evaluateAll((items) => items.map((item) => [item.querySelector('h3')!.textContent, item.querySelector('svg')!.innerHTML]))
    expect(features.map(([title]) => title)).toEqual(['Predictable', 'Centralized', 'Debuggable', 'Flexible'])
    expect(new Set(features.map(([, icon]) => icon)).size).toBe(4)
    expect(await page.locator('a[href="https://react-redux.js.org"]').count()).toBe(1)
    expect(await page.locator('a[href="https://redux-toolkit.js.org"]').count()).toBe(1)
    await page.getByRole('link', { name: 'Get Started' }).click()
    await expect.poll(() => h1(page)).toBe('Getting Started with Redux')
  })

  it('shows not-found inside the layout for any unknown path, with likely pages and a way back', async () => {
    const { page } = await openPage(browser)
    const response = await page.goto('/api/createStore')
    expect(response?.status()).toBe(404)
    expect(await h1(page)).toBe('Page Not Found')
    expect(await page.title()).toBe('Page Not Found | Redux')
    expect(await page.locator('header.navbar').count()).toBe(1)
    expect(await page.locator('footer.footer').count()).toBe(1)
    await expect.poll(() => page.locator('.not-found code').textContent()).toBe('/api/createStore')
    expect(await page.locator('.not-found li a').getAttribute('href')).toBe('/api/createstore')

    await page.goto('/no/such/page')
    expect(await page.locator('.not-found li').count()).toBe(0)
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await expect.poll(() => h1(page)).toBe('Redux')
  })
})
