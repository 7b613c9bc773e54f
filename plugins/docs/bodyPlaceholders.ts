import { randomBytes } from 'node:crypto'

// Builds hand the bundler each markdown page's module with a short placeholder where its body goes
// (`JSON.parse("docs-body:…")`), and put the body in once the chunk is rendered (the `renderChunk` hook,
// before the minifier and the content hash, so the output is the same bytes as with the body inline).
// Why: rolldown keeps every module it parsed until the bundle is closed, and a module holding a large
// string literal cost it ~1 MB of native memory per page (measured: 85 page modules of 3.9 MB took 150 MB;
// with placeholders 80 MB), the largest part of the build's peak memory.

/** Placeholders for page bodies: `placeholder(file)` in the module, `fillIn(code)` in the rendered chunk. */
export function createBodyPlaceholders(bodyOf: (file: string) => string | undefined) {
  // A nonce per build: page text can never spell a placeholder by chance.
  const prefix = `docs-body:${randomBytes(6).toString('hex')}:`
  const files: string[] = []
  const indexOf = new Map<string, number>()
  const pattern = new RegExp(`(["'\`])${prefix}(\\d+)\\1`, 'g')
  return {
    /** The string the page module carries instead of its body's JSON. */
    placeholder(file: string): string {
      let index = indexOf.get(file)
      if (index === undefined) indexOf.set(file, (index = files.push(file) - 1))
      return `${prefix}${index}`
    },
    /** The chunk's code with each placeholder string literal replaced by its page's body; null if it has none. */
    fillIn(code: string): string | null {
      if (!code.includes(prefix)) return null
      return code.replace(pattern, (_literal, _quote, index: string) => {
        const body = bodyOf(files[Number(index)])
        if (body === undefined) throw new Error(`the body of ${files[Number(index)]} is gone before its chunk was written`)
        return JSON.stringify(body)
      })
    },
  }
}
