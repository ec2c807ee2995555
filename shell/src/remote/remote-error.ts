/** Why a remote could not be shown; the slot's message and the analytics event use it. */
export type RemoteFailureReason = 'unreachable' | 'timeout' | 'incompatible' | 'render' | 'withdrawn'

export class RemoteLoadError extends Error {
  constructor(
    readonly reason: RemoteFailureReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'RemoteLoadError'
  }
}

export function failureReason(error: unknown): RemoteFailureReason {
  return error instanceof RemoteLoadError ? error.reason : 'render'
}
