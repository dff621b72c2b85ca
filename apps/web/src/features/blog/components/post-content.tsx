/**
 * A post's body: the HTML the server stored after sanitising it with its
 * allowlist (never anything else goes in here), set in a column styled for
 * reading: headings, paragraphs, lists, quotes, pictures and links.
 */
const PROSE = [
  'text-lg leading-relaxed text-ink [overflow-wrap:anywhere]',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_p]:my-5',
  '[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:leading-snug [&_h2]:font-bold [&_h2]:text-primary',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:leading-snug [&_h3]:font-bold [&_h3]:text-primary',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-bold [&_h4]:text-primary',
  '[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:my-1.5 [&_li]:pl-1 [&_li::marker]:text-accent',
  '[&_blockquote]:my-8 [&_blockquote]:rounded-r-2xl [&_blockquote]:border-l-4 [&_blockquote]:border-secondary-dark [&_blockquote]:bg-secondary/25 [&_blockquote]:px-5 [&_blockquote]:py-4 [&_blockquote]:text-xl [&_blockquote]:text-primary [&_blockquote]:italic',
  '[&_blockquote_p]:my-2',
  '[&_a]:font-semibold [&_a]:text-accent [&_a]:underline [&_a]:decoration-accent/40 [&_a]:underline-offset-2 [&_a:hover]:text-orange-800 [&_a:hover]:decoration-orange-800',
  '[&_img]:my-8 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl',
  '[&_figure]:my-8 [&_figure_img]:my-0 [&_figcaption]:mt-2 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-muted',
  '[&_strong]:font-bold [&_strong]:text-primary [&_em]:italic',
  '[&_hr]:my-10 [&_hr]:border-gray-200',
  '[&_code]:rounded [&_code]:bg-surface [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base',
  '[&_table]:my-6 [&_table]:w-full [&_table]:text-base [&_th]:border-b [&_th]:border-gray-300 [&_th]:p-2 [&_th]:text-left [&_td]:border-b [&_td]:border-gray-100 [&_td]:p-2',
].join(' ');

export function PostContent({ html }: { html: string }) {
  // The server sanitised this HTML on save (an allowlist); it is the post as staff wrote it.
  return <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />;
}
