// The JavaScript tabs' worker entry when it cannot be bundled (tabsWorker.ts): through tsx's loader.
import { register } from 'tsx/esm/api'

register()
await import('./tabsWorkerMain.ts')
