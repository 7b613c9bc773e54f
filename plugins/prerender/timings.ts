// How long prerendering took, and its share of the build (written to dist/.build-timings.json for the
// benchmarks, printed at the end of `npm run build`).

export interface BuildTimings {
  /** From the build's start to the end of the client bundle. */
  clientBuildMs: number
  /** Bundling src/entry-server.tsx for Node. */
  serverBundleMs: number
  /** Rendering every route to HTML. */
  renderMs: number
  /** Writing the HTML, markdown copies, sitemap, robots.txt, llms.txt and _headers. */
  writeMs: number
  /** All of prerendering: the three above. */
  prerenderMs: number
  /** The whole build. */
  totalMs: number
  pages: number
  contentSecurityPolicy: string
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)}s`

export function formatTimings(t: BuildTimings): string {
  const share = t.totalMs > 0 ? Math.round((t.prerenderMs / t.totalMs) * 100) : 0
  return (
    `prerendered ${t.pages} pages in ${seconds(t.prerenderMs)} (${share}% of the ${seconds(t.totalMs)} build): ` +
    `server bundle ${seconds(t.serverBundleMs)}, render ${seconds(t.renderMs)}, write ${seconds(t.writeMs)}`
  )
}
