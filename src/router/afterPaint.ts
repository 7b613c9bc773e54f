/**
 * Runs `task` once the next frame has been painted: in a task after that frame's animation callbacks
 * (the frame paints right after them), or after `fallbackMs` where no frame comes (a hidden tab, no
 * requestAnimationFrame). Tasks run in the order they were queued.
 *
 * For what a navigation does that the reader does not see in its first frame: the tab's title, the
 * route announcement, the page-view count. In the effects of a navigation's commit (flushed before
 * the browser paints, for a click) they would each hold the new page back from the screen; setting
 * document.title alone costs some milliseconds there.
 *
 * Returns a cancel function (an effect returns it: a page unmounted before its frame is not announced).
 */
export function afterPaint(task: () => void, fallbackMs = 100): () => void {
  queue.push(task)
  const cancel = () => {
    const index = queue.indexOf(task)
    if (index !== -1) queue.splice(index, 1)
  }
  if (queue.length > 1) return cancel
  let ran = false
  const run = () => {
    if (ran) return
    ran = true
    clearTimeout(fallback)
    for (const next of queue.splice(0)) next()
  }
  const fallback = setTimeout(run, fallbackMs)
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0))
  return cancel
}

const queue: Array<() => void> = []
