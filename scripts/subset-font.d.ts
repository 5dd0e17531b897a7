/* The part of subset-font 2.9's API that scripts/subset-inter.ts uses (the package ships no types). */
declare module 'subset-font' {
  type AxisRange = number | { min: number; max: number; default?: number }
  export default function subsetFont(
    font: Buffer | Uint8Array,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'
      variationAxes?: Record<string, AxisRange>
      noLayoutClosure?: boolean
      preserveNameIds?: number[]
    },
  ): Promise<Buffer>
}
