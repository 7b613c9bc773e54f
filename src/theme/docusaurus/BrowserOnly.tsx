import type { ReactNode } from 'react'
import { useHydrated } from '../useHydrated.ts'

// `@docusaurus/BrowserOnly`: its children function runs in the browser only, once the page is hydrated
// (at once after a client navigation); the prerendered HTML, and the first render that hydrates it,
// hold the fallback alone.

export interface BrowserOnlyProps {
  children?: () => ReactNode
  fallback?: ReactNode
}

export default function BrowserOnly({ children, fallback = null }: BrowserOnlyProps) {
  return useHydrated() && children ? <>{children()}</> : <>{fallback}</>
}
