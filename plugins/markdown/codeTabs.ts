import path from 'node:path'
import type { Code, Nodes, Parent, Root } from 'mdast'
import type { VFile } from 'vfile'
import { walkChildren } from './walkTree.ts'
import { parseCodeMeta } from './codeBlocks.ts'
import { reportError } from './problems.ts'
import { prettierSettingsOf } from './prettierSettings.ts'
import { javascriptTitle, TranspileError, typescriptToJavaScript } from './typescriptToJavaScript.ts'

// docsPlugin's `codeTabs` option: each TypeScript example of a page is shown as two tabs, TypeScript and
// the JavaScript made of it here (typescriptToJavaScript.ts), in a `<docs-code-tabs>` element the theme
// renders as the site-wide `language` tab group (src/theme/tabs/CodeTabs.tsx). Runs before
// remarkCodeBlocks, which then highlights both blocks.
//
// Which blocks: every `ts` and `tsx` block the content checks typecheck, that is every one not marked
// `fragment` (a fragment is not checked, so its JavaScript could not be trusted either). Not a block
// inside MDX JSX (a page's own <Tabs>, or remark-typescript-tools' tabs, are already the author's choice), nor one
// marked `no-transpile`, remark-typescript-tools' word for a block left as it is.

export interface CodeTabsOptions {
  /** The file Prettier's settings are looked up from; default: the page itself (Prettier walks up from it). */
  prettierConfigFile?: string
  /**
   * What makes a block's JavaScript, when not typescriptToJavaScript on this thread: a build's worker
   * (tabsWorker.ts), the same function run there. Asked when the block is asked for.
   */
  transpiler?: () => Transpile | undefined
}

/** typescriptToJavaScript's signature: the JavaScript of a block, '' when it has none, TranspileError when it does not parse. */
export type Transpile = (code: string, language: 'ts' | 'tsx', prettierConfigFile: string) => Promise<string>

const transpiled = new Map<string, Promise<string>>()

export function remarkCodeTabs(options: CodeTabsOptions = {}) {
  return async (tree: Root, file: VFile) => {
    const found: { node: Code; parent: Parent; language: 'ts' | 'tsx' }[] = []
    walkChildren<Nodes>(tree, (node, _index, parent) => {
      if (node.type !== 'code') return
      const language = node.lang?.toLowerCase()
      if (language !== 'ts' && language !== 'tsx') return
      const flags = parseCodeMeta(node.meta).flags
      if (parent.type === 'mdxJsxFlowElement' || flags.has('fragment') || flags.has('no-transpile')) return
      found.push({ node, parent: parent as Parent, language })
    })
    if (!found.length) return
    const configFile = options.prettierConfigFile ?? path.resolve(String(file.path))
    // The settings, not the file they come from: a watched rebuild that sees an edited .prettierrc must not
    // reuse this process's JavaScript formatted by the old ones (pageCache.ts clears Prettier's own cache).
    const settings = await prettierSettingsOf(configFile)
    await Promise.all(
      found.map(async ({ node, parent, language }) => {
        const key = `${language}\0${settings}\0${node.value}`
        const transpile = () => {
          const made = options.transpiler?.() ?? typescriptToJavaScript
          if (!transpiled.has(key)) transpiled.set(key, made(node.value, language, configFile))
          return transpiled.get(key)!
        }
        const results = file.data.codeResults
        let javascript: string
        try {
          // Kept between builds by the block, its language and the Prettier settings that format it.
          javascript = results
            ? await results.getAsync(`javascript\0${language}\0${settings}\0${node.value}`, transpile)
            : await transpile()
        } catch (error) {
          transpiled.delete(key)
          if (!(error instanceof TranspileError)) throw error
          reportError(file, node, `Code block: the TypeScript does not parse, so it has no JavaScript tab: ${error.message}`)
          return
        }
        // Types only (a signature): no JavaScript to show, so no tabs; an empty JavaScript tab helps nobody.
        if (!javascript) return
        const javascriptBlock: Code = {
          type: 'code',
          lang: language === 'tsx' ? 'jsx' : 'js',
          // Line highlights are numbered on the TypeScript: they would mark the wrong JavaScript lines.
          meta: javascriptMeta(node.meta),
          value: javascript,
          position: node.position,
        }
        const tabs = {
          type: 'codeTabs',
          position: node.position,
          data: { hName: 'docs-code-tabs' },
          children: [node, javascriptBlock],
        }
        parent.children.splice(parent.children.indexOf(node), 1, tabs as never)
      }),
    )
  }
}

/** The TypeScript block's meta for its JavaScript: the title renamed, `{…}` line ranges dropped. */
function javascriptMeta(meta: string | null | undefined): string | null {
  if (!meta) return null
  return meta
    .replace(
      /title=(?:"([^"]*)"|'([^']*)'|(\S+))/,
      (_, a?: string, b?: string, c?: string) => `title="${javascriptTitle(a ?? b ?? c ?? '')}"`,
    )
    .replace(/\{[\d,\s-]+\}/g, '')
    .trim()
}
