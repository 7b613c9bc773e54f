import type { ReactNode } from 'react'

// The theme's icons, inline (no icon font, no request): 24×24 strokes in currentColor, hidden from
// assistive technology (the control they sit in carries the words).

interface IconProps {
  className?: string
  size?: number
}

function icon(paths: ReactNode, defaultSize = 20) {
  return function Icon({ className, size = defaultSize }: IconProps) {
    return (
      <svg
        className={className ? `icon ${className}` : 'icon'}
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        {paths}
      </svg>
    )
  }
}

export const SunIcon = icon(
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
)
export const MoonIcon = icon(<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />)
export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />, 24)
export const CloseIcon = icon(<path d="M18 6 6 18M6 6l12 12" />, 24)
export const ChevronIcon = icon(<path d="m9 6 6 6-6 6" />, 16)
export const ExternalIcon = icon(<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />, 13)
export const CopyIcon = icon(
  <>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
  18,
)
export const CheckIcon = icon(<path d="M20 6 9 17l-5-5" />, 18)
export const EditIcon = icon(
  <>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </>,
  16,
)

/** One icon per admonition type (the markdown's `:::note`, `:::tip`, …). */
export const admonitionIcons: Record<string, (props: IconProps) => ReactNode> = {
  note: icon(
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h4" />
    </>,
  ),
  tip: icon(
    <>
      <path d="M9 18h6M10 22h4" />
      <path d="M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.2 1 2v.3h6v-.3c0-.8.4-1.5 1-2A7 7 0 0 0 12 2z" />
    </>,
  ),
  info: icon(
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-5M12 8h.01" />
    </>,
  ),
  caution: icon(
    <>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4M12 17h.01" />
    </>,
  ),
  warning: icon(
    <>
      <path d="M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9z" />
      <path d="M12 7v6M12 17h.01" />
    </>,
  ),
  danger: icon(
    <path d="M12 22c4 0 7-2.7 7-6.8 0-3.3-2.2-5.6-3.6-7.2-.4 2-1.6 3.3-2.9 3.3.9-3.4-.6-6.5-3.5-8.3.2 3-1.3 4.9-2.6 6.5C5.2 11.1 5 12.6 5 15.2 5 19.3 8 22 12 22z" />,
  ),
  important: icon(<path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z" />),
}

/** The Redux logo of this site: a one-way loop of three arrows around a single store. */
export function Logo({ size = 32, className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth={3.2}
        strokeLinecap="round"
        d="M17.9 5.2A11 11 0 0 1 26.8 18.3M24.4 23.1A11 11 0 0 1 8.6 24.2M5.7 19.8A11 11 0 0 1 12.6 5.5"
      />
      <path fill="currentColor" d="M25.9 20.8 30.7 19.1 22.9 17.5ZM6.9 22.2 6 27.2 11.3 21.2ZM15.2 5 11.4 1.7 13.8 9.3Z" />
      <circle fill="currentColor" cx="16" cy="16" r="4.2" />
    </svg>
  )
}
