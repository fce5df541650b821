/**
 * The load generator of `npm run bench`'s concurrent lines, in a process of its own: one
 * autocannon run against the URL and options given as JSON in argv[2], its figures printed as
 * JSON on stdout. bench/run.ts starts it on a CPU of its own where it can (load.ts), so that
 * the client's work and its garbage collections do not take the server's core, as real
 * clients on other machines would not.
 *
 * Latencies are taken from every 2xx answer's own time, to the microsecond: autocannon's
 * percentiles are whole milliseconds (its histogram truncates), too coarse where a p50 is a
 * few of them. The p50 "4" of a run whose true p50 was 4.9 ms bent its p99 / p50 by a fifth.
 */
import autocannon from 'autocannon';
import { percentile, type LoadFigures, type LoadOptions } from './load';

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const latencies: number[] = [];
const result = await new Promise<autocannon.Result>((resolve, reject) => {
  const instance = autocannon(
    {
      url: options.url,
      connections: options.connections,
      duration: options.seconds,
      headers: options.headers,
    },
    (error: unknown, done) => (error ? reject(error) : resolve(done)),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
});
latencies.sort((a, b) => a - b);
const figures: LoadFigures = {
  rps: result.requests.average,
  p50: percentile(latencies, 0.5),
  p99: percentile(latencies, 0.99),
  answers: latencies.length,
  non2xx: result.non2xx,
  errors: result.errors,
};
process.stdout.write(JSON.stringify(figures));
