/**
 * The blog as a guest reads it (issue 15): the list, a seeded post, a comment
 * with its five-second message, and a reply to a comment. The comment replied
 * to is set up through the API (a guest's comment, approved by staff); the
 * guest then comments with that same e-mail, so the server publishes at once.
 * The server refuses a comment sent within 3 s of its form: the journey waits.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BLOG_COMMENT_SUCCESS_MS } from '@huella/shared/constants';
import { blogMessages, blogScreensMessages } from '@huella/shared/messages';
import type { BlogPostSummary } from '@huella/shared/schemas/blog';
import { expectNoAxeViolationsAtEveryWidth } from '../support/axe';
import { HUMAN_PAUSE_MS, seededPost, sendComment } from '../support/blog';
import {
  bearer,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  logIn,
  openWithSession,
  uniqueEmail,
} from '../support/session';

const form = blogScreensMessages.form;

/** A guest's comment through the API, approved by staff, for the journey to answer. */
async function approvedComment(
  request: APIRequestContext,
  postId: number,
  {
    author,
    email,
    text,
    website = '',
  }: { author: string; email: string; text: string; website?: string },
) {
  const { comment, estado } = await sendComment(request, postId, {
    author,
    email,
    text,
    website,
  });
  if (estado !== 'aprobado') {
    const staff = await logIn(request, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
    const moderated = await request.post('/blog/api/staff/comments/moderate/', {
      headers: bearer(staff),
      data: { ids: [comment.id], estado: 'aprobado' },
    });
    expect(moderated.ok(), await moderated.text()).toBe(true);
  }
  return comment;
}

/** Fills a comment form (the page's own or a reply's) once it has been shown long enough. */
async function submitCommentForm(
  page: Page,
  formName: string,
  { author, email, text }: { author: string; email: string; text: string },
  submit: string,
) {
  // The form's code loads when the comments come near the screen, as a reader scrolls down.
  await page
    .getByRole('region', { name: blogScreensMessages.comments.title, exact: false })
    .scrollIntoViewIfNeeded();
  const scope = page.getByRole('form', { name: formName });
  const button = scope.getByRole('button', { name: submit });
  await expect(button).toBeEnabled();
  // As a person would: the server refuses a form sent faster than this.
  await page.waitForTimeout(HUMAN_PAUSE_MS);
  await scope.getByRole('textbox', { name: form.name }).fill(author);
  await scope.getByRole('textbox', { name: form.email }).fill(email);
  await scope.getByRole('textbox', { name: form.text }).fill(text);
  await button.click();
}

/** The success message is shown, then gone after BLOG_COMMENT_SUCCESS_MS. */
async function expectFiveSecondMessage(page: Page) {
  const said = [blogMessages.commentPublished, blogMessages.commentPending].map((message) =>
    message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  const status = page.getByRole('status').filter({ hasText: new RegExp(said.join('|')) });
  await expect(status).toBeVisible();
  const shown = Date.now();
  await expect(status).toBeHidden({ timeout: BLOG_COMMENT_SUCCESS_MS + 3_000 });
  expect(Date.now() - shown).toBeGreaterThanOrEqual(BLOG_COMMENT_SUCCESS_MS - 1_500);
}

test('a guest reads the blog, comments on a post and replies to a comment', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const post = await seededPost(request);
  const email = uniqueEmail('blog');
  const stamp = Date.now().toString(36);
  // Unique per run, so the reply button found is this comment's.
  const author = `Carmen Ruiz ${stamp}`;
  const first = await approvedComment(request, post.id, {
    author,
    email,
    text: `Adoptamos a Nala hace un año y ha sido lo mejor que nos ha pasado (${stamp}).`,
  });

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByText('Adopciones Responsables').first()).toBeVisible();
  await page.getByRole('link', { name: post.titulo, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: post.titulo })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
  await expect(page.getByRole('region', { name: 'Sobre el autor' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Compartir en Facebook/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/,
  );

  // A comment of her own: she has an approved one, so it is published at once.
  const own = `Gracias por el artículo, nos ayudó mucho (${stamp}).`;
  await submitCommentForm(page, form.title, { author, email, text: own }, form.submit);
  await expectFiveSecondMessage(page);
  await expect(page.getByText(own)).toBeVisible();

  // A reply to her first comment (not to the one just sent, also hers), inline under it.
  await page
    .getByRole('listitem')
    .filter({ has: page.getByText(first.text, { exact: true }) })
    .getByRole('button', { name: blogScreensMessages.comments.replyTo(first.author) })
    .click();
  const replyForm = form.replyTitle(first.author);
  await expect(page.getByRole('heading', { name: replyForm })).toBeFocused();
  const reply = `Y ahora Nala tiene una hermana (${stamp}).`;
  await submitCommentForm(page, replyForm, { author, email, text: reply }, form.submitReply);
  await expectFiveSecondMessage(page);
  await expect(page.getByRole('form', { name: replyForm })).toHaveCount(0);
  await expect(
    page
      .getByRole('list', { name: blogScreensMessages.comments.repliesTo(first.author) })
      .getByText(reply),
  ).toBeVisible();
});

test('the blog and a post pass axe at both widths', async ({ page, request }) => {
  const post = await seededPost(request);
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: post.titulo, exact: true })).toBeVisible();
  await expectNoAxeViolationsAtEveryWidth(page, '/blog');
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: post.titulo })).toBeVisible();
  await page
    .getByRole('region', { name: blogScreensMessages.comments.title, exact: false })
    .scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: form.submit })).toBeEnabled();
  await expectNoAxeViolationsAtEveryWidth(page, `/blog/${post.slug}`);
});

