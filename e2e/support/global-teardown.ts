import { allE2EServers, stopServer } from './server';

export default async function globalTeardown() {
  // Gives each server time to close its embedded database cleanly.
  await Promise.all(allE2EServers().map((server) => stopServer(server)));
}
