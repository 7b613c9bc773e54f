import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { beforeAll, describe, expect, it } from 'vitest'
import { docsPlugin } from '../../plugins/index.ts'
import { buildApp, warningLogger } from '../buildFixture.ts'
import { reduxErrorCodesPlugin } from '../../site/reduxErrorCodes.ts'

// The fixture Docusaurus site (tests/fixtures/docusaurus-site) built with `docusaurus: { siteDir }` and no
// other content option: its docs at their Docusaurus routes, its own remark plugin run, its title, and
// the build warnings naming what it leaves out.

const projectRoot = path.resolve(import.meta.dirname, '../..')
const siteDir = path.join(projectRoot, 'tests/fixtures/docusaurus-site')
let outDir: string
const warnings: string[] = []
const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8')

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'docusaurus-site-'))
  const logger = warningLogger(warnings)
  await buildApp({
    root: projectRoot,
    configFile: false,
    logLevel: 'silent',
    customLogger: logger,
    plugins: [docsPlugin({ docusaurus: { siteDir }, search: false }), reduxErrorCodesPlugin(), react()],
    build: { outDir, emptyOutDir: true },
  })
}, 240_000)

describe('a Docusaurus site built from its config alone', () => {
  it('builds its docs at the routes Docusaurus gives them (routeBasePath /, front matter ids)', () => {
    expect(read('config/loading.html')).toContain('<h1')
    expect(read('config/options.html')).toContain('href="/config/loading"')
  })

  it('runs the config’s own remark plugin and uses its title', () => {
    const page = read('config/loading.html')
    expect(page).toContain('The engine reads Fixture Kit&#x27;s')
    expect(page).not.toContain('%product%')
    expect(page).toMatch(/<title>Loading the config \| Fixture Kit<\/title>/)
  })

  it('warns once for the packages that are not installed and once for the settings left out, naming the config', () => {
    const fromConfig = warnings.filter((warning) => warning.includes('tests/fixtures/docusaurus-site/docusaurus.config.ts'))
    expect(fromConfig.filter((warning) => warning.includes('not installed'))).toHaveLength(1)
    expect(fromConfig.filter((warning) => warning.includes('this engine does not support'))).toHaveLength(1)
    expect(fromConfig.join('\n')).toContain('@getcanary/docusaurus-theme-search-pagefind')
  })
})
