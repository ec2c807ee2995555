// What the site puts on window, as the suites read it.
declare global {
  interface Window {
    dataLayer?: Array<Record<string, unknown>>
  }
}
export {}
