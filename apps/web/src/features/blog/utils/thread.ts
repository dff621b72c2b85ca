/**
 * The flat list the API sends (oldest first, a reply naming its parentId)
 * as the thread people read: each top-level comment followed by its replies,
 * in order. A reply whose comment is not shown (held, or removed) stands on
 * its own at the top level rather than vanish.
 */
import type { BlogComment } from '@huella/shared/schemas/blog';

export interface ThreadEntry {
  comment: BlogComment;
  replies: BlogComment[];
}

export function buildThread(comments: readonly BlogComment[]): ThreadEntry[] {
  const shown = new Set(comments.map((comment) => comment.id));
  const entries = new Map<number, ThreadEntry>();
  const thread: ThreadEntry[] = [];
  for (const comment of comments) {
    if (comment.parentId === null || !shown.has(comment.parentId)) {
      const entry = { comment, replies: [] };
      entries.set(comment.id, entry);
      thread.push(entry);
    }
  }
  for (const comment of comments) {
    if (comment.parentId === null) continue;
    const parent = entries.get(comment.parentId);
    // A reply to a reply (deeper than the API allows) goes under the top-level comment it answers.
    const top = parent ?? findTop(comment.parentId, comments, entries);
    if (top && top.comment.id !== comment.id) top.replies.push(comment);
  }
  return thread;
}

function findTop(
  parentId: number,
  comments: readonly BlogComment[],
  entries: Map<number, ThreadEntry>,
): ThreadEntry | undefined {
  let current = comments.find((comment) => comment.id === parentId);
  for (let depth = 0; current && depth < comments.length; depth += 1) {
    const entry = entries.get(current.id);
    if (entry) return entry;
    const next: number | null = current.parentId;
    current = next === null ? undefined : comments.find((comment) => comment.id === next);
  }
  return undefined;
}

/** Up to two initials of a name ("Ana García" → "AG"), for a face without a photo. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return (
    picked.map((word) => Array.from(word)[0]?.toLocaleUpperCase('es-ES') ?? '').join('') || '?'
  );
}
