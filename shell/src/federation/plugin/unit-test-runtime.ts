/**
 * Stands in for the federation plugin's `virtual:__federation__` in unit tests, where there is no
 * build with the plugin. Tests replace runtime.ts with `src/test/fake-federation-runtime.ts` instead
 * of reaching this.
 */
export function __federation_method_setRemote(): void {
  throw new Error(
    'the federation runtime is not mocked in this test (see src/test/fake-federation-runtime.ts)',
  )
}

export function __federation_method_getRemote(): Promise<unknown> {
  throw new Error(
    'the federation runtime is not mocked in this test (see src/test/fake-federation-runtime.ts)',
  )
}
