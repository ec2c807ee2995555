/** Where the deployed release record is served on the shell's origin. */
export const RELEASE_RECORD_PATH = '/release-record.json'
