/**
 * The photos of an announcement (spec §2 image upload, several photos beyond
 * it): a drop zone to click or drag files onto, the main photo's preview
 * ("Haz clic para cambiar la imagen") and the ordered list of every photo with
 * buttons to move it before or after and to remove it; the list can also be
 * reordered by dragging. Everything works with the keyboard: the drop zones
 * and the preview are buttons, focus stays on the button that moved a photo,
 * and each change is announced.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  type DragEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { ArrowLeft, ArrowRight, ImagePlus, Star, Trash2 } from 'lucide-react';
import { announcementsMessages } from '@huella/shared/messages/announcements';
import { IMAGE_ACCEPT } from '../../../lib/image-file';
import type { PhotoList } from '../hooks/use-photo-list';
import { PhotoImage } from './photo-image';

const photosText = announcementsMessages.photos;
/** The drag payload of a photo being reordered (a file drag carries 'Files'). */
const PHOTO_DRAG_TYPE = 'application/x-huella-photo';

type Action = 'before' | 'after' | 'remove';

interface PhotoPickerProps {
  photos: PhotoList;
  /** A message about the photos from the server (its `fields.image`). */
  serverError?: string;
  disabled?: boolean;
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

export function PhotoPicker({ photos, serverError, disabled = false }: PhotoPickerProps) {
  const { items } = photos;
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  /** The photo button to focus once the list has changed (`key:action`). */
  const pendingFocus = useRef<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const errorsId = useId();
  const orderHintId = useId();

  const errors = [...(serverError ? [serverError] : []), ...fileErrors];
  const describedBy = [hintId, errors.length > 0 ? errorsId : null].filter(Boolean).join(' ');

  // A moved photo keeps focus on the button that moved it; a removed one hands
  // it to the photo that took its place, or to the drop zone.
  useEffect(() => {
    const wanted = pendingFocus.current;
    if (wanted === null) return;
    pendingFocus.current = null;
    const root = rootRef.current;
    const target =
      root?.querySelector<HTMLElement>(`[data-focus-id="${wanted}"]`) ??
      root?.querySelector<HTMLElement>('[data-focus-id="add"]');
    target?.focus();
  }, [items]);

  const addFiles = (files: File[]) => {
    if (files.length === 0) return;
    const refused = photos.add(files);
    setFileErrors(refused);
    const added = files.length - refused.length;
    if (added > 0) setAnnouncement(photosText.added(added));
  };

  const replaceMain = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    const refused = photos.replaceMain(file);
    setFileErrors(refused);
    if (refused.length === 0) setAnnouncement(photosText.replaced);
  };

  const move = (from: number, to: number, action: Action) => {
    const item = items[from];
    if (!item || to < 0 || to >= items.length) return;
    photos.move(from, to);
    setAnnouncement(photosText.moved(to + 1, items.length));
    pendingFocus.current = `${item.key}:${action}`;
  };

  const remove = (index: number) => {
    const item = items[index];
    if (!item) return;
    const next = items[index + 1] ?? items[index - 1];
    photos.remove(item.key);
    setAnnouncement(photosText.removed(items.length - 1));
    pendingFocus.current = next ? `${next.key}:remove` : 'add';
  };

  const dropOnItem = (event: DragEvent, to: number) => {
    if (dragged === null) return;
    event.preventDefault();
    move(dragged, to, 'before');
    setDragged(null);
  };

