/**
 * The legal notice shows who provides the service (LSSI-CE art. 10) as the
 * server is configured: the E2E server runs on the demo values, which say so.
 */
import { expect, test } from '@playwright/test';
import { legalMessages } from '@huella/shared/messages';
import { expectNoAxeViolationsAtEveryWidth } from '../support/axe';

test('/legal shows the configured holder, NIF, address, e-mail and registry entry', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/site/legal/');
  expect(response.status()).toBe(200);
  const holder = (await response.json()) as Record<
    'holder' | 'nif' | 'address' | 'email' | 'registry',
    string
  >;
  expect(holder.holder).toMatch(/demostración/);

  await page.goto('/legal#aviso-legal');
  const notice = page.getByRole('region', { name: 'Aviso legal' });
  const text = legalMessages.holder;
  for (const [label, value] of [
    [text.holder, holder.holder],
    [text.nif, holder.nif],
    [text.address, holder.address],
    [text.email, holder.email],
    [text.registry, holder.registry],
  ] as const) {
    const term = notice.locator('dt', { hasText: new RegExp(`^${label}$`) });
    await expect(term).toBeVisible();
    await expect(term.locator('+ dd')).toHaveText(value);
  }
  await expectNoAxeViolationsAtEveryWidth(page, '/legal');
});
