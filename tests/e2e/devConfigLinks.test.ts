import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ViteDevServer } from 'vite'
import { fixtureRoot } from '../helpers.ts'
import { serveFixture, warningLogger } from '../buildFixture.ts'

// The dev server checks the config files' links (navbar, footer, sidebar) as the build does, once it has
// compiled every page in the background, and names them in the terminal instead of failing.

let contentDir: string
let server: ViteDevServer
const warnings: string[] = []

beforeAll(async () => {
  contentDir = mkdtempSync(path.join(tmpdir(), 'docs-dev-config-'))
  cpSync(path.join(fixtureRoot, 'content'), contentDir, { recursive: true })
  const logger = warningLogger(warnings)
  server = await serveFixture({
    contentDir,
    logger,
    docs: {
      configLinks: [
        { file: 'navigation.config.ts', href: '/guide/nowhere' },
        { file: 'navigation.config.ts', href: '/guide/other' },
      ],
    },
  })
})

afterAll(async () => {
  await server?.close()
  rmSync(contentDir, { recursive: true, force: true })
})

describe('dev server', () => {
  it('warns in the terminal about a config file link to a missing page, and only about that one', async () => {
    await expect.poll(() => warnings.join('\n'), { timeout: 20_000, interval: 250 }).toContain('Broken links in config files')
    const report = warnings.find((warning) => warning.includes('Broken links in config files'))!
    expect(report).toContain('navigation.config.ts: /guide/nowhere  no page at /guide/nowhere')
    expect(report).not.toContain('/guide/other')
  })
})
