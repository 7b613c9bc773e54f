import fs from 'node:fs'
import { it } from 'vitest'
import { toEmbeddedIndexFile } from '../../plugins/search/indexFile.ts'
import { createEmbeddedIndex } from '../../src/search/embeddedIndex.ts'
const text = (parts: { text: string; match: boolean }[]) => parts.map((p) => (p.match ? `[${p.text}]` : p.text)).join('')
it('rank', async () => {
  const file = toEmbeddedIndexFile(JSON.parse(fs.readFileSync('/tmp/searchwork/records.json', 'utf8')))
  const t0 = performance.now()
  const index = await createEmbeddedIndex(file)
  console.log('build ms', performance.now() - t0)
  for (const q of (process.env.Q ?? 'thunk,createSlice,typescript,testing,createAsyncThunk,reselect,configureStore,middleware,selector,immutable,reducers,test').split(',')) {
    const t1 = performance.now()
    const groups = index.search(q)
    const ms = performance.now() - t1
    console.log(`\n== ${q} (${groups.length} pages, ${ms.toFixed(1)} ms)`)
    for (const g of groups.slice(0, 6)) console.log(`  ${g.url}  ${g.category}: ${text(g.title)} | ${g.hits.slice(0, 3).map((h) => h.headings.map(text).join(' › ') || '(intro)').join(' ; ')}`)
  }
}, 300_000)
