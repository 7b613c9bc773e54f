import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createServer, resolveConfig, type InlineConfig, type ViteDevServer } from 'vite'
import { docsPlugin } from '../../plugins/index.ts'
import { watchIgnored } from '../../plugins/docs/watchIgnored.ts'
import { copyFixture } from './badSite.ts'

// The content folder is watched by folderWatcher.ts, not by Vite's watcher; it leaves out what Vite's
// watcher would (plugins/docs/watchIgnored.ts): Vite's defaults and the config's `server.watch.ignored`,
// matched as chokidar matches them. Before, a config's `server.watch.ignored` never reached it: a drafts
// folder the config ignored still reloaded the open page on every save.

const projectRoot = path.resolve(import.meta.dirname, '../..')
const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** The project's config with `server.watch.ignored`; with the docs plugin for a content folder, if given. */
function siteConfig(ignored: unknown, content?: string): InlineConfig {
  return {
    root: projectRoot,
    configFile: false,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, watch: { ignored: ignored as string[] } },
    plugins: content
      ? [docsPlugin({ site: { title: 'Docs', url: 'https://docs.example.org' }, contentDir: content, search: false, prerender: false })]
      : [],
  }
}

describe('watchIgnored', () => {
  it("leaves out Vite's defaults and each kind of entry of server.watch.ignored, and nothing else of the content folder", async () => {
    const site = copyFixture()
    folders.push(site.dir)
    const bak = (file: string) => file.endsWith('.bak')
    // The docs plugin's own entry (the whole content folder, for Vite's watcher) is not this watch's.
    const ownEntry = (file: string) => file.startsWith(site.content)
    const config = await resolveConfig(siteConfig(['**/drafts/**', /\.tmp$/, bak, path.join(site.content, 'private'), ownEntry]), 'serve')
    const ignored = watchIgnored(config, new Set([ownEntry]))
    const inContent = (...parts: string[]) => path.join(site.content, ...parts)
    // Kept: the pages, and a file whose name merely contains an ignored folder's.
    expect(ignored(inContent('guide', 'intro.md'))).toBe(false)
    expect(ignored(inContent('drafts.md'))).toBe(false)
    expect(ignored(inContent('privateer.md'))).toBe(false)
    expect(ignored(site.content)).toBe(false)
    // A glob (dot-files too), a RegExp, a function, a folder's path (everything under it).
    expect(ignored(inContent('guide', 'drafts', 'next.md'))).toBe(true)
    expect(ignored(inContent('.hidden', 'drafts', 'next.md'))).toBe(true)
    expect(ignored(inContent('guide', 'intro.md.tmp'))).toBe(true)
    expect(ignored(inContent('guide', 'intro.md.bak'))).toBe(true)
    expect(ignored(inContent('private'))).toBe(true)
    expect(ignored(inContent('private', 'notes.md'))).toBe(true)
    // Vite's own: .git, node_modules, test-results, the cache folder.
    expect(ignored(inContent('.git', 'HEAD'))).toBe(true)
    expect(ignored(inContent('node_modules', 'x', 'README.md'))).toBe(true)
    expect(ignored(inContent('test-results', 'a.md'))).toBe(true)
    expect(ignored(path.join(config.cacheDir, 'deps', 'a.js'))).toBe(true)
  })

  it('is a single entry, not a list, as a config may give it', async () => {
    const site = copyFixture()
    folders.push(site.dir)
    const config = await resolveConfig(siteConfig('**/drafts/**'), 'serve')
    const ignored = watchIgnored(config)
    expect(ignored(path.join(site.content, 'drafts', 'a.md'))).toBe(true)
    expect(ignored(path.join(site.content, 'guide', 'intro.md'))).toBe(false)
  })
})

describe('the dev server’s watch of the content folder', () => {
  let server: ViteDevServer | undefined
  afterEach(async () => {
    await server?.close()
    server = undefined
  })

  it('gives no event for a file server.watch.ignored leaves out, and one for a page beside it', async () => {
    const site = copyFixture()
    folders.push(site.dir)
    mkdirSync(path.join(site.content, 'drafts'))
    const draft = path.join(site.content, 'drafts', 'next.md')
    writeFileSync(draft, '# Next\n')
    server = await createServer(siteConfig(['**/drafts/**'], site.content))
    await server.listen()
    const changed: string[] = []
    server.watcher.on('change', (file) => changed.push(path.relative(site.content, file)))
    const page = path.join(site.content, 'guide', 'intro.md')
    writeFileSync(draft, '# Next\n\nMore.\n')
    // After the draft's save: when the page's change comes, the draft's would have come before it.
    await new Promise((resolve) => setTimeout(resolve, 150))
    writeFileSync(page, '---\ntitle: Intro\n---\n\nChanged.\n')
    await expect.poll(() => changed, { timeout: 5_000 }).toContain(path.join('guide', 'intro.md'))
    expect(changed).not.toContain(path.join('drafts', 'next.md'))
  })
})
