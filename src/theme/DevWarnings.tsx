// A page's markdown problems, shown on the page by the dev server (a doc page and a markdown page of
// the pages folder alike).

/** `npm run dev` only (a production build fails on these instead): what the markdown compiler found wrong. */
export function DevWarnings({ warnings }: { warnings: string[] }) {
  return (
    <div className="admonition admonition-warning dev-warnings" role="note">
      <p className="admonition-title">Problems in this page’s markdown</p>
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>
            <code>{warning}</code>
          </li>
        ))}
      </ul>
    </div>
  )
}
