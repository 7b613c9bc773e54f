/**
 * The Redux Essentials tutorial's app, assembled from its own listings (convention: essentials-app/listings.ts
 * and CONTRIBUTING.md, "Tutorial apps"): at every `<!-- app: try … -->` marker of the text and at every
 * part's end, the app as it stands there is typechecked under `strict`, bundled, and run in jsdom against the
 * tutorial's MSW mock API, where the named flows are played through the screen.
 *
 * Part 2 tours the counter template, an app of its own; Chirp starts from nothing in Part 3 and grows through
 * every later part (any `part-N-*.md` is picked up as soon as it exists).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'
import { describeTutorialApp, type Flow } from './essentials-app/harness.ts'
import type { TutorialSpec } from './essentials-app/listings.ts'
import { essentialsTypeRelaxations } from './essentials-app/typeRelaxations.ts'
import { chirpFlow, counterFlow } from './essentials-app/flows.ts'
import { optimisticReactionFlow, postNotFoundFlow, postsErrorScreenFlow, prefetchPostFlow, refreshPostsFlow } from './essentials-app/rtkQueryFlows.ts'
import { lazyPostPreviewFlow, streamedNotificationsFlow } from './essentials-app/onDemandFlows.ts'
import {
  addPostFlow,
  addPostStaleUntilRefreshFlow,
  openPostFlow,
  postAuthorsFlow,
  postsListFlow,
  reactToPostFlow,
  refreshNotificationsFlow,
  spinnerThenPostsFlow,
} from './essentials-app/stepFlows.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** The flows a marker of the Essentials pages may name. */
const flows: Record<string, Flow> = {
  counter: (_state, log) => counterFlow(log),
  chirp: chirpFlow,
  'posts-list': (_state, log) => postsListFlow(log),
  'open-post': (_state, log) => openPostFlow(log),
  'spinner-then-posts': (_state, log) => spinnerThenPostsFlow(log),
  'post-authors': (_state, log) => postAuthorsFlow(log),
  'refresh-notifications': (_state, log) => refreshNotificationsFlow(log),
  'add-post': (_state, log) => addPostFlow(log),
  'react-to-post': (_state, log) => reactToPostFlow(log),
  'add-post-stale-until-refresh': (_state, log) => addPostStaleUntilRefreshFlow(log),
  'refresh-posts': (_state, log) => refreshPostsFlow(log),
  'posts-error-screen': (_state, log) => postsErrorScreenFlow(log),
  'post-not-found': (_state, log) => postNotFoundFlow(log),
  'optimistic-reaction': (_state, log) => optimisticReactionFlow(log),
  'prefetch-post': (_state, log) => prefetchPostFlow(log),
  'lazy-post-preview': (_state, log) => lazyPostPreviewFlow(log),
  'streamed-notifications': (_state, log) => streamedNotificationsFlow(log),
}

const spec: TutorialSpec = {
  dir: 'content/tutorials/essentials',
  appOf: (page) => (page.part <= 2 ? { app: 'counter', fresh: true } : { app: 'chirp', fresh: page.part === 3 }),
  flowNames: new Set(Object.keys(flows)),
  endFlows: (app) => [app],
  relaxations: essentialsTypeRelaxations,
}

describeTutorialApp({
  root,
  spec,
  flows,
  expectStates(states, pages) {
    const ends = states.filter((state) => state.end).map((state) => state.name)
    expect(ends).toEqual(expect.arrayContaining(['part-2', 'part-3', 'part-4', 'part-5', 'part-6']))
    expect(ends).toContain(`part-${Math.max(...pages.map((page) => page.part))}`)
  },
})
