import type { Random } from './random.ts'

// The pieces a generated page is made of, shaped like content/: prose with inline code, emphasis and
// links; lists; admonitions; tables; code blocks in js, jsx, ts and bash (the mix content/ has), with
// titles, highlighted lines and highlight comments. Wording is Redux-flavoured so token and word lengths
// resemble the real pages; it does not have to make sense.

const entities = [
  'todo',
  'post',
  'user',
  'comment',
  'invoice',
  'order',
  'product',
  'session',
  'message',
  'filter',
  'setting',
  'note',
  'ticket',
  'project',
  'reaction',
]
const subjects = [
  'the store',
  'a reducer',
  'the selector',
  'each slice',
  'the middleware',
  'the component',
  'an action creator',
  'the thunk',
  'React-Redux',
  'Redux Toolkit',
  'the listener',
  'the DevTools',
  'a memoized selector',
  'the root reducer',
  'the Provider',
]
const verbs = [
  'receives',
  'returns',
  'updates',
  'dispatches',
  'reads',
  'subscribes to',
  'combines',
  'normalizes',
  'memoizes',
  'validates',
  'replaces',
  'wraps',
  'serializes',
  'derives',
  'caches',
]
const objects = [
  'the current state',
  'a plain action object',
  'the next state',
  'the payload',
  'the whole state tree',
  'a new array',
  'the previous value',
  'every listener',
  'the loading status',
  'the cached result',
  'a normalized lookup table',
  'the request metadata',
  'the entity ids',
  'the error message',
  'the initial state',
]
const clauses = [
  'before any listener runs',
  'without mutating the original',
  'after every dispatch',
  'so components re-render only when needed',
  'when the request finishes',
  'inside a single reducer call',
  'as long as the inputs stay the same',
  'even when the app grows',
  'while the UI stays responsive',
  'in the same order every time',
  'so the DevTools can replay it',
  'once the promise settles',
]
const apis = [
  'configureStore',
  'createSlice',
  'createAsyncThunk',
  'createSelector',
  'useSelector',
  'useDispatch',
  'combineReducers',
  'createEntityAdapter',
  'dispatch',
  'getState',
  'subscribe',
  'applyMiddleware',
  'createListenerMiddleware',
  'nanoid',
  'current',
]
const headingStarts = [
  'Writing',
  'Reading',
  'Testing',
  'Structuring',
  'Normalizing',
  'Memoizing',
  'Dispatching',
  'Subscribing to',
  'Debugging',
  'Typing',
  'Splitting',
  'Persisting',
  'Loading',
  'Caching',
  'Validating',
  'Combining',
  'Selecting',
  'Updating',
  'Deleting',
  'Sorting',
]
const headingEnds = [
  'Reducers',
  'Actions',
  'Selectors',
  'State',
  'Slices',
  'Thunks',
  'Components',
  'Middleware',
  'Listeners',
  'Entities',
  'Requests',
  'Results',
  'Errors',
  'Forms',
  'Lists',
  'Stores',
  'Hooks',
  'Effects',
  'Payloads',
  'Tests',
]
const admonitions = [
  ['tip', 26],
  ['note', 22],
  ['info', 21],
  ['caution', 5],
  ['warning', 3],
  ['danger', 2],
  ['important', 1],
] as const
const languages = [
  ['js', 325],
  ['jsx', 94],
  ['ts', 25],
  ['bash', 38],
] as const

const capitalize = (text: string) => text[0].toUpperCase() + text.slice(1)

/** A link the prose may use: another page's route, with one of its heading anchors. */
export interface LinkTarget {
  href: string
  text: string
}

export function heading(random: Random): string {
  return `${random.pick(headingStarts)} ${random.pick(headingEnds)}`
}

function sentence(random: Random, links: () => LinkTarget | undefined): string {
  const object = random.chance(0.25) ? `\`${random.pick(apis)}\`` : random.pick(objects)
  let text = `${capitalize(random.pick(subjects))} ${random.pick(verbs)} ${object} ${random.pick(clauses)}`
  if (random.chance(0.3)) text += `, and ${random.pick(subjects)} ${random.pick(verbs)} ${random.pick(objects)}`
  if (random.chance(0.15)) text = text.replace(random.pick(subjects), (match) => `**${match}**`)
  const link = random.chance(0.22) ? links() : undefined
  if (link) text += `; see [${link.text}](${link.href})`
  return text + '.'
}

/** A front-matter description: one sentence of about the real ones' length (≈ 150 characters), all different. */
export function description(random: Random): string {
  const apis2 = [random.pick(apis), random.pick(apis)]
  return `How ${random.pick(subjects)} ${random.pick(verbs)} ${random.pick(objects)} ${random.pick(clauses)}, using \`${apis2[0]}\` and \`${apis2[1]}\`, step by step.`
}

export function paragraph(random: Random, links: () => LinkTarget | undefined): string {
  const sentences = Array.from({ length: random.int(2, 6) }, () => sentence(random, links)).join(' ')
  // Wrapped near 110 columns like the hand-written pages (soft breaks cost the parser too).
  return sentences.replace(/(.{90,110}?) /g, '$1\n')
}

export function list(random: Random, links: () => LinkTarget | undefined): string {
  const ordered = random.chance(0.3)
  return Array.from({ length: random.int(3, 6) }, (_, index) => {
    const text = sentence(random, links)
    return `${ordered ? `${index + 1}.` : '-'} ${random.chance(0.4) ? `\`${random.pick(apis)}\`: ` : ''}${text}`
  }).join('\n')
}

export function table(random: Random): string {
  const rows = Array.from(
    { length: random.int(3, 6) },
    () => `| \`${random.pick(apis)}\` | ${random.pick(objects)} | ${random.pick(clauses)} |`,
  )
  return ['| API | Returns | When |', '| --- | --- | --- |', ...rows].join('\n')
}

