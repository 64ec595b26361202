import type { Browser, Page } from 'playwright-core';
import { baseUrl, newPage } from './browser';
import { apiToken, localDay } from './planning-page';

/**
 * A GET (no body) or a JSON POST to the portal's API with a user's token and the browser's time-zone
 * offset, as the web app sends it; anything but a 2xx fails the test with the answer's text.
 */
export async function apiCall<T>(token: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-timezone-offset': String(localDay().offset) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Sets a user's interface language on the server (as the header's language menu does); tests set it back. */
export async function setUserLanguage(token: string, cultureName: string): Promise<void> {
  const { info } = await apiCall<{ info: { identifier: string; username: string } }>(token, '/api/user-info');
  await apiCall(token, '/api/user-info', { identifier: info.identifier, username: info.username, cultureName });
}

/** The demo accounts whose language some test switches; every file ends with them back in English. */
export const LANGUAGE_SWITCHING_ACCOUNTS = ['dispatcher', 'observer', 'ciuser'];

/** Puts the accounts back to English through the API, whatever state a failed test left a page in. */
export async function restoreEnglish(usernames = LANGUAGE_SWITCHING_ACCOUNTS): Promise<void> {
  for (const username of usernames) await setUserLanguage(await apiToken(username), 'en');
}

/**
 * `check` once per language, with `username`'s interface language set to it and a fresh signed-out page at 1280×720
 * (closed afterwards, whatever happens); the account is English again at the end.
 */
export async function inEachLanguage(browser: Browser, username: string, languages: readonly string[], check: (page: Page, language: string) => Promise<void>): Promise<void> {
  const token = await apiToken(username);
  try {
    for (const language of languages) {
      await setUserLanguage(token, language);
      const { context, page } = await newPage(browser);
      try {
        await page.setViewportSize({ width: 1280, height: 720 });
        await check(page, language);
      } finally {
        await context.close();
      }
    }
  } finally {
    await setUserLanguage(token, 'en');
  }
}
