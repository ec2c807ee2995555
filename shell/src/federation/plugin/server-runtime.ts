/**
 * The federation runtime's place in the server build. The compose step hands every module to the
 * slots itself (`provideExposed`), so nothing here is ever reached in a healthy render.
 */
function unavailable(): never {
  throw new Error(
    'There is no federation runtime on the server: remote modules are provided by the compose step.',
  )
}

export const __federation_method_getRemote = unavailable
export const __federation_method_setRemote = unavailable
