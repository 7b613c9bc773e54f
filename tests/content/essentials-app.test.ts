/**
 * The Redux Essentials tutorial's app, assembled from its own listings (see essentials-app/listings.ts for
 * the convention): every part's end state is typechecked (checkJs, React types), bundled, and run in jsdom
 * against the tutorial's MSW mock API, where a reader's flows are played through the screen: add a post,
 * react, open and edit it, visit a user's page, read notifications (as far as each part has got). States
 * kept only so that a replaced listing is checked too (checkpoints) are typechecked and bundled.
 *
 * Parts 7 and 8 (or any later `part-N-*.md`) are picked up as soon as their pages exist.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtinEnvironments } from 'vitest/runtime'
import { classifyBlock } from '../../scripts/content/classify.ts'
import { assembleStates, loadEssentialsPages, type AppState } from './essentials-app/listings.ts'
import { bundleState, createWorkspace, typecheckState, writeState, type Workspace } from './essentials-app/build.ts'
import { startApp } from './essentials-app/environment.ts'
import { chirpFlow, counterFlow, type FlowLog } from './essentials-app/flows.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const pages = loadEssentialsPages(root)
const { states, problems: listingProblems } = assembleStates(pages)

let workspace: Workspace
let teardownDom: (() => unknown) | undefined
beforeAll(async () => {
  workspace = createWorkspace(root)
  // The file runs in Node and installs jsdom itself, after esbuild has loaded: esbuild refuses to load in
  // vitest's jsdom environment (its TextEncoder check fails there).
  const dom = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: 'http://localhost:3000/' } })
  teardownDom = () => dom.teardown(globalThis)
})
afterAll(async () => {
  await teardownDom?.()
  workspace?.dispose()
})

/** Every state's folder, written once. */
const written = new Map<AppState, string>()
function dirOf(state: AppState): string {
  let dir = written.get(state)
  if (!dir) {
    dir = writeState(workspace, state)
    written.set(state, dir)
  }
  return dir
}

function fail(what: string, problems: string[]): void {
  if (problems.length) throw new Error(`${problems.length} ${what}:\n${problems.join('\n')}`)
}

describe('Redux Essentials app assembled from the listings', () => {
  it('finds the counter of Part 2 and Chirp from Part 3 to the last part written', () => {
    const ends = states.filter((state) => state.end).map((state) => state.name)
    expect(ends).toEqual(expect.arrayContaining(['part-2', 'part-3', 'part-4', 'part-5', 'part-6']))
    const lastPart = Math.max(...pages.map((page) => page.part))
    expect(ends).toContain(`part-${lastPart}`)
  })

  it('has no src/ listing that cannot be a file of the app', () => {
    fail(
      'listing problem(s)',
      listingProblems.map((problem) => `${problem.page}:${problem.line}  ${problem.message}`),
    )
  })

  it('checks every title="src/…" block that is not a fragment in some assembled state', () => {
    // The blocks the content checks leave to this test (classifyBlock says 'app'), and any other src/ listing
    const used = new Set<string>()
    for (const state of states) for (const { listing } of state.files.values()) used.add(`${listing.page}:${listing.line}`)
    const unused: string[] = []
    for (const { page } of pages) {
      for (const block of page.blocks) {
        const isListing = block.title?.startsWith('src/') && !block.flags.has('fragment')
        if (!isListing && classifyBlock(page, block) !== 'app') continue
        if (!used.has(`${page.file}:${block.line}`)) unused.push(`${page.file}:${block.line}  ${block.title} is in no assembled state`)
      }
    }
    fail('unused listing(s)', unused)
  })

  for (const state of states) {
    describe(state.name, () => {
      it(`typechecks (${state.files.size} files)`, () => {
        fail('type error(s)', typecheckState(state, dirOf(state)))
      }, 60_000)

      it(state.end ? 'bundles, runs and works' : 'bundles', async () => {
        const { file, problems } = await bundleState(state, dirOf(state))
        fail('bundling problem(s)', problems)
        if (!state.end || !file) return
        const log: FlowLog = []
        const app = await startApp(file)
        try {
          if (state.app === 'counter') await counterFlow(log)
          else await chirpFlow(state, log)
        } catch (error) {
          const messages = app.consoleMessages.length ? `\n\nWhile the app ran:\n${app.consoleMessages.join('\n')}` : ''
          throw new Error(`${(error as Error).message}\n\nFlow so far: ${log.join('; ') || '(nothing)'}${messages}`, { cause: error })
        } finally {
          await app.stop()
        }
        fail('console error(s) or warning(s) while the app ran', app.consoleMessages)
        expect(log.length).toBeGreaterThan(0)
        console.info(`${state.name}: ${log.join('; ')}`)
      }, 60_000)
    })
  }
})
