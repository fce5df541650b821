/**
 * The load generator of `npm run bench`'s concurrent lines, in a process of its own: one
 * autocannon run against the URL and options given as JSON in argv[2], its figures printed as
 * JSON on stdout. bench/run.ts starts it on a CPU of its own where it can (load.ts), so that
 * the client's work and its garbage collections do not take the server's core, as real
 * clients on other machines would not.
 *
 * The run is preceded by a warm-up run whose answers are not measured: a new process's first
 * quarter second runs autocannon's own code cold, and its answers took up to ten times the
 * p50 of the server that sent them; a two-second run then owed its p99 to the client
 * (decision 057).
 *
 * Latencies are taken from every 2xx answer's own time, to the microsecond: autocannon's
 * percentiles are whole milliseconds (its histogram truncates), too coarse where a p50 is a
 * few of them. The p50 "4" of a run whose true p50 was 4.9 ms bent its p99 / p50 by a fifth.
 */
import autocannon from 'autocannon';
import { percentile, type LoadFigures, type LoadOptions } from './load';

const WARM_UP_SECONDS = 0.5;

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;

const run = (seconds: number, onAnswer: (milliseconds: number) => void) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: seconds,
        headers: options.headers,
      },
      (error: unknown, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) onAnswer(responseTime);
    });
  });

const warmUp = await run(WARM_UP_SECONDS, () => {});
const latencies: number[] = [];
const result = await run(options.seconds, (milliseconds) => latencies.push(milliseconds));
latencies.sort((a, b) => a - b);
const figures: LoadFigures = {
  rps: result.requests.average,
  p50: percentile(latencies, 0.5),
  p99: percentile(latencies, 0.99),
  answers: warmUp['2xx'] + result['2xx'],
  non2xx: warmUp.non2xx + result.non2xx,
  errors: warmUp.errors + result.errors,
};
process.stdout.write(JSON.stringify(figures));
