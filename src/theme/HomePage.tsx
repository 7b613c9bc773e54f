import type { ReactNode } from 'react'
import { RouteLink } from '../router/RouteLink.tsx'
import { siteConfig } from '../siteConfig.ts'
import { ExternalIcon, Logo } from './Icons.tsx'

const features: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Predictable',
    text: 'State changes only when an action is dispatched, and only in the way a pure reducer describes. Give it the same actions and you get the same state, in the browser, on the server and in your tests.',
    // a path from a start to a known destination
    icon: (
      <>
        <circle cx="5" cy="19" r="2" />
        <path d="M7 19h2a4 4 0 0 0 4-4V9a4 4 0 0 1 4-4h3" />
        <path d="m17 2 3 3-3 3" />
      </>
    ),
  },
  {
    title: 'Centralized',
    text: 'The whole state of your app sits in one store, with one way to read it and one way to change it. Persisting it, rendering it on the server or undoing a change all start from that single place.',
    // a hub with its spokes
    icon: (
      <>
        <circle cx="12" cy="12" r="3.5" />
        <circle cx="12" cy="3" r="1.5" />
        <circle cx="21" cy="12" r="1.5" />
        <circle cx="12" cy="21" r="1.5" />
        <circle cx="3" cy="12" r="1.5" />
        <path d="M12 4.5v4M19.5 12h-4M12 19.5v-4M4.5 12h4" />
      </>
    ),
  },
  {
    title: 'Debuggable',
    text: 'Every change is a plain action object you can log, inspect and replay. The Redux DevTools step back and forth through them, so you see when, where and why the state changed.',
    // a clock turning back
    icon: (
      <>
        <path d="M3 12a9 9 0 1 0 2.6-6.4L3 8" />
        <path d="M3 3v5h5M12 7v5l3 2" />
      </>
    ),
  },
  {
    title: 'Flexible',
    text: 'Redux works with any UI layer and fits apps of any size. Middleware and store enhancers add logging, async logic or persistence around the store without touching your reducers.',
    // stacked layers
    icon: (
      <>
        <path d="m12 3 9 4.5-9 4.5-9-4.5z" />
        <path d="m3 12 9 4.5 9-4.5M3 16.5 12 21l9-4.5" />
      </>
    ),
  },
]

export function HomePage() {
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <Logo className="hero-logo" />
        <h1 id="home-title" className="hero-title" tabIndex={-1} data-page-heading="">
          {siteConfig.title}
        </h1>
        <p className="hero-tagline">{siteConfig.tagline}</p>
        <div className="hero-actions">
          <RouteLink className="button button-primary" href="/introduction/getting-started">
            Get Started
          </RouteLink>
          <RouteLink className="button button-secondary" href="/tutorials/essentials/part-1-overview-concepts">
            Redux Essentials tutorial
          </RouteLink>
        </div>
      </section>

      <section className="home-section" aria-labelledby="features-title">
        <h2 id="features-title" className="sr-only">
          Why Redux
        </h2>
        <ul className="features">
          {features.map((feature) => (
            <li key={feature.title} className="card">
              <span className="feature-icon">
                <svg
                  viewBox="0 0 24 24"
                  width="26"
                  height="26"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={1.8}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                  focusable="false"
                >
                  {feature.icon}
                </svg>
              </span>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section" aria-labelledby="family-title">
        <h2 id="family-title" className="home-section-title">
          Part of a family
        </h2>
        <p className="home-section-intro">Redux is the core. Two official libraries build on it for the apps most people write.</p>
        <div className="siblings">
          <div className="card">
            <h3>React-Redux</h3>
            <p>
              The official React bindings. Components read from the store with <code>useSelector</code> and dispatch actions with{' '}
              <code>useDispatch</code>, and only re-render when the data they use changes.
            </p>
            <div className="sibling-links">
              <RouteLink href="https://react-redux.js.org">
                React-Redux docs <ExternalIcon />
              </RouteLink>
            </div>
          </div>
          <div className="card">
            <h3>Redux Toolkit</h3>
            <p>
              The official, batteries-included way to write Redux logic. <code>configureStore</code>, <code>createSlice</code> and friends
              remove the boilerplate and build the good defaults in.
            </p>
            <div className="sibling-links">
              <RouteLink href="/redux-toolkit/overview">Redux Toolkit overview</RouteLink>
              <RouteLink href="https://redux-toolkit.js.org">
                Redux Toolkit docs <ExternalIcon />
              </RouteLink>
            </div>
          </div>
        </div>
      </section>
    </div>
  )
}
