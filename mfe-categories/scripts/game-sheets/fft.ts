import FFT from 'fft.js'

const transforms = new Map<number, FFT>()

/** fft.js builds twiddle tables per size: keep one transform per size. */
function transformOf(size: number): FFT {
  let transform = transforms.get(size)
  if (!transform) transforms.set(size, (transform = new FFT(size)))
  return transform
}

export const nextPowerOfTwo = (n: number) => 2 ** Math.max(1, Math.ceil(Math.log2(n)))

/** The complex spectrum (interleaved re, im) of a real sequence zero-padded to `size`. */
export function spectrum(values: Float64Array, size: number): Float64Array {
  const input = new Float64Array(size)
  input.set(values.length > size ? values.subarray(0, size) : values)
  const output = new Float64Array(2 * size)
  const transform = transformOf(size)
  transform.realTransform(output, input)
  transform.completeSpectrum(output)
  return output
}

/** The real sequence of a spectrum (the inverse of `spectrum`); rounding noise below 0 becomes 0. */
export function fromSpectrum(values: Float64Array, length: number): Float64Array {
  const size = values.length / 2
  const output = new Float64Array(2 * size)
  transformOf(size).inverseTransform(output, values)
  const result = new Float64Array(Math.min(length, size))
  for (let index = 0; index < result.length; index++) result[index] = Math.max(0, output[2 * index]!)
  return result
}

/**
 * The first `length` terms of the convolution of two non-negative sequences: a linear convolution
 * (zero-padded to twice the length, so nothing wraps into the terms kept), rounding noise clipped.
 */
export function convolve(a: Float64Array, b: Float64Array, length: number): Float64Array {
  const size = nextPowerOfTwo(2 * length)
  const left = spectrum(a.subarray(0, length), size)
  const right = a === b ? left : spectrum(b.subarray(0, length), size)
  const product = new Float64Array(2 * size)
  for (let index = 0; index < 2 * size; index += 2) {
    const [re1, im1, re2, im2] = [left[index]!, left[index + 1]!, right[index]!, right[index + 1]!]
    product[index] = re1 * re2 - im1 * im2
    product[index + 1] = re1 * im2 + im1 * re2
  }
  return fromSpectrum(product, length)
}
