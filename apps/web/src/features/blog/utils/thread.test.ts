import { describe, expect, it } from 'vitest';
import { commentFixture } from '../../../testing/blog-fixtures';
import { buildThread, initialsOf } from './thread';

const comment = (id: number, parentId: number | null = null) =>
  commentFixture({ id, parentId, author: `Persona ${id}` });

describe('buildThread', () => {
  it('puts each reply under its comment, keeping the order the API sent', () => {
    const thread = buildThread([
      comment(1),
      comment(2),
      comment(3, 1),
      comment(4, 2),
      comment(5, 1),
    ]);
    expect(thread.map(({ comment, replies }) => [comment.id, replies.map((r) => r.id)])).toEqual([
      [1, [3, 5]],
      [2, [4]],
    ]);
  });

  it('shows a reply whose comment is not shown on its own, rather than losing it', () => {
    const thread = buildThread([comment(1), comment(7, 99)]);
    expect(thread.map(({ comment }) => comment.id)).toEqual([1, 7]);
    expect(thread.flatMap(({ replies }) => replies)).toEqual([]);
  });

  it('files a reply to a reply under the top-level comment', () => {
    const thread = buildThread([comment(1), comment(2, 1), comment(3, 2)]);
    expect(thread).toHaveLength(1);
    expect(thread[0]!.replies.map((reply) => reply.id)).toEqual([2, 3]);
  });
});

describe('initialsOf', () => {
  it('takes the first and last words, in capitals', () => {
    expect(initialsOf('ana garcía')).toBe('AG');
    expect(initialsOf('Lucía de la Fuente')).toBe('LF');
    expect(initialsOf('  Pedro ')).toBe('P');
    expect(initialsOf('Élodie')).toBe('É');
    expect(initialsOf('')).toBe('?');
  });
});
