/** A stream of UTF-8 bytes as text; a character split between two chunks stays whole. */
export async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  let text = ''
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    text += decoder.decode(chunk.value, { stream: true })
  return text + decoder.decode()
}
