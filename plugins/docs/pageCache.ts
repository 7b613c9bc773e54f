import { hash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { deserialize, serialize } from 'node:v8'
import type { CompileReads } from '../markdown/compileReads.ts'
import { clearPrettierSettings, prettierSettingsOf } from '../markdown/prettierSettings.ts'
import type { DocsPage } from './contentStore.ts'
import { groupedFiles } from '../groupedFiles.ts'

// Whole compiled pages kept on disk between builds (as Docusaurus and Vite keep theirs in node_modules), so a
// build compiles only the pages whose inputs changed. A page is kept with everything its compile read, and
// taken again only while each of those reads the same:
// - the engine's code that compiles it: the text of every file of the engine the content store imports,
//   followed import by import from here (markdown/, the compile parts of docs/, shared/), and the
//   installed packages (the lockfile, and npm's record of what node_modules holds) and Node's version;
// - the pipeline's options (those a compile worker is given: markdown, format, MDX components, toc, code
//   tabs, the folders), the page's path and (a page of the pages folder) route, and its source;
// - the Prettier settings that apply to the page, when code tabs are on (its JavaScript tabs are formatted
//   with them);
// - what the compile looked up (markdown/compileReads.ts): the route of each file its `.md` links name (a
//   moved page, or a page added where a link pointed at none), and each file it read: images' sizes, MDX
//   partials (by their text, and their own reads).
// A page that failed is not kept (it is compiled again, and its errors reported again); a page's warnings
// are part of it. One file per page path, named by a hash of it and of the options, in a folder named by
// the engine's hash and one named by the options: an edited page replaces its own file, a whole build removes
// the files of pages it no longer has (`sweep`), and a change to the engine removes the folders of other
// engines. Kept with V8's serializer, not JSON as the code cache's results are: a page holds a Set
// (its ids) and front matter may hold dates, and this is exactly the copy a compile worker's page arrives
// as (structured clone). DOCS_CODE_CACHE=off turns it off with the code cache (a cold build, measured).

/** A compiled page as kept: without its path and source (the key), nor its chunk's URL (known later). */
export type KeptPage = Omit<DocsPage, 'absolutePath' | 'source' | 'url'>

interface Entry {
  /** Digest of the source and of the Prettier settings that apply to the page. */
  input: string
  /** Each file the compile read, with its digest (null: missing). */
  files: [file: string, digest: string | null][]
  routes: CompileReads['routes']
  page: KeptPage
}

export interface PageCacheSession {
  /** The kept page of `file` compiled from `source` (at `route`: a page of the pages folder), if it is still valid. */
  get(file: string, source: string, route?: string): Promise<KeptPage | undefined>
  /** Keeps a page compiled in this session from the source it was last looked up with (else nothing is kept). */
  save(file: string, source: string, route: string | undefined, page: KeptPage | DocsPage): void
  /**
   * Removes the kept pages of these options that this session did not look up: called once a build has
   * looked up every page of the site, it removes the files of deleted and moved pages.
   */
  sweep(): void
}

export interface PageCache {
  /** A build's use of the cache: files read by kept pages are read once a session. */
  session(): PageCacheSession
}

/**
 * A cache in `folder` for pages compiled with `compileOptions` (the options a compile worker is given:
 * plain data); `routeOfFile` is the route lookup the compile's links make. Undefined when
 * DOCS_CODE_CACHE=off, or when no lockfile tells the packages' versions.
 */
export function createPageCache(
  folder: string,
  compileOptions: { codeTabs?: boolean; [option: string]: unknown },
  routeOfFile: (contentRelativeFile: string) => string | undefined,
): PageCache | undefined {
  if (process.env.DOCS_CODE_CACHE === 'off') return undefined
  const engine = engineDigest()
  // Without it, what made a kept page cannot be told: none is kept.
  if (!engine) return undefined
  const home = path.join(folder, engine)
  const scope = JSON.stringify(compileOptions)
  // The pages of one set of options (one site, one test fixture) in a folder of their own, which a sweep
  // of that site's build reads alone: another site's pages are never its to remove.
  const scopeHome = path.join(home, digest(scope).slice(0, 16))
  let pruned = false
  return {
    session() {
      // Read again each build: a watched rebuild in the same process sees an edited .prettierrc.
      if (compileOptions.codeTabs) void clearPrettierSettings()
      const fileDigests = new Map<string, string | null>()
      const fileDigest = (file: string) => {
        let known = fileDigests.get(file)
        if (known === undefined) fileDigests.set(file, (known = existsSync(file) ? digest(readFileSync(file)) : null))
        return known
      }
      /** Each file's entry name and input digest as last looked up. */
      const looked = new Map<string, { name: string; sourceDigest: string; input: string }>()
      const entryPath = (name: string) => path.join(scopeHome, name.slice(0, 2), `${name}.bin`)
      return {
        async get(file, source, route) {
          const name = digest(`${scope}\0${file}\0${route ?? ''}`)
          const settings = compileOptions.codeTabs ? await prettierSettingsOf(file) : ''
          const sourceDigest = digest(source)
          const input = digest(`${sourceDigest}\0${settings}`)
          looked.set(file, { name, sourceDigest, input })
          let entry: Entry
          try {
            entry = deserialize(readFileSync(entryPath(name))) as Entry
          } catch {
            return undefined // not kept (or cut short by a killed build: compiled again)
          }
          if (entry.input !== input) return undefined
          if (entry.routes.some(([contentFile, kept]) => (routeOfFile(contentFile) ?? null) !== kept)) return undefined
          if (entry.files.some(([read, kept]) => fileDigest(read) !== kept)) return undefined
          return entry.page
        },
        save(file, source, route, page) {
          const lookup = looked.get(file)
          // Kept only as the page looked up: its source, route and Prettier settings are those of the key.
          if (!lookup || lookup.name !== digest(`${scope}\0${file}\0${route ?? ''}`) || lookup.sourceDigest !== digest(source)) return
          if (!pruned) {
            pruned = true
            prune(folder, engine)
          }
          const { absolutePath: _, source: __, url: ___, ...kept } = page as DocsPage
          const entry: Entry = {
            input: lookup.input,
            files: page.reads.files.map((read) => [read, fileDigest(read)]),
            routes: page.reads.routes,
            page: kept,
          }
          const target = entryPath(lookup.name)
          // Written beside and renamed: a reader (a later build, another one at once) never sees half a file.
          const temporary = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`
          try {
            mkdirSync(path.dirname(target), { recursive: true })
            writeFileSync(temporary, serialize(entry))
            renameSync(temporary, target)
          } catch {
            // Not kept (a full disk, or another engine's build removing this folder at once): compiled next time.
            try {
              rmSync(temporary, { force: true })
            } catch {
              // No folder to have written it in.
            }
          }
        },
        sweep() {
          const names = new Set([...looked.values()].map(({ name }) => `${name}.bin`))
          // Only whole entries: a `.bin.<pid>.<random>` file is another build's being written.
          for (const { dir, name } of groupedFiles(scopeHome))
            if (name.endsWith('.bin') && !names.has(name)) rmSync(path.join(dir, name), { force: true })
        },
      }
    },
  }
}

/** Removes the folders of other engines' pages (the engine's code or the packages changed): never read again. */
function prune(folder: string, engine: string): void {
  let names: string[]
  try {
    names = readdirSync(folder)
  } catch {
    return
  }
  for (const name of names) if (name !== engine) rmSync(path.join(folder, name), { recursive: true, force: true })
}

const here = path.dirname(fileURLToPath(import.meta.url))

/**
 * The text of the engine's files a page's compile runs: the content store and every file of the project
 * it imports, and they import, in turn (relative imports; packages are covered by the lockfile).
 */
export function engineFiles(): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const text = readFileSync(file, 'utf8')
    // `new URL('./x.ts', import.meta.url)`: a worker's entry (compileWorkerMain.ts, tabsWorkerMain.ts).
    for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*|\bnew URL\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = path.resolve(path.dirname(file), match[1])
      if (existsSync(target)) visit(target)
    }
  }
  visit(path.join(here, 'contentStore.ts'))
  return [...seen].sort()
}

/**
 * The engine that compiles (engineFiles), the installed packages and Node, as one digest; undefined when
 * the engine's files or the lockfile cannot be read.
 */
export function engineDigest(): string | undefined {
  const packages = packagesDigest()
  const source = engineSource()
  return packages && source ? digest(`${source}\0${packages}\0${process.version}\0${process.versions.v8}`) : undefined
}

/** Their text, with their names; undefined when it cannot be read (the engine bundled into one file). */
function engineSource(): string | undefined {
  try {
    return engineFiles()
      .map((file) => `${path.relative(here, file)}\0${readFileSync(file, 'utf8')}`)
      .join('\0')
  } catch {
    return undefined
  }
}

/**
 * The installed packages, by the lockfile and npm's record of node_modules nearest up from the engine (whose
 * packages the compile loads); undefined when neither is found.
 */
function packagesDigest(): string | undefined {
  for (let dir = here; ; dir = path.dirname(dir)) {
    const found = [path.join(dir, 'package-lock.json'), path.join(dir, 'node_modules', '.package-lock.json')].filter((file) =>
      existsSync(file),
    )
    if (found.length) return digest(found.map((file) => readFileSync(file, 'utf8')).join('\0'))
    if (path.dirname(dir) === dir) return undefined
  }
}

function digest(data: string | Uint8Array): string {
  return hash('sha1', data, 'base64url')
}
