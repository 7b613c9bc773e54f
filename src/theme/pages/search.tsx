import type { SitePageMeta } from '../../../shared/sitePages.ts'
import { SearchPage } from '../../search/SearchPage.tsx'

// `/search`: the search page (with JavaScript off, the search box's form posts here). Its own chunk:
// readers who never search never download it.

export const meta: SitePageMeta = {
  title: 'Search',
  description: 'Search the Redux documentation: guides, tutorials, recipes, the FAQ and the API reference.',
}

export default SearchPage
