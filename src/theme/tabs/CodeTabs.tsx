import { Children, type ReactNode } from 'react'
import Tabs from './Tabs.tsx'
import TabItem from './TabItem.tsx'
import { languageGroup } from './tabsModel.ts'

// This site's TypeScript/JavaScript tabs: the build's `<docs-code-tabs>` (plugins/markdown/codeTabs.ts)
// holds a TypeScript block and the JavaScript the build made of it, in that order. They are the tabs
// remark-typescript-tools writes on a Docusaurus page (same group, values and labels), so the reader's
// one choice of language holds on every page, theirs and ours.

const languages = [
  { label: 'TypeScript', value: 'ts' },
  { label: 'JavaScript', value: 'js' },
]

export function CodeTabs({ children }: { children?: ReactNode }) {
  const [typescript, javascript] = Children.toArray(children).filter((child) => typeof child !== 'string')
  return (
    <Tabs groupId={languageGroup} defaultValue="ts" values={languages}>
      <TabItem value="ts">{typescript}</TabItem>
      <TabItem value="js">{javascript}</TabItem>
    </Tabs>
  )
}
