import path from 'node:path'
import type { Plugin } from 'vite'

// `@theme/Tabs` and `@theme/TabItem`, the two Docusaurus modules remark-typescript-tools' tabs import, as
// this engine's components (src/theme/tabs/). The minimal stand-in until the Docusaurus modules plugin
// (plugins/docusaurus-modules/, issue 28) resolves every `@theme/*` module: that plugin maps these two to
// the same files, and this one can then go.

const themeTabsModules: Record<string, string> = {
  '@theme/Tabs': 'src/theme/tabs/Tabs.tsx',
  '@theme/TabItem': 'src/theme/tabs/TabItem.tsx',
}

/** The engine's root: where src/theme/ is (this file is plugins/tabs/). */
const engineRoot = path.resolve(import.meta.dirname, '../..')

export function themeTabsModulesPlugin(): Plugin {
  return {
    name: 'docs:theme-tabs-modules',
    enforce: 'pre',
    resolveId(id) {
      const file = themeTabsModules[id]
      return file ? path.join(engineRoot, file) : undefined
    },
  }
}
