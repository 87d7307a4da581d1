import type { Page } from 'playwright-core';

/**
 * The top bar's links in order: those on the bar, then those folded into "More pages" (opened to
 * read them, and closed again).
 */
export async function topBarLinks(page: Page): Promise<{ shown: string[]; folded: string[] }> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const shown = (await nav.getByRole('link').allTextContents()).filter(Boolean);
  const more = nav.getByRole('button', { name: 'More pages' });
  if ((await more.count()) === 0) return { shown, folded: [] };
  await more.click();
  const menu = page.getByRole('menu').last();
  await menu.getByRole('link').first().waitFor();
  const folded = await menu.getByRole('link').allTextContents();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return { shown, folded };
}
