import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { errorCodes, reduxVersion } from 'virtual:redux-error-codes'
import type { SitePageMeta } from '../../shared/sitePages.ts'
import { afterPaint } from '../router/afterPaint.ts'
import './errors.css'

// `/errors` (and `/Errors`, the address Redux's production build prints, which redirects.config.ts sends
// here with its query): every production error code with its full message, from the installed redux at
// build time (site/reduxErrorCodes.ts). The prerendered page is the whole table, so it reads without
// JavaScript; `?code=N` is only known in the browser (a static host serves one file for every query), so
// the chosen message is shown above the table once the page has hydrated.

export const meta: SitePageMeta = {
  title: 'Production Error Codes',
  description: 'The full message of every error code Redux\'s production build throws as "Minified Redux error #N".',
}

/** The code a `?code=N` query asks for, or undefined. */
export function codeFromSearch(search: string): number | undefined {
  const value = new URLSearchParams(search).get('code')?.trim()
  return value && /^\d+$/.test(value) ? Number(value) : undefined
}

export default function ErrorsPage() {
  const { search } = useLocation()
  // Set after hydration: the prerendered markup has no query to show.
  const [code, setCode] = useState<number>()
  useEffect(() => setCode(codeFromSearch(search)), [search])
  const selected = code === undefined ? undefined : errorCodes.find((entry) => entry.code === code)
  const chosen = useRef<HTMLElement>(null)
  // After paint: a navigation focuses the page heading after its paint; the chosen message comes later.
  useEffect(() => {
    if (code !== undefined) afterPaint(() => chosen.current?.focus())
  }, [code])

  return (
    <div className="errors-page">
      <h1 tabIndex={-1} data-page-heading="">
        Production Error Codes
      </h1>
      <p>
        To keep its production build small, Redux throws a short message there instead of the full one: <code>Minified Redux error #N</code>
        , with a link to this page. Find the number below for the message the development build would have shown. The table is generated
        from Redux {reduxVersion}, the version these docs describe; for the complete message with its values filled in, run the app in
        development mode.
      </p>
      {code !== undefined && (
        <section className="errors-chosen" ref={chosen} tabIndex={-1} aria-labelledby="errors-chosen-title">
          <h2 id="errors-chosen-title">{selected ? `Error #${code}` : `No error #${code}`}</h2>
          {selected ? (
            <p className="errors-message">{selected.message}</p>
          ) : (
            <p>Redux {reduxVersion} has no error with this code: the message may come from another version or library.</p>
          )}
        </section>
      )}
      <table className="errors-table">
        <caption>Every error code of Redux {reduxVersion}</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {errorCodes.map((entry) => (
            <tr key={entry.code} id={`error-${entry.code}`} className={entry.code === code ? 'errors-row-chosen' : undefined}>
              <th scope="row">{entry.code}</th>
              <td className="errors-message">{entry.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
