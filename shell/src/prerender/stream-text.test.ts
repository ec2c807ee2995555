// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { streamText } from './stream-text'

const streamOf = (chunks: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(chunk))
      controller.close()
    },
  })

describe('streamText', () => {
  it('keeps ș and ț whole when their bytes arrive in different chunks', async () => {
    const bytes = new TextEncoder().encode('Păcănele: rotiri și țară')
    const chunks = Array.from(bytes, (byte) => Uint8Array.of(byte))
    expect(await streamText(streamOf(chunks))).toBe('Păcănele: rotiri și țară')
  })

  it('reads an empty stream as empty text', async () => {
    expect(await streamText(streamOf([]))).toBe('')
  })
})
