// npm run search:records [-- --out file.json]: one search record per heading section of every page, in
// Algolia DocSearch's shape, as a JSON array ready to upload to an index (dashboard "Upload records", or
// the API's saveObjects). The index settings the site's queries expect are written next to it.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { collectRecords } from '../plugins/search/collectRecords.ts'
import { algoliaIndexSettings } from '../plugins/search/algoliaIndexSettings.ts'
import { sidebarConfig } from '../sidebar.config.ts'

const root = path.resolve(import.meta.dirname, '..')
const outIndex = process.argv.indexOf('--out')
const out = path.resolve(
  outIndex > 0 && process.argv[outIndex + 1] ? process.argv[outIndex + 1] : path.join(root, 'dist', 'search-records.json'),
)
const contentDir = process.env.DOCS_CONTENT_DIR ? path.resolve(process.env.DOCS_CONTENT_DIR) : undefined

const records = await collectRecords(root, sidebarConfig, contentDir)
mkdirSync(path.dirname(out), { recursive: true })
writeFileSync(out, JSON.stringify(records, null, 1) + '\n')
const settingsFile = out.replace(/(\.json)?$/, '.settings.json')
writeFileSync(settingsFile, JSON.stringify(algoliaIndexSettings, null, 2) + '\n')

const pages = new Set(records.map((record) => record.url_without_anchor)).size
console.log(`${records.length} records from ${pages} pages → ${path.relative(process.cwd(), out)}`)
console.log(`index settings → ${path.relative(process.cwd(), settingsFile)}`)
