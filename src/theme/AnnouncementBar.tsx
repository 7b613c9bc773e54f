import { siteConfig } from '../siteConfig.ts'
import { CloseIcon } from './Icons.tsx'
import { dismissAnnouncement } from './announcement.ts'

/**
 * docsPlugin's `announcementBar`: the site's HTML above the navbar, in its colours (a rule of the site's
 * stylesheet: plugins/chrome/siteCss.ts). A reader who closes it does not see it again until its id
 * changes; the inline script in index.html marks <html> before the first paint, and CSS hides the bar.
 */
export function AnnouncementBar() {
  const bar = siteConfig.announcementBar
  if (!bar) return null
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement">
      <div className="announcement-bar-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="icon-button announcement-bar-close" aria-label="Close" onClick={() => dismissAnnouncement(bar.id)}>
          <CloseIcon />
        </button>
      )}
    </div>
  )
}
