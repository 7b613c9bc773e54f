import { parentPort } from 'node:worker_threads'
import { loadPrettier } from './prettierSettings.ts'
import { TranspileError, typescriptToJavaScript } from './typescriptToJavaScript.ts'
import type { TabsReply, TabsRequest } from './tabsWorker.ts'

// The JavaScript tabs' worker (tabsWorker.ts starts it): Prettier (and typescript 5, when a block needs it)
// is loaded here, not on the build's thread. The blocks asked for in one turn, the requests of every page
// handed over at once, are transpiled together (one run of the native compiler, nativeTranspile.ts), and
// a request is answered in one message.

const port = parentPort!
// Loaded from the start, while the worker waits for its first blocks.
void loadPrettier()

port.on('message', async ({ id, blocks }: TabsRequest) => {
  const results = await Promise.all(
    blocks.map(({ code, language, configFile }) =>
      typescriptToJavaScript(code, language, configFile).then(
        (javascript): TabsReply['results'][number] => ({ javascript }),
        (error: unknown): TabsReply['results'][number] =>
          error instanceof TranspileError ? { transpileError: error.message } : { error: (error as Error)?.stack ?? String(error) },
      ),
    ),
  )
  port.postMessage({ id, results } satisfies TabsReply)
})
