import { expect, type Locator, type Page } from '@playwright/test';
import { sheltersMessages } from '@huella/shared/messages';

/**
 * On Mi cuenta's Refugios (already open), the card of the shelter `name`. The
 * heading shows before the shelters arrive, and the selector (for a member of
 * several) with them: choosing before they arrive would leave the first one.
 */
export async function shelterCard(page: Page, name: string): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 2, name: sheltersMessages.title })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  const select = page.getByLabel(sheltersMessages.select);
  if (await select.isVisible()) await select.selectOption({ label: name });
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  return card;
}
