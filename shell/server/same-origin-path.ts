/**
 * A path that a `Location` header can carry without naming another host. Browsers read `//host`
 * and `/\host` (and `\\host`) as another host, so any leading run of slashes and backslashes becomes
 * one slash; what follows stays as the request spelled it (percent-encoding included).
 */
export function sameOriginPath(path: string): string {
  return `/${path.replace(/^[/\\]+/, '')}`
}
