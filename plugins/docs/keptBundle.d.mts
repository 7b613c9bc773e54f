// Types of keptBundle.mjs (plain JavaScript: scripts/build.mjs runs it before anything can load TypeScript).

/** The folder bundles of `entry` are kept under (`node_modules/.cache/<cache>/…`); undefined without a node_modules. */
export function keptBundleFolder(entry: string, cache: string): string | undefined

/**
 * The bundled entry file for the TypeScript `entry`, made now or kept from before; undefined when it cannot be
 * made. `inlinePackages`: the ESM packages it imports bundled too.
 */
export function keptBundle(entry: string, cache: string, options?: { inlinePackages?: boolean }): Promise<string | undefined>
