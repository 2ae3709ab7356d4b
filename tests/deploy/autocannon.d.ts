// The part of autocannon's result the deployment test reads (the package ships no types).
declare module "autocannon" {
  interface Result {
    requests: { total: number; average: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: { p50: number; p99: number };
  }
  export default function autocannon(options: Record<string, unknown>): Promise<Result>;
}
