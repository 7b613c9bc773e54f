import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

// micromark 4.0.3 (the parser under remark-parse) applies its event edits with `EditMap.consume`, which
// copies the whole event list on every call, and the document tokenizer calls it each time a container
// (list item, block quote) closes. So a page's parse time grew with the square of its size: a 5 MB page
// took the build from ~5 s to ~3 minutes. Applying the edits as in-place splices, last first, gives the
// same list and costs only the events after each edit (a few, near the end, in the calls that matter).
// The upstream class is patched because micromark constructs it internally; nothing else changes.

type Event = unknown
interface EditMapLike {
  map: [at: number, remove: number, add: Event[]][]
  index: Map<number, unknown>
  consume(events: Event[]): void
}

/** Replaces `list[start, start + remove)` with `items`, in chunks (spreading huge arrays overflows the stack). */
function spliceInPlace(list: Event[], start: number, remove: number, items: Event[]): void {
  if (items.length < 10_000) {
    list.splice(start, remove, ...items)
    return
  }
  list.splice(start, remove)
  for (let offset = 0; offset < items.length; offset += 10_000) {
    list.splice(start + offset, 0, ...items.slice(offset, offset + 10_000))
  }
}

function consumeInPlace(this: EditMapLike, events: Event[]): void {
  this.map.sort((a, b) => a[0] - b[0])
  for (let i = this.map.length - 1; i >= 0; i--) {
    const [at, remove, add] = this.map[i]
    // As the original: an edit never removes past the start of the next one (it truncated the list there).
    const next = i + 1 < this.map.length ? this.map[i + 1][0] : Infinity
    spliceInPlace(events, at, Math.min(remove, next - at), add)
  }
  this.map.length = 0
  this.index.clear()
}

/** The `EditMap` classes micromark may load: its production build and its `development` one. */
async function editMapClasses(): Promise<{ prototype: EditMapLike }[]> {
  // Resolved the way the parser resolves it (each package from the one that depends on it), so a nested
  // install is found too; both entry points, since a `development` condition selects `dev/`.
  let require = createRequire(import.meta.url)
  for (const name of ['remark-parse', 'mdast-util-from-markdown', 'micromark']) require = createRequire(require.resolve(name))
  const entry = require.resolve('micromark-util-edit-map')
  const folder = path.dirname(entry)
  const classes = []
  for (const file of [path.join(folder, 'index.js'), path.join(folder, 'dev', 'index.js')]) {
    const module = (await import(pathToFileURL(file).href).catch(() => null)) as { EditMap?: { prototype: EditMapLike } } | null
    if (module?.EditMap) classes.push(module.EditMap)
  }
  return classes
}

let installed: Promise<void> | undefined

/** Makes micromark's edit application linear. Idempotent; the pipeline awaits it before its first parse. */
export function installLinearEditMap(): Promise<void> {
  return (installed ??= editMapClasses().then((classes) => {
    if (!classes.length)
      throw new Error('micromark-util-edit-map not found: the markdown parser changed; see plugins/markdown/linearEditMap.ts')
    for (const editMap of classes) editMap.prototype.consume = consumeInPlace
  }))
}

export { consumeInPlace, editMapClasses }