export function admonition(random: Random, links: () => LinkTarget | undefined): string {
  const type = random.weighted(admonitions)
  const title = random.chance(0.6) ? `[${heading(random)}]` : ''
  const body = [paragraph(random, links), ...(random.chance(0.3) ? [list(random, links)] : [])].join('\n\n')
  return `:::${type}${title}\n${body}\n:::`
}

export function details(random: Random, links: () => LinkTarget | undefined): string {
  return `:::details[${heading(random)}]\n\n${paragraph(random, links)}\n\n${codeBlock(random)}\n\n:::`
}

function sliceCode(entity: string): string[] {
  const plural = `${entity}s`
  return [
    `import { createSlice, createAsyncThunk } from '@reduxjs/toolkit'`,
    ``,
    `const initialState = { items: [], status: 'idle', error: null }`,
    ``,
    `export const fetch${capitalize(plural)} = createAsyncThunk('${plural}/fetch', async (page) => {`,
    `  const response = await fetch(\`/api/${plural}?page=\${page}\`)`,
    `  return response.json()`,
    `})`,
    ``,
    `const ${plural}Slice = createSlice({`,
    `  name: '${plural}',`,
    `  initialState,`,
    `  reducers: {`,
    `    ${entity}Added(state, action) {`,
    `      // highlight-next-line`,
    `      state.items.push(action.payload)`,
    `    },`,
    `    ${entity}Removed(state, action) {`,
    `      state.items = state.items.filter((item) => item.id !== action.payload)`,
    `    },`,
    `  },`,
    `  extraReducers: (builder) => {`,
    `    builder`,
    `      .addCase(fetch${capitalize(plural)}.pending, (state) => {`,
    `        state.status = 'loading'`,
    `      })`,
    `      .addCase(fetch${capitalize(plural)}.fulfilled, (state, action) => {`,
    `        state.status = 'succeeded'`,
    `        state.items = action.payload`,
    `      })`,
    `  },`,
    `})`,
    ``,
    `export const { ${entity}Added, ${entity}Removed } = ${plural}Slice.actions`,
    `export default ${plural}Slice.reducer`,
  ]
}

function componentCode(entity: string): string[] {
  const plural = `${entity}s`
  const Name = capitalize(entity)
  return [
    `import React from 'react'`,
    `import { useSelector, useDispatch } from 'react-redux'`,
    `import { ${entity}Removed } from './${plural}Slice'`,
    ``,
    `export function ${Name}List() {`,
    `  const ${plural} = useSelector((state) => state.${plural}.items)`,
    `  const dispatch = useDispatch()`,
    ``,
    `  return (`,
    `    <ul className="${plural}">`,
    `      {${plural}.map((${entity}) => (`,
    `        <li key={${entity}.id}>`,
    `          {${entity}.title}`,
    `          <button onClick={() => dispatch(${entity}Removed(${entity}.id))}>Remove</button>`,
    `        </li>`,
    `      ))}`,
    `    </ul>`,
    `  )`,
    `}`,
  ]
}

function storeCode(entity: string): string[] {
  const plural = `${entity}s`
  return [
    `import { configureStore } from '@reduxjs/toolkit'`,
    `import type { TypedUseSelectorHook } from 'react-redux'`,
    `import { useDispatch, useSelector } from 'react-redux'`,
    `import ${plural}Reducer from './features/${plural}/${plural}Slice'`,
    ``,
    `export const store = configureStore({`,
    `  reducer: { ${plural}: ${plural}Reducer },`,
    `})`,
    ``,
    `export type RootState = ReturnType<typeof store.getState>`,
    `export type AppDispatch = typeof store.dispatch`,
    ``,
    `export const useAppDispatch: () => AppDispatch = useDispatch`,
    `export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector`,
  ]
}

function shellCode(entity: string): string[] {
  return [
    '# install the packages',
    'npm install @reduxjs/toolkit react-redux',
    `npx degit reduxjs/redux-templates/packages/vite-template-redux ${entity}-app`,
    `cd ${entity}-app && npm run dev`,
  ]
}

export function codeBlock(random: Random): string {
  const language = random.weighted(languages)
  const entity = random.pick(entities)
  const full = { js: sliceCode, jsx: componentCode, ts: storeCode, bash: shellCode }[language](entity)
  // Real blocks vary from a few lines to whole files.
  const lines = language === 'bash' ? full : full.slice(0, Math.max(4, random.int(Math.floor(full.length / 3), full.length)))
  // A block's trailing blank lines are not its lines: a highlight range counts without them.
  while (lines.length > 1 && lines[lines.length - 1].trim() === '') lines.pop()
  const meta: string[] = []
  if (language !== 'bash' && random.chance(0.5))
    meta.push(`title="src/features/${entity}s/${entity}s${language === 'jsx' ? 'List.jsx' : language === 'ts' ? 'Store.ts' : 'Slice.js'}"`)
  // Highlighted lines within the block (a range past its last line is a build error).
  if (random.chance(0.25) && lines.length >= 6)
    meta.push(`{${random.int(1, 3)},${random.int(4, 5)}-${Math.min(random.int(6, 8), lines.length)}}`)
  if (language !== 'bash' && lines.length < full.length) meta.push('fragment')
  return ['```' + [language, ...meta].join(' '), ...lines, '```'].join('\n')
}
