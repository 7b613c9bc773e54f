import { DocusaurusConfigError } from './loadConfig.ts'
import { isRecord } from './records.ts'

// A minimal loader of a Docusaurus sidebars file (`sidebars.(js|cjs|mjs|ts|json)`), for this branch only:
// docu-sidebars' `loadSidebarsFile` (plugins/sidebars/) is the one the lead keeps. This one loads the file
// with the config's own loader (same stubs for packages that are not installed) and checks it exports an
// object of sidebars by id; what is in each sidebar is docu-sidebars' to read.

/** Loads `file` with `loadSiteModule` (LoadedDocusaurusConfig's) and returns its sidebars by id. */
export function loadDocusaurusSidebars(file: string, loadSiteModule: (file: string) => unknown): Record<string, unknown> {
  const sidebars = loadSiteModule(file)
  if (!isRecord(sidebars)) {
    throw new DocusaurusConfigError(`${file}: a sidebars file exports an object of sidebars by id ({ docs: [...] })`)
  }
  return sidebars
}
