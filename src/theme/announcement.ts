// A closed announcement bar stays closed: its id is kept under `announcementStorageKey`, and while it is the
// bar's id, <html> carries `announcementDismissedAttribute` (set by the inline script in index.html before
// the first paint: plugins/chrome/colorModeScript.ts writes that part; keep the names in step).

export const announcementStorageKey = 'announcement.dismissed'
export const announcementDismissedAttribute = 'data-announcement-dismissed'

export function dismissAnnouncement(id: string, root: HTMLElement = document.documentElement, storage?: Storage): void {
  root.setAttribute(announcementDismissedAttribute, '')
  try {
    ;(storage ?? localStorage).setItem(announcementStorageKey, id)
  } catch {
    // storage unavailable: closed for this page only
  }
}
