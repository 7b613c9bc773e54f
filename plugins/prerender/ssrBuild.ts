import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { EnvironmentOptions, UserConfig } from 'vite'
import type { RenderedRoute } from '../../shared/types.ts'

/** What src/entry-server.tsx exports: the app rendered at a URL (the pages come from the docs plugin). */
export interface ServerEntry {
  render(url: string): Promise<RenderedRoute>
}

/** A fresh folder for the server bundle, inside the project (Node resolves its imports from node_modules). */
export function serverBundleFolder(cacheDir: string): string {
  mkdirSync(cacheDir, { recursive: true })
  // Unique, so concurrent builds don't share it.
  return mkdtempSync(path.join(cacheDir, 'prerender-'))
}

/**
 * The `ssr` environment: src/entry-server.tsx bundled for Node into `outDir`, unminified, nothing else
 * written (no public folder, no manifest). It runs the same plugin instances as the browser bundle (the
 * docs plugins are shared during the build), so it serves the pages the browser build compiled.
 */
export function serverEnvironment(userConfig: UserConfig, entry: string, outDir: string): EnvironmentOptions {
  return {
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      sourcemap: false,
      manifest: false,
      ssrManifest: false,
      reportCompressedSize: false,
      rolldownOptions: {
        ...(userConfig.build?.rolldownOptions ?? userConfig.build?.rollupOptions),
        input: entry,
        output: { format: 'es', entryFileNames: 'entry-server.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    },
  }
}

/** Imports the bundled server entry; `dispose` removes its folder. */
export async function importServerEntry(outDir: string): Promise<ServerEntry> {
  return (await import(pathToFileURL(path.join(outDir, 'entry-server.mjs')).href)) as ServerEntry
}

export function removeServerBundle(outDir: string): void {
  rmSync(outDir, { recursive: true, force: true })
}
