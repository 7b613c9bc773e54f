import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { resolveConfig, searchForWorkspaceRoot } from 'vite'
import { docsPlugin } from '../../plugins/index.ts'
import { siteSettings } from '../../site.config.ts'

// The dev server serves each page's module from the content folder. A content folder outside the project
// (a Docusaurus site's `path: '../docs'`, a generated tree in /tmp) was refused with a 403 and the page
// never showed: the docs plugin now lets the server read it.

const projectRoot = path.resolve(import.meta.dirname, '../..')
const contentDir = mkdtempSync(path.join(tmpdir(), 'docs-outside-'))
afterAll(() => rmSync(contentDir, { recursive: true, force: true }))

const allowedFolders = async (allow?: string[]) => {
  const config = await resolveConfig(
    {
      root: projectRoot,
      configFile: false,
      logLevel: 'silent',
      ...(allow ? { server: { fs: { allow } } } : {}),
      plugins: [docsPlugin({ site: siteSettings({}), contentDir, search: false, prerender: false })],
    },
    'serve',
  )
  return config.server.fs.allow
}

describe("the dev server's file access", () => {
  it('allows the content folder and the pages folder beside the workspace root, Vite’s default', async () => {
    expect(await allowedFolders()).toEqual([searchForWorkspaceRoot(projectRoot), contentDir, path.join(projectRoot, 'src/pages')])
  })

  it("adds them to the folders a config lists itself, without Vite's default", async () => {
    const own = path.join(projectRoot, 'content')
    const allowed = await allowedFolders([own])
    // (Vite adds its own client's folder after them.)
    expect(allowed.slice(0, 3)).toEqual([own, contentDir, path.join(projectRoot, 'src/pages')])
    expect(allowed).not.toContain(searchForWorkspaceRoot(projectRoot))
  })
})
