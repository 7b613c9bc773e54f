import type { SitePageMeta } from '../../shared/sitePages.ts'
import { siteConfig } from '../siteConfig.ts'
import { HomePage } from '../theme/HomePage.tsx'

// `/`: the home page. A page module of src/pages (routed by its file name, see shared/sitePages.ts).

// No title: the tab shows the site's tagline.
export const meta: SitePageMeta = { description: siteConfig.description }

export default HomePage
