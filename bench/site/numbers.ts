/* The arithmetic of the figures: medians of the runs, and rounding. */

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
export const round = (value: number, digits = 0) => Number(value.toFixed(digits))
