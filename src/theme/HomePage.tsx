import { Link } from 'react-router-dom'

export function HomePage() {
  return (
    <div>
      <h1>Redux</h1>
      <p>A Predictable State Container for JS Apps</p>
      <Link to="/introduction/getting-started">Get Started</Link>
    </div>
  )
}
