import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { build, createServer } from 'vite'
import { copyFixture } from './badSite.ts'

// Issue 32: the engine runs bundled, as part of vite.config.ts (Vite bundles the config and the local
// files it imports with rolldown), and the bundler removed a check the unbundled function passed: an
// unused decodeURI call in a try, taken for side-effect free. These builds load the engine that way.

const projectRoot = path.resolve(import.meta.dirname, '../..')

/** A copy of the fixture site whose intro page links to the given targets, and a config file for it. */
function siteWithConfig(body: string) {
  const site = copyFixture()
  const intro = path.join(site.content, 'guide', 'intro.md')
  writeFileSync(intro, readFileSync(intro, 'utf8') + `\n${body}\n`)
  // .mts: bundled as ESM, as the project's own vite.config.ts is (package.json's type: module)
  const configFile = path.join(site.dir, 'vite.config.mts')
  writeFileSync(
    configFile,
    `import { docsPlugin } from ${JSON.stringify(path.join(projectRoot, 'plugins/index.ts'))}\n` +
      `export default { root: ${JSON.stringify(projectRoot)}, publicDir: ${JSON.stringify(site.publicDir)}, ` +
      `plugins: [docsPlugin({ site: { title: 'Docs', url: 'https://docs.example.org' }, search: false, prerender: false, contentDir: ${JSON.stringify(site.content)} })], ` +
      `build: { outDir: ${JSON.stringify(path.join(site.dir, 'dist'))} } }\n`,
  )
  return { ...site, configFile }
}

const badTargets = '![x](/img/a%E0%A4%A.png) and [x](/files/a%E0%A4%A.zip)'

describe('a malformed %-escape, with the engine bundled into the config', () => {
  it('fails `vite build` naming file and line, not with a bare URIError', async () => {
    const site = siteWithConfig(badTargets)
    const message = await build({ configFile: site.configFile, logLevel: 'silent' }).then(
      () => 'built',
      (error: Error) => error.message,
    )
    expect(message).toMatch(/guide\/intro\.md:\d+:\d+ {2}\/img\/a%E0%A4%(25)?A\.png {2}malformed %-escape in an image target/)
    expect(message).toMatch(/guide\/intro\.md:\d+:\d+ {2}\/files\/a%E0%A4%(25)?A\.zip {2}malformed %-escape in a link target/)
    expect(message).not.toContain('URIError')
  })

  it('fails the page in the dev server, which keeps running', async () => {
    const site = siteWithConfig(badTargets)
    const server = await createServer({
      configFile: site.configFile,
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: 0, fs: { allow: [projectRoot, site.dir] } },
    })
    await server.listen()
    // Before the fix the background link check threw the URIError out of the server (unhandled).
    const crashes: unknown[] = []
    const onCrash = (error: unknown) => void crashes.push(error)
    process.on('unhandledRejection', onCrash)
    try {
      const page = path.join(site.content, 'guide', 'intro.md')
      const error = await server.transformRequest(page).then(
        () => undefined,
        (error: Error) => error.message,
      )
      expect(error).toMatch(/malformed %-escape in an image target/)
      await new Promise((resolve) => setTimeout(resolve, 1500)) // the background compile and link check
      expect(crashes).toEqual([])
      expect((await fetch(new URL('guide/other', server.resolvedUrls!.local[0]))).status).toBe(200)
    } finally {
      process.off('unhandledRejection', onCrash)
      await server.close()
    }
  })
})

describe('the engine as Vite bundles it into the config', () => {
  // One file, no code splitting: the modules the engine imports lazily are in it too, and a package any
  // module imports at its top is imported at the file's top, loaded by every build and dev start. What only
  // compiling a page needs is imported when a page compiles, so a build that takes every page from the page
  // cache never loads it (nor, without an MDX page, the MDX compiler).
  const compileOnly = ['@mdx-js/mdx', 'remark-gfm', 'remark-directive', 'remark-rehype', 'rehype-raw']

  it('imports the packages only compiling needs when a page compiles, not at its start', async () => {
    const fromVite = createRequire(createRequire(import.meta.url).resolve('vite'))
    const { rolldown } = (await import(pathToFileURL(fromVite.resolve('rolldown')).href)) as typeof import('rolldown')
    const bundle = await rolldown({
      input: path.join(projectRoot, 'plugins/index.ts'),
      platform: 'node',
      logLevel: 'silent',
      treeshake: false,
      // Packages stay imports, as Vite's config bundle keeps them.
      external: (id) => !id.startsWith('.') && !path.isAbsolute(id),
    })
    const { output } = await bundle.generate({ format: 'esm', codeSplitting: false })
    await bundle.close()
    const [chunk] = output
    if (chunk.type !== 'chunk') throw new Error('expected one chunk')
    for (const name of compileOnly) {
      expect(chunk.imports, name).not.toContain(name)
      expect(chunk.dynamicImports, name).toContain(name)
    }
    // markdown-it is required (fastParse reads synchronously), with the first page parsed.
    expect(chunk.imports).not.toContain('markdown-it')
    expect(chunk.code).toContain('("markdown-it")')
    expect(chunk.imports).toContain('unified') // what every build needs stays
  })
})
