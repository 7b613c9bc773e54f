import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type InlineConfig, type PluginOption, type ResolvedConfig, type UserConfig } from 'vite'
import type { RenderedRoute } from '../../shared/types.ts'

/** What src/entry-server.tsx exports: the app rendered at a URL (the pages come from the docs plugin). */
export interface ServerEntry {
  render(url: string): Promise<RenderedRoute>
}

/** Every plugin of a (possibly nested, possibly async) plugin list, flattened. */
export async function flattenPlugins(
  option: PluginOption,
): Promise<Exclude<PluginOption, unknown[] | Promise<unknown> | false | null | undefined>[]> {
  const resolved = await option
  if (!resolved) return []
  if (Array.isArray(resolved)) return (await Promise.all(resolved.map(flattenPlugins))).flat()
  return [resolved]
}

/**
 * Bundles the server entry for Node with the user's config and the very plugin instances of the client
 * build: the docs plugin then serves the pages it already compiled (a fresh instance would compile every
 * page again, the costliest step of the build). Returns the imported module and a cleanup function.
 */
export async function buildServerEntry(options: {
  userConfig: UserConfig
  config: ResolvedConfig
  entry: string
  plugins: PluginOption[]
}): Promise<{ module: ServerEntry; cleanup: () => void }> {
  const { userConfig, config } = options
  // Inside the project, so Node resolves the bundle's external imports (react, react-router-dom…)
  // from its node_modules; unique, so concurrent builds don't share it.
  mkdirSync(config.cacheDir, { recursive: true })
  const outDir = mkdtempSync(path.join(config.cacheDir, 'prerender-'))
  const inline: InlineConfig = {
    ...userConfig,
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    clearScreen: false,
    publicDir: false,
    plugins: options.plugins,
    experimental: {
      ...userConfig.experimental,
      // The page chunks the manifest imports: file URLs, so Node can import them (the manifest names the
      // browser's chunks for the markup). Other assets keep the browser's URLs, which the markup must carry.
      // (`fileName` still holds the hash placeholder the bundler fills in later: it must stay unencoded.)
      renderBuiltUrl: (fileName) => (fileName.endsWith('.mjs') ? `${pathToFileURL(outDir).href}/${fileName}` : undefined),
    },
    build: {
      ...userConfig.build,
      ssr: options.entry,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      sourcemap: false,
      manifest: false,
      ssrManifest: false,
      reportCompressedSize: false,
      rollupOptions: undefined,
      rolldownOptions: {
        ...(userConfig.build?.rolldownOptions ?? userConfig.build?.rollupOptions),
        output: { format: 'es', entryFileNames: 'entry-server.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    },
  }
  const cleanup = () => rmSync(outDir, { recursive: true, force: true })
  try {
    await build(inline)
    const module = (await import(pathToFileURL(path.join(outDir, 'entry-server.mjs')).href)) as ServerEntry
    return { module, cleanup }
  } catch (error) {
    cleanup()
    throw error
  }
}
