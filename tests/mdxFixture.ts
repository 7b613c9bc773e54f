import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fixtureRoot } from './helpers.ts'

// A content folder for the tests that build MDX pages: the fixture site's two markdown pages plus the MDX
// part of the Docusaurus-style fixture (tests/fixtures/docusaurus-docs: mdx/, _partials/, src/components/).
// It is copied inside the project (under the ignored .cache/) because MDX pages import npm packages,
// which resolve from the importing file's folder upwards to node_modules/.

const projectRoot = path.resolve(import.meta.dirname, '..')
export const docusaurusFixture = path.join(import.meta.dirname, 'fixtures/docusaurus-docs')

export function makeMdxContent(): { contentDir: string; remove: () => void } {
  mkdirSync(path.join(projectRoot, '.cache'), { recursive: true })
  const contentDir = mkdtempSync(path.join(projectRoot, '.cache', 'mdx-content-'))
  cpSync(path.join(fixtureRoot, 'content'), contentDir, { recursive: true })
  for (const folder of ['mdx', '_partials', 'src/components']) {
    cpSync(path.join(docusaurusFixture, folder), path.join(contentDir, folder), { recursive: true })
  }
  return { contentDir, remove: () => rmSync(contentDir, { recursive: true, force: true }) }
}
