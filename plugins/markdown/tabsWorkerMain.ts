import { parentPort } from 'node:worker_threads'
import { TranspileError, typescriptToJavaScript } from './typescriptToJavaScript.ts'
import type { TabsReply, TabsRequest } from './tabsWorker.ts'

// The JavaScript tabs' worker (tabsWorker.ts starts it): typescript and Prettier are loaded here, not on
// the build's thread. A request's blocks are transpiled together (in one turn: one TypeScript program
// for the modules among them, transpileBatch.ts), and answered in one message.

const port = parentPort!

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
