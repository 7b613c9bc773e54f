import type { ReactNode } from 'react'

// PLACEHOLDER until the ts-tabs branch's TabItem (which replaces this file at the merge).

export interface TabItemProps {
  value: string
  label?: string
  default?: boolean
  className?: string
  children?: ReactNode
}

export default function TabItem({ children, className }: TabItemProps) {
  return <div className={className}>{children}</div>
}
