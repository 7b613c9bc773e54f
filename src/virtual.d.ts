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

// The site settings (plugins/docs/siteConfigModule.ts); src/siteConfig.ts gives them their type.
declare module 'virtual:site-config' {
  export const siteConfig: unknown
}

// Where the embedded search index and its first part (titles and headings) are (empty without one) and
// the Algolia settings (null without them): plugins/search/vite-plugin-search.ts.
declare module 'virtual:search-config' {
  export const indexUrl: string
  export const headingsUrl: string
  export const algolia: unknown
}

// Redux's production error codes and their messages, from the installed redux (site/reduxErrorCodes.ts).
declare module 'virtual:redux-error-codes' {
  export const errorCodes: { code: number; message: string }[]
  export const reduxVersion: string
}

// Docusaurus's `siteConfig` for `useDocusaurusContext()` (plugins/docusaurus-modules/siteContextModule.ts).
declare module 'virtual:docusaurus-context' {
  export const siteConfig: unknown
}
// The site's own stylesheets (docsPlugin's `customCss`) and the announcement bar's colours: plugins/chrome/siteCss.ts.
declare module 'virtual:site-css' {}
