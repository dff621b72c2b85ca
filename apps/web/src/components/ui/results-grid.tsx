/**
 * A page of cards loaded from the API (the blog's posts, the shop's products):
 * the error with Reintentar when nothing has loaded, skeleton cards while the
 * first page loads (no layout shift), the page's own empty state, and the
 * cards, dimmed while the next page loads over them.
 */
import { useDeferredValue, type ComponentType, type ReactNode } from 'react';
import { LoadError } from './load-error';

interface ResultsGridProps<Item extends { id: number }> {
  items: readonly Item[] | undefined;
  isError: boolean;
  isPlaceholderData: boolean;
  onRetry: () => void;
  text: { loadError: string; loading: string };
  loadDetail?: string;
  gridClassName: string;
  Skeleton: ComponentType;
  skeletonCount: number;
  empty: ReactNode;
  renderItem: (item: Item, index: number) => ReactNode;
}

export function ResultsGrid<Item extends { id: number }>({
  items: loaded,
  isError,
  isPlaceholderData,
  onRetry,
  text,
  loadDetail,
  gridClassName,
  Skeleton,
  skeletonCount,
  empty,
  renderItem,
}: ResultsGridProps<Item>) {
  // The cards are drawn in an interruptible pass of their own: an answer's
  // arrival would otherwise render a page of cards in one task (issue 18).
  const items = useDeferredValue(loaded);
  if (isError && !items)
    return <LoadError message={text.loadError} detail={loadDetail} onRetry={onRetry} />;
  if (!items)
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {text.loading}
        </p>
        <div className={gridClassName}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            <Skeleton key={index} />
          ))}
        </div>
      </div>
    );
  if (items.length === 0) return <>{empty}</>;
  return (
    <ul
      aria-busy={isPlaceholderData || undefined}
      className={`${gridClassName} transition-opacity ${isPlaceholderData ? 'opacity-60' : ''}`}
    >
      {items.map((item, index) => (
        <li key={item.id}>{renderItem(item, index)}</li>
      ))}
    </ul>
  );
}
