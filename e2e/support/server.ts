/** The e2e suite runs the real server (built web app, embedded database) on a fresh data directory. */
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const E2E_DATA_DIR = path.join(ROOT, '.tmp/e2e-data');
export const SETUP_LINK_FILE = path.join(ROOT, '.tmp/e2e-setup-link.txt');
export const PID_FILE = path.join(ROOT, '.tmp/e2e-server.pid');

/** Set E2E_DATABASE_URL to run the suite against PostgreSQL (the database is recreated). */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL ?? '';
