/**
 * `msw` for the app's mock API: everything is MSW's own, except that `delay(ms)` waits `ms * latencyScale`
 * so the test does not sit through the page's 800 ms latency on every request (loading states still show).
 */
import { delay as mswDelay } from 'msw'
import { appRegistry } from './registry.ts'

export * from 'msw'

export function delay(duration?: Parameters<typeof mswDelay>[0]): ReturnType<typeof mswDelay> {
  if (typeof duration === 'number') return mswDelay(Math.round(duration * appRegistry().latencyScale))
  return mswDelay(duration)
}
