import { rmSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createLogger, createServer, type ViteDevServer } from 'vite'
import { docsPlugin } from '../../plugins/index.ts'
import { copyFixture } from './badSite.ts'

// The dev server compiles every page in the background once it is idle, to check links
// (plugins/docs/devLinkCheck.ts). It listed the content folder on a timer after the server had closed,
// and a folder gone by then (a test's temporary site) was an unhandled rejection; a folder removed under
// a running server (a branch switched) threw out of the watcher's listener: either ends the process. Now a
// closed server compiles no more, and both log what failed.

const projectRoot = path.resolve(import.meta.dirname, '../..')
let server: ViteDevServer | undefined
const rejections: unknown[] = []
const onRejection = (reason: unknown) => void rejections.push(reason)
afterEach(async () => {
  await server?.close()
  server = undefined
  process.off('unhandledRejection', onRejection)
  rejections.length = 0
})

async function startServer(content: string, errors: string[] = []) {
  const logger = createLogger('silent')
  logger.error = (message) => void errors.push(message)
  process.on('unhandledRejection', onRejection)
  server = await createServer({
    root: projectRoot,
    configFile: false,
    customLogger: logger,
    server: { host: '127.0.0.1', port: 0 },
    plugins: [
      docsPlugin({ site: { title: 'Docs', url: 'https://docs.example.org' }, contentDir: content, search: false, prerender: false }),
    ],
  })
  await server.listen()
  return server
}

/** Past the background check's start (0.5 s after the server is idle) and a page's compile. */
const pastTheCheck = () => new Promise((resolve) => setTimeout(resolve, 1_500))

describe("the dev server's background link check", () => {
  it('stops with the server: a content folder removed after the server closed raises nothing', async () => {
    const site = copyFixture()
    const started = await startServer(site.content)
    await started.close()
    rmSync(site.dir, { recursive: true, force: true })
    await pastTheCheck()
    expect(rejections).toEqual([])
  })

  it('logs a failure (the content folder removed under the running server), never an unhandled rejection', async () => {
    const site = copyFixture()
    const errors: string[] = []
    await startServer(site.content, errors)
    rmSync(site.dir, { recursive: true, force: true })
    await pastTheCheck()
    expect(rejections).toEqual([])
    // Named in the terminal (by the watcher's listener or the background check, whichever lists it first).
    expect(errors.join('\n')).toContain(`docsPlugin option contentDir: no folder ${site.content}`)
  })
})
