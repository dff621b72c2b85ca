/**
 * /blog/{id} (spec §2): an id or a slug both resolve (the API does it). The
 * post's title, categories, author and date over its hero image, then the
 * HTML content in a reading column, its categories and tags (each a link to
 * the filtered list), real share links (Facebook, X, Pinterest, LinkedIn),
 * the author box, and the comment thread with its form. An unknown post:
 * "Artículo no encontrado" with a way back to /blog; a failed request says
 * so and offers to retry.
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CalendarDays, Share2, Tag } from 'lucide-react';
import { blogMessages } from '@huella/shared/messages/blog';
import { blogScreensMessages } from '@huella/shared/messages/blog-screens';
import type { BlogPost } from '@huella/shared/schemas/blog';
import { ButtonLink } from '../components/ui/button';
import { LoadError } from '../components/ui/load-error';
import { PetPhoto } from '../components/ui/pet-photo';
import { ShareLinks } from '../components/ui/share-links';
import { Spinner } from '../components/ui/spinner';
import { apiUrl, ApiError } from '../lib/api-client';
import { formatLongDate } from '../lib/dates';
import { useDocumentTitle } from '../lib/document-title';
import { absoluteUrl } from '../lib/share-links';
import { isPostKey, usePost } from '../features/blog/api/get-post';
import { AuthorBox } from '../features/blog/components/author-box';
import { CommentSection } from '../features/blog/components/comment-section';
import { PersonAvatar } from '../features/blog/components/person-avatar';
import { PostContent } from '../features/blog/components/post-content';
import { blogHref } from '../features/blog/utils/blog-address';
import { Container } from '../features/site/components/container';

const text = blogScreensMessages.post;
const shareText = blogScreensMessages.share;
const SHARE_NETWORKS = [
  { network: 'facebook', label: shareText.facebook },
  { network: 'x', label: shareText.x },
  { network: 'pinterest', label: shareText.pinterest },
  { network: 'linkedin', label: shareText.linkedin },
] as const;

const termLink =
  'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold transition-colors';

export default function BlogPostPage() {
  const { id = '' } = useParams();
  const query = usePost(id);
  const notFound =
    !isPostKey(id) || (query.error instanceof ApiError && query.error.status === 404);
  const post = notFound ? undefined : query.data;
  useDocumentTitle(
    post ? post.titulo : notFound ? blogMessages.notFound : query.isError ? text.loadError : null,
  );

  if (post) return <PostView post={post} />;
  if (!notFound && query.isPending) {
    // A screen tall, so the footer (and its newsletter form) stays out of sight
    // until the post comes, instead of showing and then jumping down.
    return (
      <Container className="flex min-h-svh items-center justify-center py-16">
        <Spinner label={text.loading} showLabel />
      </Container>
    );
  }
  return (
    <Container narrow className="flex flex-col items-center py-20 text-center">
      <h1 className="text-2xl font-bold text-primary sm:text-3xl">
        {notFound ? blogMessages.notFound : text.loadError}
      </h1>
      {notFound ? (
        <p className="mt-3 max-w-md text-muted">{text.notFoundHint}</p>
      ) : (
        <div className="mt-6 w-full max-w-md text-left">
          <LoadError
            message={query.error?.message ?? text.loadError}
            onRetry={() => void query.refetch()}
          />
        </div>
      )}
      <ButtonLink to="/blog" variant="primary" className="mt-8">
        <ArrowLeft className="size-5" aria-hidden="true" />
        {text.back}
      </ButtonLink>
    </Container>
  );
}

function PostView({ post }: { post: BlogPost }) {
  const shareUrl = `${window.location.origin}/blog/${post.slug}`;
  const picture = post.image?.url ?? post.imagen;
  const sharedPage = {
    url: shareUrl,
    text: text.shareText(post.titulo),
    image: picture ? absoluteUrl(apiUrl(picture)) : null,
  };

  return (
    <>
      <article aria-labelledby="page-title">
        <header className="bg-linear-to-b from-secondary/55 via-secondary/20 to-white">
          <Container narrow className="pt-8 pb-6 sm:pt-12 sm:pb-8">
            {post.categorias.length > 0 ? (
              <ul className="mb-4 flex flex-wrap gap-2" aria-label={text.categories}>
                {post.categorias.map((category) => (
                  <li key={category}>
                    <Link
                      to={blogHref({ categoria: category, etiqueta: '' })}
                      className={`${termLink} bg-white text-primary ring-1 ring-primary/15 hover:bg-secondary/60`}
                    >
                      {category}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <h1
              id="page-title"
              className="text-3xl leading-tight font-extrabold tracking-tight text-balance text-primary [overflow-wrap:anywhere] sm:text-5xl"
            >
              {post.titulo}
            </h1>
            {post.resumen ? (
              <p className="mt-4 text-lg leading-relaxed text-muted sm:text-xl">{post.resumen}</p>
            ) : null}
            <div className="mt-6 flex items-center gap-3">
              <PersonAvatar name={post.autor.nombre} photo={post.autor.avatar} size="md" />
              <div className="min-w-0 text-sm">
                <p className="font-bold text-primary">
                  <span className="font-normal text-muted">{text.by} </span>
                  {post.autor.nombre}
                </p>
                {post.fechaPublicacion ? (
                  <p className="mt-0.5 flex items-center gap-1.5 text-muted">
                    <CalendarDays className="size-4 shrink-0 text-accent" aria-hidden="true" />
                    <span className="sr-only">{blogScreensMessages.list.publishedOn} </span>
                    <time dateTime={post.fechaPublicacion}>
                      {formatLongDate(post.fechaPublicacion)}
                    </time>
                  </p>
                ) : null}
              </div>
            </div>
          </Container>
        </header>

        {post.image || post.imagen ? (
          <Container>
            {/* As wide as the reading column and a little more, never the whole page. */}
            <div className="mx-auto max-w-5xl">
              <PetPhoto
                photo={post.image}
                image={post.imagen}
                imageSize={{ width: 1600, height: 900 }}
                alt={post.image?.alt || text.imageAlt(post.titulo)}
                sizes="(min-width: 1024px) 976px, 100vw"
                loading="eager"
                fetchPriority="high"
                className="aspect-16/9 h-auto w-full rounded-2xl bg-secondary/30 object-cover shadow-sm sm:rounded-3xl"
              />
            </div>
          </Container>
        ) : null}

        <Container narrow className="space-y-10 pt-8 pb-10 sm:pt-10">
          <div className="max-w-prose lg:max-w-[70ch]">
            <PostContent html={post.contenido} />
          </div>

          {post.categorias.length > 0 || post.etiquetas.length > 0 ? (
            <div className="space-y-4 border-t border-gray-200 pt-6">
              {post.categorias.length > 0 ? (
                <TermList title={text.categories}>
                  {post.categorias.map((category) => (
                    <li key={category}>
                      <Link
                        to={blogHref({ categoria: category, etiqueta: '' })}
                        className={`${termLink} bg-secondary/60 text-primary hover:bg-secondary-dark`}
                      >
                        {category}
                      </Link>
                    </li>
                  ))}
                </TermList>
              ) : null}
              {post.etiquetas.length > 0 ? (
                <TermList title={text.tags}>
                  {post.etiquetas.map((tag) => (
                    <li key={tag}>
                      <Link
                        to={blogHref({ categoria: '', etiqueta: tag })}
                        className={`${termLink} bg-white text-primary ring-1 ring-primary/15 hover:bg-secondary/60`}
                      >
                        <Tag className="size-3.5" aria-hidden="true" />
                        {tag}
                      </Link>
                    </li>
                  ))}
                </TermList>
              ) : null}
            </div>
          ) : null}

          <section aria-labelledby="post-share">
            <h2 id="post-share" className="flex items-center gap-2 text-lg font-bold text-primary">
              <Share2 className="size-5" aria-hidden="true" />
              {text.share}
            </h2>
            <div className="mt-3">
              <ShareLinks page={sharedPage} networks={SHARE_NETWORKS} newTab={shareText.newTab} />
            </div>
          </section>

          <AuthorBox author={post.autor} />
        </Container>
      </article>

      <Container narrow className="pb-16">
        <CommentSection post={post} />
      </Container>
    </>
  );
}

function TermList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <h2 className="text-sm font-bold text-muted">{title}</h2>
      <ul className="flex flex-wrap gap-2">{children}</ul>
    </div>
  );
}
