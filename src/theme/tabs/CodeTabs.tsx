import { Children, type ReactNode } from 'react'
import TabItem from './TabItem.tsx'
import { TabsView } from './TabsView.tsx'
import { saveChoice, useGroupChoice } from './tabChoice.ts'
import { languageGroup } from './tabsModel.ts'

// This site's TypeScript/JavaScript tabs: the build's `<docs-code-tabs>` (plugins/markdown/codeTabs.ts)
// holds a TypeScript block and the JavaScript the build made of it, in that order. They are the tabs
// remark-typescript-tools writes on a Docusaurus page (same group, values and labels), so the reader's
// one choice of language holds on every page, theirs and ours. Not <Tabs> itself: its checks of an
// author's props are for hand-written groups, and these bytes load with every page that has code.

const languages = [
  { label: 'TypeScript', value: 'ts' },
  { label: 'JavaScript', value: 'js' },
]

export function CodeTabs({ children }: { children?: ReactNode }) {
  const [typescript, javascript] = Children.toArray(children).filter((child) => typeof child !== 'string')
  const { stored, mounted } = useGroupChoice(languageGroup)
  return (
    <TabsView
      tabValues={languages}
      selected={stored === 'js' ? 'js' : 'ts'}
      onSelect={(value) => saveChoice(languageGroup, value)}
      items={[
        <TabItem key="ts" value="ts">
          {typescript}
        </TabItem>,
        <TabItem key="js" value="js">
          {javascript}
        </TabItem>,
      ]}
      groupId={languageGroup}
      mounted={mounted}
      className="tabs"
    />
  )
}
