import { mkdtempSync, writeFileSync } from 'node:fs'
import Module from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

// A Docusaurus config names packages this engine has no use for and that a site moving over need not
// install: its theme, a search theme (`require.resolve('@getcanary/docusaurus-theme-search-pagefind')`), an
// analytics plugin. While the config loads, a bare package that cannot be resolved from the site's own
// files resolves instead to a stub module: `require.resolve` returns the stub's path, `import`/`require`
// give a stub value (a function, any property of which is the stub again). The loader names each such
// package in one warning; the mapping leaves stubs out wherever they land (plugin lists, remark plugins).

const missingTag = Symbol.for('docs-engine.docusaurus.missing-package')

type ResolveFilename = (request: string, parent: { filename?: string | null } | undefined, ...rest: unknown[]) => string
const nodeModule = Module as unknown as { _resolveFilename: ResolveFilename }

let stubDir: string | undefined
/** Stub file → the package it stands for. */
const stubFiles = new Map<string, string>()

/** The package name of a bare import (`@scope/name/sub` → `@scope/name`); undefined for a relative or absolute one. */
export function packageNameOf(request: string): string | undefined {
  if (/^(\.|\/|[a-z]:[\\/]|node:|file:|data:)/i.test(request) || Module.isBuiltin(request)) return undefined
  const parts = request.split('/')
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/** The package a stub value stands for (a missing plugin in a remark list), or undefined. */
export function missingModuleName(value: unknown): string | undefined {
  if ((typeof value !== 'function' && typeof value !== 'object') || value === null) return undefined
  const name = (value as Record<symbol, unknown>)[missingTag]
  return typeof name === 'string' ? name : undefined
}

/** The package a path returned by a stubbed `require.resolve` stands for, or undefined. */
export function missingPackageOfPath(file: unknown): string | undefined {
  return typeof file === 'string' ? stubFiles.get(file) : undefined
}

/** Whether a config value is, or is built from, a stub (`[stub, options]` in a plugin list, a stub path). */
export function missingPackageIn(value: unknown): string | undefined {
  const head = Array.isArray(value) ? value[0] : value
  return missingModuleName(head) ?? missingPackageOfPath(head)
}

function stubFor(request: string, name: string): string {
  stubDir ??= mkdtempSync(path.join(tmpdir(), 'docusaurus-missing-'))
  const file = path.join(stubDir, `${stubFiles.size}-${request.replace(/[^\w.-]+/g, '_')}.cjs`)
  writeFileSync(
    file,
    `const tag = Symbol.for(${JSON.stringify(missingTag.description)})
const stub = new Proxy(function missingPackage() {}, {
  get(target, key) {
    if (key === tag) return ${JSON.stringify(name)}
    if (key === 'toString' || key === Symbol.toPrimitive) return () => ${JSON.stringify(`[missing package ${name}]`)}
    if (typeof key === 'symbol' || key === '__esModule' || key === 'then' || key === 'prototype') return undefined
    return stub
  },
  apply: () => stub,
  construct: () => stub,
})
module.exports = stub
`,
  )
  stubFiles.set(file, name)
  return file
}

/**
 * Runs `load` (synchronous) with unresolvable bare packages stubbed, for imports made by the site's own
 * files (not by installed packages: their missing dependencies stay errors). Each missing package is
 * added to `missing` once.
 */
export function whileStubbingMissingPackages<T>(missing: string[], load: () => T): T {
  const original = nodeModule._resolveFilename
  const stubs = new Map<string, string>()
  nodeModule._resolveFilename = function (this: unknown, request, parent, ...rest) {
    try {
      return original.call(this, request, parent, ...rest)
    } catch (error) {
      const name = packageNameOf(request)
      const fromSiteFile = !/[\\/]node_modules[\\/]/.test(parent?.filename ?? '')
      if (!name || !fromSiteFile || (error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw error
      if (!missing.includes(name)) missing.push(name)
      let stub = stubs.get(request)
      if (!stub) stubs.set(request, (stub = stubFor(request, name)))
      return stub
    }
  }
  try {
    return load()
  } finally {
    nodeModule._resolveFilename = original
  }
}
