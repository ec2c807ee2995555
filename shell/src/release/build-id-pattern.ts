/**
 * A build id names one deployed release of a remote; links and the record carry only these. Its own
 * module, without zod: the preview link is read on every page's boot, the record's schema only
 * once its file has come.
 */
export const BUILD_ID_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/
