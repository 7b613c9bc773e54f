// A server entry that fails on one page, as a bug in a page component would (tests/prerender/failedBuild.test.ts).
import { render as renderApp } from '../../src/entry-server.tsx'

export async function render(url: string) {
  if (url === '/guide/other') throw new Error('Cannot read properties of undefined (reading "title")')
  return renderApp(url)
}
