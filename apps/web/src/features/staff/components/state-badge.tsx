/** A post's state as a coloured badge (Borrador, Programado, Publicado, Archivado). */
import type { BlogPostState } from '@huella/shared/constants';
import { blogMessages } from '@huella/shared/messages/blog';

const tones: Record<BlogPostState, string> = {
  borrador: 'bg-gray-100 text-gray-800 ring-gray-300',
  programado: 'bg-amber-50 text-amber-900 ring-amber-300',
  publicado: 'bg-green-50 text-green-800 ring-green-300',
  archivado: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function PostStateBadge({ estado }: { estado: BlogPostState }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tones[estado]}`}
    >
      {blogMessages.states[estado]}
    </span>
  );
}
