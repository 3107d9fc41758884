import { expect, type Page } from '@playwright/test';

/** A collapsible section of a detail screen, opened if it is closed. */
export async function openSection(page: Page, title: string) {
  const control = page.getByRole('button', { name: title, exact: true });
  if ((await control.getAttribute('aria-expanded')) === 'false') await control.click();
  const region = page.getByRole('region', { name: title });
  await expect(region).toBeVisible();
  return region;
}
