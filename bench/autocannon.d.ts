// The few parts of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  /** One request as autocannon builds it; `setupRequest` may change it before each send. */
  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }
  interface RequestSpec extends RequestParams {
    /** Called before every send of this request (keep it cheap: it runs on the load loop). */
    setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** A number of requests to send in all, instead of a duration. */
    amount?: number;
    headers?: Record<string, string>;
    timeout?: number;
    method?: string;
    /** The sequence each connection sends, in a loop. */
    requests?: RequestSpec[];
  }
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }
  export interface Result {
    url: string;
    connections: number;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
