import { cloneElement, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactElement } from 'react'
import { keyTarget, type TabValue } from './tabsModel.ts'
import type { TabItemProps } from './TabItem.tsx'
import './tabs.css'

// What every tab group renders, Docusaurus' <Tabs> (Tabs.tsx) and the site's code tabs (CodeTabs.tsx) alike:
// an ARIA tab list of buttons with a roving tabindex (the arrow keys, wrapping, Home and End move and
// select) and its panels, each labelled by its tab. Which tab is selected is the caller's.

export interface TabsViewProps {
  tabValues: readonly TabValue[]
  selected: string
  onSelect: (value: string) => void
  items: ReactElement<TabItemProps>[]
  groupId?: string
  /** Set once the group has mounted: tabs.css's before-paint rules for the `language` group then stand down. */
  mounted: boolean
  lazy?: boolean
  className?: string
}

const join = (...names: unknown[]) => names.filter((name) => typeof name === 'string' && name).join(' ')

export function TabsView({ tabValues, selected, onSelect, items, groupId, mounted, lazy, className }: TabsViewProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  // A choice changes the height of every group of the id above this one: the tab the reader used stays
  // where it was on screen (Docusaurus' scroll position blocker).
  const keepInView = useRef<{ element: HTMLElement; top: number } | null>(null)
  useLayoutEffect(() => {
    const kept = keepInView.current
    keepInView.current = null
    if (!kept) return
    const moved = kept.element.getBoundingClientRect().top - kept.top
    if (moved) window.scrollBy(0, moved)
  })
  const select = (value: string, element: HTMLElement) => {
    keepInView.current = { element, top: element.getBoundingClientRect().top }
    onSelect(value)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = keyTarget(event.key, index, tabValues.length)
    const button = target === undefined ? null : tabs.current[target]
    if (!button) return
    event.preventDefault()
    button.focus()
    select(tabValues[target!].value, button)
  }

  const id = useId()
  // One id per panel, for its tab's aria-controls (Docusaurus has none); a panel is named by the label
  // it carries (TabItem). Few ids: they are in the HTML of every page with code.
  const panelId = (index: number) => `${id}${index}`
  // The buttons have no `type`: they are in no form, so the default (submit) does nothing, and the bytes
  // are in every page with code.
  const panels = items.map((item) => {
    const index = tabValues.findIndex((tab) => tab.value === item.props.value)
    const tab = tabValues[index]
    const hidden = item.props.value !== selected
    if (lazy && hidden) return null
    return cloneElement(item, {
      key: String(item.props.value),
      hidden,
      panel: { id: panelId(index), label: tab?.label ?? tab?.value },
    })
  })

  return (
    <div className="tabs-container" data-tab-group={groupId} data-mounted={mounted ? '' : undefined}>
      <div role="tablist" className={className}>
        {tabValues.map(({ value, label, attributes }, index) => {
          const isSelected = value === selected
          return (
            <button
              key={value}
              ref={(element) => void (tabs.current[index] = element)}
              role="tab"
              aria-controls={lazy && !isSelected ? undefined : panelId(index)}
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              data-tab-value={value}
              {...attributes}
              className={join('tabs__item', attributes?.className, isSelected && 'tabs__item--active')}
              onClick={(event) => select(value, event.currentTarget)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {label ?? value}
            </button>
          )
        })}
      </div>
      <div className="tabs-panels">{panels}</div>
    </div>
  )
}

export { join as classNames }
