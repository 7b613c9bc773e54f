// Modules served by plugins/vite-plugin-docs.ts; src/content/manifest.ts gives the manifest its type.
declare module 'virtual:docs-manifest' {
  export const routes: unknown[]
  export const version: unknown
}
