/** The box under a post (spec §2): who wrote it, their photo or initials, and their short biography. */
import { blogScreensMessages } from '@huella/shared/messages/blog-screens';
import type { BlogAuthor } from '@huella/shared/schemas/blog';
import { PersonAvatar } from './person-avatar';

const text = blogScreensMessages.post;

export function AuthorBox({ author }: { author: BlogAuthor }) {
  return (
    <section
      aria-labelledby="post-author"
      className="flex flex-col gap-4 rounded-2xl bg-surface p-5 ring-1 ring-primary/10 sm:flex-row sm:items-start sm:gap-6 sm:p-6"
    >
      <PersonAvatar name={author.nombre} photo={author.avatar} size="lg" />
      <div className="min-w-0">
        <h2 id="post-author" className="text-sm font-bold tracking-wide text-accent uppercase">
          {text.aboutAuthor}
        </h2>
        <p className="mt-1 text-xl font-bold text-primary [overflow-wrap:anywhere]">
          {author.nombre}
        </p>
        {author.bio ? (
          <p className="mt-2 leading-relaxed whitespace-pre-line text-ink [overflow-wrap:anywhere]">
            {author.bio}
          </p>
        ) : null}
      </div>
    </section>
  );
}
