/**
 * The search box of Anuncios: it filters as the user types (once they pause,
 * so the list is not asked for at every key) or at once with Enter. The text
 * follows the filter when it changes from outside (a clear button, the back
 * button).
 */
import { useEffect, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { accountMessages } from '@huella/shared/messages/account';
import { SEARCH_QUERY_MAX_LENGTH } from '@huella/shared/schemas/pets';

const announcementsText = accountMessages.announcements;

/** Long enough to let a word be typed, short enough to feel immediate. */
export const SEARCH_DEBOUNCE_MS = 300;

interface AnnouncementSearchProps {
  value: string;
  onChange: (value: string) => void;
}

export function AnnouncementSearch({ value, onChange }: AnnouncementSearchProps) {
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState(value);
  const [followed, setFollowed] = useState(value);
  if (value !== followed) {
    setFollowed(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return;
    const timer = window.setTimeout(() => onChange(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <form
      role="search"
      aria-label={announcementsText.searchLabel}
      onSubmit={(event) => {
        event.preventDefault();
        onChange(text);
      }}
      className="relative"
    >
      <label htmlFor={inputId} className="sr-only">
        {announcementsText.searchLabel}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
        aria-hidden="true"
      />
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={announcementsText.searchPlaceholder}
        aria-describedby={hintId}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        className="block w-full rounded-full border border-gray-300 bg-white py-2.5 pr-4 pl-10 text-ink placeholder:text-gray-500 focus:border-primary focus:ring-2 focus:ring-secondary-dark focus:outline-none"
      />
      <span id={hintId} className="sr-only">
        {announcementsText.searchHint}
      </span>
    </form>
  );
}
