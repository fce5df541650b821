import fs from 'node:fs';
import { PID_FILE } from './server';

export default async function globalTeardown() {
  // No pid file: the global setup failed before it started the server.
  if (!fs.existsSync(PID_FILE)) return;
  const pid = Number(fs.readFileSync(PID_FILE, 'utf8'));
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already stopped
  }
  // Give the server a moment to close the embedded database cleanly.
  for (let i = 0; i < 50; i++) {
    try {
      process.kill(pid, 0);
      await new Promise((r) => setTimeout(r, 100));
    } catch {
      return;
    }
  }
}
