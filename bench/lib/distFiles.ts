import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { init, parse } from 'es-module-lexer'

// Reading a build output folder: file sizes (raw and gzip -9, the level static hosts precompress with)
// and the static import graph of its JavaScript, as the browser would follow it.

export interface Size {
  raw: number
  gzip: number
}

export const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length

export const sizeOf = (content: string | Buffer): Size => ({ raw: Buffer.byteLength(content), gzip: gzipSize(content) })

export const sumSizes = (sizes: Size[]): Size =>
  sizes.reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 })

/** A read-only view of a build folder; paths are relative to it, with `/` separators. */
export class DistFolder {
  private readonly texts = new Map<string, string>()
  private readonly sizes = new Map<string, Size>()
  private readonly modules = new Map<string, { staticImports: string[]; exports: string[] }>()

  private constructor(readonly root: string) {}

  static async open(root: string): Promise<DistFolder> {
    await init
    return new DistFolder(path.resolve(root))
  }

  /** Every file, recursively, sorted; not the build's `.gz`/`.br` copies of its text files (precompress.ts). */
  files(): string[] {
    const found: string[] = []
    const walk = (dir: string) => {
      const names = readdirSync(dir).sort()
      const listed = new Set(names)
      for (const name of names) {
        const full = path.join(dir, name)
        if (statSync(full).isDirectory()) walk(full)
        else if (/\.(gz|br)$/.test(name) && listed.has(name.replace(/\.(gz|br)$/, ''))) continue
        else found.push(path.relative(this.root, full).split(path.sep).join('/'))
      }
    }
    walk(this.root)
    return found
  }

  text(file: string): string {
    let text = this.texts.get(file)
    if (text === undefined) this.texts.set(file, (text = readFileSync(path.join(this.root, file), 'utf8')))
    return text
  }

  size(file: string): Size {
    let size = this.sizes.get(file)
    if (!size) this.sizes.set(file, (size = sizeOf(readFileSync(path.join(this.root, file)))))
    return size
  }

  /** A URL as written in `fromFile` (`/assets/x.js`, `./x.js`, `assets/x.js` in HTML) → a file of the folder. */
  resolve(url: string, fromFile: string): string | undefined {
    if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(url)) return undefined // another origin, or data:
    const clean = url.split(/[?#]/)[0]
    const joined = clean.startsWith('/') ? clean.slice(1) : path.posix.join(path.posix.dirname(fromFile), clean)
    const file = path.posix.normalize(joined)
    if (file.startsWith('..')) return undefined
    try {
      return statSync(path.join(this.root, file)).isFile() ? file : undefined
    } catch {
      return undefined
    }
  }

  private module(file: string) {
    let info = this.modules.get(file)
    if (!info) {
      const [imports, exports] = parse(this.text(file), file)
      const staticImports = imports
        .filter((entry) => entry.d === -1 && entry.n !== undefined)
        .map((entry) => this.resolve(entry.n!, file))
        .filter((resolved): resolved is string => Boolean(resolved))
      info = { staticImports, exports: exports.map((entry) => entry.n) }
      this.modules.set(file, info)
    }
    return info
  }

  exportsOf(file: string): string[] {
    return this.module(file).exports
  }

  /** The files and every file they import statically, transitively (dynamic `import()` is not followed). */
  staticClosure(files: string[]): string[] {
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      if (file.endsWith('.js') || file.endsWith('.mjs')) for (const imported of this.module(file).staticImports) visit(imported)
    }
    files.forEach(visit)
    return [...seen]
  }
}
