import type { ReactNode } from 'react'

// `@theme/TabItem`: one panel of a <Tabs>. `value` (required, unique in its group), `label` (the tab's
// text, else the value), `default`, `attributes` (props of the tab's button) and `className` (the panel's)
// are Docusaurus'. <Tabs> passes `hidden` and `panel` (its ids and label, for aria-labelledby and for the
// label shown above the panel when JavaScript is off: tabs.css).

export interface TabItemProps {
  children?: ReactNode
  value: string
  label?: ReactNode
  default?: boolean
  attributes?: Record<string, unknown>
  className?: string
  hidden?: boolean
  panel?: { id: string; labelledBy: string; label: ReactNode }
}

export default function TabItem({ children, value, className, hidden, panel }: TabItemProps) {
  return (
    <div role="tabpanel" id={panel?.id} aria-labelledby={panel?.labelledBy} data-tab-value={value} className={className} hidden={hidden}>
      {panel && <div className="tabs-panel-label">{panel.label}</div>}
      {children}
    </div>
  )
}
