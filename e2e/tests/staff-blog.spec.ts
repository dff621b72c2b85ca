/**
 * The staff area against the real API (issue 15): the demo staff account
 * writes a post in the editor, gives it a picture (a PNG drawn by the browser,
 * through the image pipeline) and publishes it, and the post is on /blog;
 * a guest's first comment is held for moderation, approved in
 * /staff/comentarios and then shows on its post. Axe on every staff screen,
 * at 1280 px and at 375 px.
 *
 * Journeys run in parallel on one database: the post written here has a title
 * of its own and is archived at the end; the comment comes from an address
 * no one else uses.
 */
import { expect, test, type Page } from '@playwright/test';
import { blogMessages } from '@huella/shared/messages';
import { staffMessages } from '@huella/shared/messages/staff';
import { expectNoAxeViolationsAtEveryWidth } from '../support/axe';
import { seededPost, sendComment } from '../support/blog';
import {
  bearer,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  logIn,
  openWithSession,
  uniqueEmail,
  type Session,
} from '../support/session';

const editorText = staffMessages.editor;
const commentsText = staffMessages.comments;

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** A small PNG, drawn on a canvas by the browser itself. */
async function drawPng(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 270;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#f4e3c1';
    context.fillRect(0, 0, 480, 270);
    context.fillStyle = '#1e3a5f';
    context.beginPath();
    context.arc(240, 135, 80, 0, 2 * Math.PI);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return {
    name: 'portada.png',
    mimeType: 'image/png',
    buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64'),
  };
}

const staffSession = (page: Page) => logIn(page.request, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);

test('staff write a post with a picture, publish it and it is on /blog', async ({ page }) => {
  const session = await staffSession(page);
  const stamp = Date.now().toString(36);
  const title = `Un hogar para Lur ${stamp}`;
  let postId: number | null = null;
  try {
    await openWithSession(page, session, '/staff/blog/nuevo');
    await expect(page.getByRole('heading', { level: 1, name: editorText.newTitle })).toBeVisible();
    await page.getByRole('textbox', { name: editorText.titulo }).fill(title);
    await page
      .getByRole('textbox', { name: editorText.resumen })
      .fill('Cómo fue la primera semana de Lur en su nueva casa.');
    const content = page.getByRole('textbox', { name: editorText.content });
    await content.click();
    await page.keyboard.type('Lur llegó asustada, pero el tercer día ya dormía en el sofá.');
    await page
      .getByRole('toolbar', { name: editorText.toolbar.label })
      .getByRole('button', { name: editorText.toolbar.bold })
      .click();
    await page.keyboard.type(' Paciencia y rutina.');
    await page
      .getByRole('textbox', { name: editorText.categorias })
      .fill('Adopciones Responsables');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: editorText.actions.saveDraft }).click();
    await expect(toast(page, editorText.saved.created)).toBeVisible();
    await expect(page).toHaveURL(/\/staff\/blog\/\d+$/);
    postId = Number(new URL(page.url()).pathname.split('/').pop());

    // The picture goes up at once, through the image pipeline.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: editorText.picture.choose }).click();
    await (await chooser).setFiles(await drawPng(page));
    await expect(toast(page, editorText.picture.uploaded)).toBeVisible();
    const picture = page.getByRole('img', { name: editorText.picture.current });
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page
      .getByRole('textbox', { name: editorText.picture.alt })
      .fill('Una perra dormida en un sofá');

    await page.getByRole('button', { name: editorText.actions.publish }).click();
    await expect(toast(page, editorText.saved.published)).toBeVisible();
    await expect(page.getByText(blogMessages.states.publicado, { exact: true })).toBeVisible();

    // Public: the card on /blog leads to the post, with its picture and content.
    await page.goto('/blog');
    const card = page.getByRole('link', { name: title }).first();
    await expect(card).toBeVisible();
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      page.getByRole('main').locator('strong', { hasText: 'Paciencia y rutina.' }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Una perra dormida en un sofá' }).first(),
    ).toBeVisible();
  } finally {
    // Out of the blog again, so other journeys see the list they expect.
    if (postId !== null) {
      const archived = await page.request.patch(`/blog/api/staff/posts/${postId}/`, {
        headers: bearer(session),
        data: { estado: 'archivado' },
      });
      expect(archived.status(), await archived.text()).toBe(200);
    }
  }
});

test('a guest’s first comment waits for moderation, staff approve it and it shows on the post', async ({
  page,
}) => {
  const post = await seededPost(page.request);
  const stamp = Date.now().toString(36);
  const author = `Invitada ${stamp}`;
  const text = `Qué historia tan bonita, gracias por contarla (${stamp}).`;

  const created = await sendComment(page.request, post.id, {
    author,
    email: uniqueEmail('comentario'),
    text,
  });
  expect(created.estado).toBe('pendiente');
  expect(created.message).toBe(blogMessages.commentPending);

  const session: Session = await staffSession(page);
  await openWithSession(page, session, '/staff/comentarios');
  await expect(page.getByRole('heading', { level: 1, name: commentsText.title })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: text });
  await expect(row).toBeVisible();
  await expect(row.getByText(blogMessages.holdReasons.primer_comentario)).toBeVisible();
  await expect(row.getByRole('link', { name: post.titulo })).toHaveAttribute(
    'href',
    `/blog/${post.slug}`,
  );
  await row.getByRole('checkbox', { name: commentsText.select(author) }).check();
  await page
    .getByRole('group', { name: commentsText.bulkLabel })
    .getByRole('button', { name: commentsText.actions.aprobado })
    .click();
  await expect(toast(page, commentsText.moved.aprobado(1))).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByText(author).first()).toBeVisible();
});

test('the staff screens pass axe at both widths', async ({ page }) => {
  const session = await staffSession(page);
  // The editor last: its link dialog is checked too.
  const screens: Array<[string, string]> = [
    ['/staff', staffMessages.overview.title],
    ['/staff/blog', staffMessages.posts.title],
    ['/staff/comentarios', commentsText.title],
    ['/staff/blog/nuevo', editorText.newTitle],
  ];
  await openWithSession(page, session, screens[0]![0]);
  for (const [path, heading] of screens) {
    if (page.url() !== new URL(path, page.url()).href) await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolationsAtEveryWidth(page, path);
  }
  // The editor with its link dialog open.
  await page.getByRole('button', { name: editorText.toolbar.link, exact: true }).click();
  await expect(page.getByRole('dialog', { name: editorText.linkDialog.title })).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page, '/staff/blog/nuevo (link dialog)');
});
