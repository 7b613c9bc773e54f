// Where a build's time goes, from the timestamps the build writes: the docs plugin's (DOCS_BUILD_TIMINGS:
// markdown compile with highlighting timed apart, then the client bundle written) and the prerender
// plugin's (`.build-timings.json` in the output folder).

/** What plugins/vite-plugin-docs.ts writes to the DOCS_BUILD_TIMINGS file (epoch ms, and a duration). */
export interface DocsTimings {
  compileStart: number
  compileEnd: number
  highlightMs: number
  bundleWritten: number
}

/** What plugins/prerender writes to `.build-timings.json` (the parts the bench uses). */
export interface PrerenderTimings {
  prerenderMs: number
  serverBundleMs?: number
  renderMs?: number
  writeMs?: number
}

export interface BuildPhases {
  /** Spawn to the first page compiled: npm, Node, Vite, the config and its plugins. */
  startupMs: number
  /** Markdown compiling and link checking, highlighting excluded. */
  markdownMs: number
  highlightMs: number
  /** Compile end to the client bundle written: module transforms, Rolldown, minifying, writing. */
  bundleMs: number
  /** Rendering every route to HTML (server bundle included), as the prerender plugin reports it. */
  prerenderMs?: number
  /** The rest of the wall time (after the bundle, outside prerendering; process exit). */
  otherMs: number
}

export function buildPhases(startedAt: number, wallMs: number, docs: DocsTimings, prerender?: PrerenderTimings): BuildPhases {
  const startupMs = docs.compileStart - startedAt
  const markdownMs = docs.compileEnd - docs.compileStart - docs.highlightMs
  const bundleMs = docs.bundleWritten - docs.compileEnd
  const prerenderMs = prerender?.prerenderMs
  const otherMs = wallMs - startupMs - markdownMs - docs.highlightMs - bundleMs - (prerenderMs ?? 0)
  return { startupMs, markdownMs, highlightMs: docs.highlightMs, bundleMs, prerenderMs, otherMs }
}

/** `markdown 31% · highlight 9% · …` of the wall time. */
export function formatShares(phases: BuildPhases, wallMs: number): string {
  const parts: [string, number | undefined][] = [
    ['startup', phases.startupMs],
    ['markdown', phases.markdownMs],
    ['highlight', phases.highlightMs],
    ['bundle', phases.bundleMs],
    ['prerender', phases.prerenderMs],
    ['other', phases.otherMs],
  ]
  return parts
    .filter((part): part is [string, number] => part[1] !== undefined)
    .map(([name, ms]) => `${name} ${Math.round((ms / wallMs) * 100)}%`)
    .join(' · ')
}
