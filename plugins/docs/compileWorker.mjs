// A compile worker's entry (compileWorkers.ts starts it): the engine is TypeScript, which Node 20 runs
// only through a loader, so the worker registers tsx's (as the build's own config loading does) and
// then runs the worker proper.
import { register } from 'tsx/esm/api'

register()
await import('./compileWorkerMain.ts')
