import { Link } from 'react-router-dom'

export function NotFoundPage() {
  return (
    <div>
      <h1>Page Not Found</h1>
      <p>
        There is no page at this address. <Link to="/">Go to the home page</Link>.
      </p>
    </div>
  )
}
