import type { BuildTimings } from '../../plugins/prerender/timings.ts'

// Where a build's time goes, from what the build writes to dist/.build-timings.json (its start, the
// docs plugin's compile, the client bundle, prerendering) and the highlighting time the bench measures
// itself (bench/lib/highlightTime.ts: the build carries no timers inside its markdown steps).

/** The part of dist/.build-timings.json the phases are computed from. */
export type PhaseTimings = Pick<BuildTimings, 'startedAt' | 'compileStartMs' | 'compileMs' | 'clientBuildMs' | 'prerenderMs'>

export interface BuildPhases {
  /** Spawn to the first page compiled: npm, Node, Vite, the config and its plugins. */
  startupMs: number
  /** Markdown compiling and link checking, highlighting excluded. */
  markdownMs: number
  highlightMs: number
  /** Compile end to the client bundle written: module transforms, Rolldown, minifying, writing. */
  bundleMs: number
  /** Rendering every route to HTML (server bundle included), as the prerender plugin reports it. */
  prerenderMs: number
  /** The rest of the wall time (after the bundle, outside prerendering; process exit). */
  otherMs: number
}

export function buildPhases(spawnedAt: number, wallMs: number, timings: PhaseTimings, highlightMs: number): BuildPhases {
  const startupMs = timings.startedAt + timings.compileStartMs - spawnedAt
  const markdownMs = timings.compileMs - highlightMs
  const bundleMs = timings.clientBuildMs - timings.compileStartMs - timings.compileMs
  const prerenderMs = timings.prerenderMs
  const otherMs = wallMs - startupMs - timings.compileMs - bundleMs - prerenderMs
  return { startupMs, markdownMs, highlightMs, bundleMs, prerenderMs, otherMs }
}

/** `markdown 31% · highlight 9% · …` of the wall time. */
export function formatShares(phases: BuildPhases, wallMs: number): string {
  const parts: [string, number][] = [
    ['startup', phases.startupMs],
    ['markdown', phases.markdownMs],
    ['highlight', phases.highlightMs],
    ['bundle', phases.bundleMs],
    ['prerender', phases.prerenderMs],
    ['other', phases.otherMs],
  ]
  return parts.map(([name, ms]) => `${name} ${Math.round((ms / wallMs) * 100)}%`).join(' · ')
}
