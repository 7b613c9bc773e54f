import { closeSync, openSync, writeSync } from 'node:fs'

// A page's HTML file written from its parts (htmlPage.ts' renderHtmlPageParts), one after the other,
// never joined into one string first. On a 10,000-page site each page is ~200 KB: joined, it was a new
// string in memory V8 maps for it alone, whose ~50 page faults (each ~16 µs on this machine's virtual
// CPUs) cost more than copying its bytes. Written from the parts, the build's thread copies each only
// into the kernel: a test writing 4,000 such pages took 11 s of CPU against 21–22 s joined, and a
// 10,000-page build had 0.48 million page faults fewer (bench/MEASURED-BY-HAND.md, 2026-11-29).

/** Writes `parts` (text, or UTF-8 bytes), in order, as the file `file` (created, or emptied first). */
export function writeFileParts(file: string, parts: readonly (string | Uint8Array)[]): void {
  const fd = openSync(file, 'w')
  try {
    for (const text of parts) writeAll(fd, text)
  } finally {
    closeSync(fd)
  }
}

/**
 * Writes all of `text`. A write to a file takes all it is given unless the disk fills up; what it left
 * is written again, so the error a full disk gives is the one reported.
 */
function writeAll(fd: number, text: string | Uint8Array): void {
  if (typeof text !== 'string') {
    for (let at = 0; at < text.length;) at += writeSync(fd, text, at)
    return
  }
  const written = writeSync(fd, text)
  const length = Buffer.byteLength(text)
  if (written >= length) return
  const bytes = Buffer.from(text)
  for (let at = written; at < length;) at += writeSync(fd, bytes, at)
}
