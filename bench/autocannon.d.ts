/* The part of autocannon 8's programmatic API that bench/site.ts uses (the package ships no types). */
declare module 'autocannon' {
  type Histogram = {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    p50: number
    p90: number
    p99: number
    total: number
  }
  type Options = {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    /** Each request may be changed before it is sent (its path, say). */
    requests?: { setupRequest?: (request: { path: string; [key: string]: unknown }) => { path: string } }[]
  }
  type Result = {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    duration: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
