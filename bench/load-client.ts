/**
 * The load generator of `npm run bench`'s concurrent lines, in a process of its own: one
 * autocannon run against the URL and options given as JSON in argv[2], its figures printed as
 * JSON on stdout. bench/run.ts starts it on a CPU of its own where it can (load.ts), so that
 * the client's work and its garbage collections do not take the server's core, as real
 * clients on other machines would not.
 */
import autocannon from 'autocannon';
import type { LoadFigures, LoadOptions } from './load';

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const result = await autocannon({
  url: options.url,
  connections: options.connections,
  duration: options.seconds,
  headers: options.headers,
});
const figures: LoadFigures = {
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
};
process.stdout.write(JSON.stringify(figures));