  const main = items[0];
  return (
    <div ref={rootRef} className="space-y-5">
      <div className={main ? 'grid gap-4 sm:grid-cols-2' : undefined}>
        {main ? (
          <DropTarget onFiles={replaceMain} disabled={disabled}>
            {(open, over) => (
              <button
                type="button"
                onClick={open}
                disabled={disabled}
                aria-describedby={describedBy}
                className={`group relative block w-full overflow-hidden rounded-2xl border-2 bg-secondary/30 focus-visible:ring-4 focus-visible:ring-secondary-dark focus-visible:outline-none ${
                  over ? 'border-accent' : 'border-transparent'
                }`}
              >
                <PhotoImage
                  item={main}
                  alt={photosText.alt(1)}
                  sizes="(min-width: 640px) 400px, 100vw"
                  className="aspect-4/3 w-full object-cover"
                />
                <span className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-2 bg-primary/80 px-4 py-3 text-sm font-semibold text-white transition-colors group-hover:bg-primary">
                  <ImagePlus className="size-5 shrink-0" aria-hidden="true" />
                  {photosText.change}
                </span>
              </button>
            )}
          </DropTarget>
        ) : null}
        <DropTarget onFiles={addFiles} multiple disabled={disabled} className="h-full">
          {(open, over) => (
            <button
              type="button"
              data-focus-id="add"
              onClick={open}
              disabled={disabled}
              aria-describedby={describedBy}
              className={`flex h-full w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed px-4 text-center transition-colors focus-visible:ring-4 focus-visible:ring-secondary-dark focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 ${
                main ? 'py-5' : 'py-10'
              } ${
                over
                  ? 'border-accent bg-orange-50'
                  : errors.length > 0
                    ? 'border-danger bg-red-50/40'
                    : 'border-secondary-dark bg-secondary/20 hover:bg-secondary/40'
              }`}
            >
              <ImagePlus className="size-8 text-accent" aria-hidden="true" />
              <span className="font-semibold text-primary">
                {main ? photosText.dropMore : photosText.drop}
              </span>
              <span id={hintId} className="text-sm text-muted">
                {photosText.hint}
              </span>
            </button>
          )}
        </DropTarget>
      </div>

      {items.length > 0 ? (
        <div>
          <p id={orderHintId} className="mb-3 text-sm text-muted">
            {photosText.orderHint}
          </p>
          <ol
            aria-label={photosText.listLabel}
            aria-describedby={orderHintId}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          >
            {items.map((item, index) => {
              const position = index + 1;
              const first = index === 0;
              const last = index === items.length - 1;
              return (
                <li
                  key={item.key}
                  draggable={!disabled}
                  onDragStart={(event) => {
                    event.dataTransfer.setData(PHOTO_DRAG_TYPE, String(index));
                    event.dataTransfer.effectAllowed = 'move';
                    setDragged(index);
                  }}
                  onDragEnd={() => setDragged(null)}
                  onDragOver={(event) => {
                    if (dragged !== null) event.preventDefault();
                  }}
                  onDrop={(event) => dropOnItem(event, index)}
                  className={`overflow-hidden rounded-xl border bg-white shadow-sm ${
                    dragged === index ? 'border-accent opacity-60' : 'border-gray-200'
                  }`}
                >
                  <PhotoImage
                    item={item}
                    alt={photosText.alt(position)}
                    sizes="200px"
                    className="pointer-events-none aspect-4/3 w-full bg-secondary/30 object-cover"
                  />
                  <p className="flex items-center gap-1 px-2.5 pt-2 text-sm font-medium text-ink">
                    {first ? (
                      <Star className="size-4 shrink-0 text-accent" aria-hidden="true" />
                    ) : null}
                    {first ? photosText.main : photosText.number(position)}
                  </p>
                  <div className="flex justify-between px-1 pb-1">
                    <IconButton
                      focusId={`${item.key}:before`}
                      label={photosText.moveBefore(position)}
                      inactive={first || disabled}
                      onClick={() => move(index, index - 1, 'before')}
                    >
                      <ArrowLeft className="size-4" aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      focusId={`${item.key}:after`}
                      label={photosText.moveAfter(position)}
                      inactive={last || disabled}
                      onClick={() => move(index, index + 1, 'after')}
                    >
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      focusId={`${item.key}:remove`}
                      label={photosText.remove(position)}
                      inactive={disabled}
                      tone="danger"
                      onClick={() => remove(index)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </IconButton>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      ) : null}

      {errors.length > 0 ? (
        <div id={errorsId} role="alert" className="space-y-1 text-sm font-medium text-danger">
          {errors.map((error) => (
            <p key={error}>{error}</p>
          ))}
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/** Opens the system's file dialog of the drop target the clicked control is in. */
const openFileDialog = (event: MouseEvent<HTMLElement>) =>
  event.currentTarget
    .closest('[data-drop-target]')
    ?.querySelector<HTMLInputElement>('input[type="file"]')
    ?.click();

/**
 * A hidden file input behind a visible control: the render prop gets `open`
 * (the system's file dialog) and whether files are being dragged over it.
 */
function DropTarget({
  onFiles,
  multiple = false,
  disabled,
  className,
  children,
}: {
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  disabled: boolean;
  className?: string;
  children: (open: (event: MouseEvent<HTMLElement>) => void, over: boolean) => ReactNode;
}) {
  const [over, setOver] = useState(false);
  return (
    <div
      data-drop-target
      className={className}
      onDragOver={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        if (disabled || !hasFiles(event)) return;
        event.preventDefault();
        setOver(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      {children(openFileDialog, over)}
      <input
        type="file"
        accept={IMAGE_ACCEPT}
        multiple={multiple}
        hidden
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // The same file can be chosen again after being removed.
          event.target.value = '';
        }}
      />
    </div>
  );
}

/**
 * A small icon button. One that cannot act where it is (moving the first photo
 * before) stays focusable and says so with aria-disabled, so focus never drops.
 */
function IconButton({
  focusId,
  label,
  inactive,
  tone = 'default',
  onClick,
  children,
}: {
  focusId: string;
  label: string;
  inactive: boolean;
  tone?: 'default' | 'danger';
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-focus-id={focusId}
      aria-label={label}
      title={label}
      aria-disabled={inactive || undefined}
      onClick={() => {
        if (!inactive) onClick();
      }}
      className={`flex size-9 items-center justify-center rounded-full transition-colors aria-disabled:cursor-not-allowed aria-disabled:opacity-40 ${
        tone === 'danger'
          ? 'text-danger hover:bg-red-50 aria-disabled:hover:bg-transparent'
          : 'text-primary hover:bg-secondary/60 aria-disabled:hover:bg-transparent'
      }`}
    >
      {children}
    </button>
  );
}
