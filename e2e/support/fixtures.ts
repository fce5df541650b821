import fs from 'node:fs';
import { test as base, type Page } from '@playwright/test';
import { SETUP_LINK_FILE } from './server';

export const setupLink = () => fs.readFileSync(SETUP_LINK_FILE, 'utf8').trim();

export const ADMIN = {
  name: 'Ada Owner',
  email: 'owner@stratagent.test',
  password: 'OwnerPassw0rd',
  organization: 'Stratagent HQ',
};

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
}

export const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

export const test = base;
export { expect } from '@playwright/test';
