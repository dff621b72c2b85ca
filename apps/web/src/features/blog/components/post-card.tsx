/**
 * One post in the blog's grid (spec §2): picture, category badges, title (a
 * link stretched over the card to /blog/{slug}), summary, publication date
 * and the comment count, or "No hay comentarios".
 */
import { Link } from 'react-router';
import { CalendarDays, MessageCircle } from 'lucide-react';
import { blogMessages } from '@huella/shared/messages/blog';
import { blogScreensMessages } from '@huella/shared/messages/blog-screens';
import type { BlogPostSummary } from '@huella/shared/schemas/blog';
import { PetPhoto } from '../../../components/ui/pet-photo';
import { formatLongDate } from '../../../lib/dates';

const listText = blogScreensMessages.list;

/** Roughly the picture's width: one column on phones, then two and three. */
const CARD_SIZES =
  '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

interface PostCardProps {
  post: BlogPostSummary;
  /** The first cards are above the fold on most screens: load them first. */
  priority?: boolean;
}

export function PostCard({ post, priority = false }: PostCardProps) {
  const comments = post.comment_count;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-primary/10 transition focus-within:ring-2 focus-within:ring-primary hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <div className="relative aspect-16/9 overflow-hidden bg-secondary/30">
        <PetPhoto
          photo={post.image}
          image={post.imagen}
          imageSize={{ width: 1600, height: 900 }}
          sizes={CARD_SIZES}
          loading={priority ? 'eager' : 'lazy'}
          className="size-full object-cover transition duration-300 group-hover:scale-105 motion-reduce:transition-none"
          placeholderClassName="flex size-full items-center justify-center bg-secondary/40 text-primary/40"
          pawClassName="size-14"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {post.categorias.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={blogScreensMessages.post.categories}>
            {post.categorias.map((category) => (
              <li
                key={category}
                className="rounded-full bg-secondary/60 px-3 py-1 text-xs font-bold text-primary"
              >
                {category}
              </li>
            ))}
          </ul>
        ) : null}
        <h3 className="text-xl leading-snug font-bold text-balance text-primary">
          <Link
            to={`/blog/${post.slug}`}
            className="[overflow-wrap:anywhere] after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {post.titulo}
          </Link>
        </h3>
        {post.resumen ? (
          <p className="line-clamp-3 leading-relaxed text-ink">{post.resumen}</p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-sm text-muted">
          {post.fechaPublicacion ? (
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4 shrink-0 text-accent" aria-hidden="true" />
              <span className="sr-only">{listText.publishedOn} </span>
              <time dateTime={post.fechaPublicacion}>{formatLongDate(post.fechaPublicacion)}</time>
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1.5">
            <MessageCircle className="size-4 shrink-0 text-primary/70" aria-hidden="true" />
            {comments > 0 ? blogMessages.commentCount(comments) : blogMessages.noComments}
          </span>
        </div>
      </div>
    </article>
  );
}

/** A card-shaped placeholder while the list loads. */
export function PostCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-primary/10"
    >
      <div className="aspect-16/9 animate-pulse bg-secondary/40 motion-reduce:animate-none" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-1/3 animate-pulse rounded-full bg-gray-200 motion-reduce:animate-none" />
        <div className="h-6 w-4/5 animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
        <div className="h-4 w-full animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-gray-200 motion-reduce:animate-none" />
      </div>
    </div>
  );
}
