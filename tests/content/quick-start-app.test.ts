/**
 * The Quick Start's app (content/tutorials/quick-start.md), assembled from the page's `title="src/…"` listings
 * the way the Essentials app is (a later listing of a file replaces the earlier one): typechecked as one
 * JavaScript project, bundled, and used in jsdom through the screen. Two states are checked: the app as it
 * stands once the first Counter is shown (plain useSelector/useDispatch, no thunks yet), and the finished app.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { waitFor, within } from '@testing-library/dom'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtinEnvironments } from 'vitest/runtime'
import { loadPage } from '../../scripts/content/pages.ts'
import { bundleState, createWorkspace, typecheckStates, writeState, type Workspace } from './essentials-app/build.ts'
import { startApp } from './essentials-app/environment.ts'
import { listingsOf, type AppState, type FileVersion } from './essentials-app/listings.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const page = loadPage(root, path.join(root, 'content/tutorials/quick-start.md'))
const { listings, problems: listingProblems } = listingsOf({ file: page.file, part: 0, blocks: page.blocks, page })

/** The app after the listings up to and including `last` (an index into `listings`). */
function stateAt(name: string, last: number): AppState {
  const files = new Map<string, FileVersion>()
  for (const listing of listings.slice(0, last + 1)) files.set(listing.path, { code: listing.code, listing })
  return { name, app: 'counter', part: 0, where: `${page.file} (${name})`, end: true, flows: [], files }
}

const counterFile = 'src/features/counter/Counter.jsx'
const firstCounter = listings.findIndex((listing) => listing.path === counterFile)
const states = {
  firstCounter: stateAt('with the first Counter', firstCounter),
  finished: stateAt('finished', listings.length - 1),
}

let workspace: Workspace
let teardownDom: (() => unknown) | undefined
beforeAll(async () => {
  workspace = createWorkspace(root)
  // As in essentials-app.test.ts: jsdom is installed after esbuild has loaded, which refuses to load under it
  const dom = await builtinEnvironments.jsdom.setup(globalThis, { jsdom: { url: 'http://localhost:3000/' } })
  teardownDom = () => dom.teardown(globalThis)
})
afterAll(async () => {
  await teardownDom?.()
  workspace?.dispose()
})

// Both states are typechecked together, in one program (sharedProgram.ts). Not strict: the Quick Start's
// JavaScript is written as a reader writes plain JS (an untyped selector parameter, getElementById's possible
// null); TypeScript checks it as an editor would.
let typechecked: Map<AppState, { dir: string; problems: string[] }> | undefined
function typecheckedAll(): Map<AppState, { dir: string; problems: string[] }> {
  if (!typechecked) {
    const written = Object.values(states).map((state) => ({ state, dir: writeState(workspace, state) }))
    const problems = typecheckStates(written, { strict: false })
    typechecked = new Map(written.map(({ state, dir }) => [state, { dir, problems: problems.get(state)! }]))
  }
  return typechecked
}
beforeAll(() => void typecheckedAll(), 300_000)

const screen = () => within(document.body)
const count = () => screen().getByLabelText('Count').textContent

/** Checks, bundles and starts a state, plays `flow` on its screen, and fails on any console error or warning. */
async function playState(state: AppState, flow: (user: ReturnType<typeof userEvent.setup>) => Promise<void>): Promise<void> {
  const { dir, problems: typeProblems } = typecheckedAll().get(state)!
  expect(typeProblems).toEqual([])
  const { file, problems } = await bundleState(state, dir)
  expect(problems).toEqual([])
  const app = await startApp(file!)
  try {
    await flow(userEvent.setup({ document }))
  } finally {
    await app.stop()
  }
  expect(app.consoleMessages).toEqual([])
}

async function addAmount(user: ReturnType<typeof userEvent.setup>, amount: string, button: string): Promise<void> {
  const input = screen().getByLabelText('Amount')
  await user.clear(input)
  await user.type(input, amount)
  await user.click(screen().getByRole('button', { name: button }))
}

describe('Quick Start app assembled from the listings', () => {
  it('has whole-file listings only, the Counter shown twice, and the files the page lists', () => {
    expect(listingProblems).toEqual([])
    expect(listings.filter((listing) => listing.path === counterFile)).toHaveLength(2)
    expect([...states.finished.files.keys()].sort()).toEqual([
      'src/App.jsx',
      'src/app/hooks.js',
      'src/app/store.js',
      'src/features/counter/Counter.jsx',
      'src/features/counter/counterAPI.js',
      'src/features/counter/counterSlice.js',
      'src/main.jsx',
    ])
  })

  it('with the first Counter: increments, decrements and adds an amount', async () => {
    await playState(states.firstCounter, async (user) => {
      expect(await screen().findByRole('heading', { name: 'Redux Toolkit Quick Start' })).toBeTruthy()
      expect(count()).toBe('0')
      await user.click(screen().getByRole('button', { name: 'Increment value' }))
      await user.click(screen().getByRole('button', { name: 'Increment value' }))
      await user.click(screen().getByRole('button', { name: 'Decrement value' }))
      expect(count()).toBe('1')
      await addAmount(user, '5', 'Add amount')
      expect(count()).toBe('6')
      expect(screen().queryByRole('button', { name: 'Add later' })).toBeNull()
    })
  }, 60_000)

  it('finished: the hand-written thunk adds only to an odd count, the async thunk shows its request and adds later', async () => {
    await playState(states.finished, async (user) => {
      await screen().findByRole('heading', { name: 'Redux Toolkit Quick Start' })
      await addAmount(user, '4', 'Add if odd')
      expect(count()).toBe('0')
      await user.click(screen().getByRole('button', { name: 'Increment value' }))
      await user.click(screen().getByRole('button', { name: 'Add if odd' }))
      expect(count()).toBe('5')

      await addAmount(user, '10', 'Add later')
      // (By text: the count's <output> has the status role too)
      expect(screen().getByText('Asking the server…')).toBeTruthy()
      expect(screen().getByRole('button', { name: 'Add later' }).hasAttribute('disabled')).toBe(true)
      expect(count()).toBe('5')
      await waitFor(() => expect(count()).toBe('15'), { timeout: 3_000 })
      expect(screen().queryByText('Asking the server…')).toBeNull()
      expect(screen().getByRole('button', { name: 'Add later' }).hasAttribute('disabled')).toBe(false)
    })
  }, 60_000)
})
