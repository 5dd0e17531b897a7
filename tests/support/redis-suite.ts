import { testEnv } from './environment.ts'
import { afterAll, beforeAll } from 'vitest'
import { startRedis, type Service } from './services.ts'

/**
 * A redis-server of the test file's own, on TEST_REDIS_PORT (8391) plus `offset` so that files
 * running side by side never share one: started before its tests, stopped after them.
 */
export function redisForTests(offset = 0): { readonly url: string; readonly service: Service } {
  let redis: Service | undefined
  beforeAll(async () => {
    redis = await startRedis(Number(testEnv.TEST_REDIS_PORT ?? 8391) + offset)
  })
  afterAll(async () => {
    await redis?.stop()
  })
  const started = () => {
    if (!redis) throw new Error('redis-server is not started yet: read it inside a test')
    return redis
  }
  return {
    get url() {
      return started().url
    },
    /** The server itself, to stop or freeze it (SIGSTOP). */
    get service() {
      return started()
    },
  }
}
