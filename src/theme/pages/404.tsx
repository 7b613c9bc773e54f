import type { SitePageMeta } from '../../../shared/sitePages.ts'
import { NotFoundPage } from '../NotFoundPage.tsx'

// Every unknown address shows this page: prerendered as `404.html`, which hosts serve for any URL they
// have no file for, and rendered by the app for any address no route matches.

export const meta: SitePageMeta = {
  title: 'Page Not Found',
  description: 'There is no page at this address in the Redux documentation.',
}

export default NotFoundPage
