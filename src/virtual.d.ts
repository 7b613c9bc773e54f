// Modules served by the docs plugin (plugins/docs/manifest.ts); src/content/manifest.ts gives the manifest its type.
declare module 'virtual:docs-manifest' {
  export const routes: unknown[]
  export const version: unknown
  export const sidebar: unknown
}

// The site's own pages (plugins/docs/sitePages.ts); src/content/sitePages.ts gives them their type.
declare module 'virtual:site-pages' {
  export const sitePages: unknown[]
}
