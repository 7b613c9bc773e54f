import type { Page, Request } from 'playwright-core'

// What router.test.ts (the deadlines, on the page's fake clock) and navigation.test.ts (paths, scrolling, prefetching on intent)
// both read of a page of the production build.

/**
 * A fixed wait, for two uses only: a route handler holding back a response (a slow network that no
 * assertion times), and a check that something did NOT happen, which no poll can prove (each such use
 * says why it stays).
 */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** A page chunk by its file name (`compose` → /assets/compose-<hash>.js), with or without ?attempt=N. */
export const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]{8}\\.js(\\?.*)?$`)
export const isPrefetch = (request: Request) => request.headers()['sec-purpose']?.includes('prefetch') || request.resourceType() === 'other'

export const h1 = (page: Page) => page.locator('h1').first().textContent()
/** A link in the page body (not the sidebar or navbar). */
export const contentLink = (page: Page, href: string) => page.locator(`main article a[href="${href}"]`).first()
