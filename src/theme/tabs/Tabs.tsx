import { Children, isValidElement, type ReactNode } from 'react'

// PLACEHOLDER until the ts-tabs branch's Tabs (which replaces this file at the merge): every panel in
// order, each under its label, so a page importing `@theme/Tabs` builds and reads.

export interface TabsProps {
  children?: ReactNode
  values?: { value: string; label?: string }[]
  defaultValue?: string
  groupId?: string
  queryString?: boolean | string
  className?: string
}

export default function Tabs({ children, values, className }: TabsProps) {
  return (
    <div className={['tabs', className].filter(Boolean).join(' ')}>
      {Children.map(children, (child) => {
        if (!isValidElement<{ value: string; label?: string }>(child)) return child
        const label = values?.find((entry) => entry.value === child.props.value)?.label ?? child.props.label ?? child.props.value
        return (
          <section aria-label={label}>
            <p>
              <strong>{label}</strong>
            </p>
            {child}
          </section>
        )
      })}
    </div>
  )
}