/** Markup that would run if any of it reached the page as HTML. */
const HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
/** The same, short enough for a category or a tag (60 characters). */
const HOSTILE_TERM = '<img src=x onerror="window.__pwned=1">';

test('hostile content in every field of a post and a comment stays inert', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  const staff = await logIn(request, DEMO_ACCOUNTS.staff, DEMO_PASSWORD);
  const stamp = Date.now().toString(36);
  const title = `Artículo ${stamp} ${HOSTILE}`;
  const created = await request.post('/blog/api/staff/posts/', {
    headers: bearer(staff),
    data: {
      titulo: title,
      resumen: `Resumen ${HOSTILE}`,
      contenido:
        `<p>Texto ${stamp}</p>${HOSTILE}<a href="javascript:window.__pwned=1">enlace</a>` +
        '<svg onload="window.__pwned=1"></svg><iframe src="javascript:window.__pwned=1"></iframe>' +
        '<p style="background:url(javascript:alert(1))" onclick="window.__pwned=1">párrafo</p>',
      categorias: [`Categoría ${HOSTILE_TERM}`],
      etiquetas: [`etiqueta ${HOSTILE_TERM}`],
      author_bio: `Biografía ${HOSTILE}`,
      estado: 'publicado',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = (await created.json()) as BlogPostSummary;
  const commentText = `Comentario ${stamp} ${HOSTILE}`;
  await approvedComment(request, post.id, {
    author: `Nombre ${HOSTILE}`.slice(0, 100),
    email: uniqueEmail('hostil'),
    text: commentText,
    website: 'https://ejemplo.es/?q="><script>window.__pwned=1</script>',
  });

  const inert = async () => {
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    // Nothing of what was typed became an element with a handler or a script URL.
    expect(await page.locator('main [onerror], main [onload], main [onclick]').count()).toBe(0);
    expect(await page.locator('main script, main iframe, main svg[onload]').count()).toBe(0);
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
  };

  await page.goto(`/blog?categoria=${encodeURIComponent(`Categoría ${HOSTILE_TERM}`)}`);
  // The title is shown as the text it is, tags and all.
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await inert();

  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`Texto ${stamp}`)).toBeVisible();
  await expect(page.getByText(commentText, { exact: true })).toBeVisible();
  await expect(page.getByText(`Biografía ${HOSTILE}`)).toBeVisible();
  await inert();
  // The server-rendered head says the title once, as text.
  const html = await (await request.get(`/blog/${post.slug}`)).text();
  expect(html).not.toContain('<script>window.__pwned');
  expect(html).not.toContain('onerror="window.__pwned');

  await openWithSession(page, staff, '/staff/comentarios?estado=aprobado');
  await expect(page.getByText(commentText, { exact: true })).toBeVisible();
  await inert();

  const archived = await request.delete(`/blog/api/staff/posts/${post.id}/`, {
    headers: bearer(staff),
  });
  expect(archived.ok(), await archived.text()).toBe(true);
});
