import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildFixture, type FixtureOptions } from './buildFixture.ts'

// A build of the fixture site that several tests start from, made once per test worker: the test files
// of the `unit` project share their worker's modules (vitest.config.ts), so this map outlives a file.
// Only options that are plain data name a build (no logger, plugin or callback, whose effect a key would
// not show), with the variables of the environment a build reads (the site settings', DOCS_*), which a
// test may set.

type SharedOptions = Omit<FixtureOptions, 'outDir' | 'logger' | 'onDocsApi' | 'plugins'>

const builds = new Map<string, Promise<string>>()

/** The output folder of a build with `options`, made by the first caller in this worker: read it, never write it. */
export function sharedBuild(options: SharedOptions): Promise<string> {
  const environment = Object.entries(process.env).filter(([name]) => /^(SITE_URL|EDIT_URL|GTAG_ID|ALGOLIA_|DOCS_)/.test(name))
  const key = JSON.stringify([options, environment.sort()])
  let build = builds.get(key)
  if (!build) {
    build = buildFixture(options)
    // A failed build is not kept: the next caller builds again (and sees the error itself).
    build.catch(() => builds.delete(key))
    builds.set(key, build)
  }
  return build
}

/** A copy of that build's output in a fresh temporary folder, for a test that builds over it or moves it. */
export async function copyOfSharedBuild(options: SharedOptions): Promise<string> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'docs-build-'))
  cpSync(await sharedBuild(options), outDir, { recursive: true })
  return outDir
}
