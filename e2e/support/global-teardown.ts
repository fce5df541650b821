import { stopServer } from './server';

export default async function globalTeardown() {
  // Gives the server time to close the embedded database cleanly.
  await stopServer();
}
