import type { Root } from 'mdast'

// An import the page already has, added again by a remark plugin: remark-typescript-tools adds
// `import Tabs from '@theme/Tabs'` and `import TabItem from '@theme/TabItem'` to every MDX page, since
// its check for existing imports looks for them among the tree's children, where MDX never puts them
// (they are in the ESM node's estree). A page that imports Tabs itself would then declare it twice, a
// syntax error in the bundle. An import whose every name is already bound, to the same export of
// the same module, is dropped (and an ESM node left empty); any other clash stays, for the bundler to report.

interface ImportDeclaration {
  type: 'ImportDeclaration'
  source: { value: unknown }
  specifiers: { type: string; local: { name: string }; imported?: { name?: string } }[]
}
type EsmNode = { type: 'mdxjsEsm'; data?: { estree?: { body: { type: string }[] } } }

const bindingOf = (declaration: ImportDeclaration, specifier: ImportDeclaration['specifiers'][number]) =>
  `${String(declaration.source.value)}\0${specifier.type}\0${specifier.imported?.name ?? ''}`

export function remarkDropRepeatedImports() {
  return (tree: Root) => {
    const bound = new Map<string, string>()
    const repeats = (declaration: ImportDeclaration) =>
      declaration.specifiers.length > 0 &&
      declaration.specifiers.every((specifier) => bound.get(specifier.local.name) === bindingOf(declaration, specifier))
    tree.children = tree.children.filter((child) => {
      const estree = child.type === 'mdxjsEsm' ? (child as EsmNode).data?.estree : undefined
      if (!estree) return true
      estree.body = estree.body.filter((statement) => {
        if (statement.type !== 'ImportDeclaration') return true
        const declaration = statement as ImportDeclaration
        if (repeats(declaration)) return false
        for (const specifier of declaration.specifiers) bound.set(specifier.local.name, bindingOf(declaration, specifier))
        return true
      })
      return estree.body.length > 0
    })
  }
}
