/**
 * The post's content: a TipTap editor whose output is HTML (the server
 * sanitises it on save), with a toolbar that follows the ARIA toolbar
 * pattern (one tab stop, arrow keys between buttons, aria-pressed on the
 * marks and blocks that are on). Links go through a dialog asking for the
 * address; images are uploaded (POST staff/images/) and inserted with their
 * description. Only the staff editor imports this file, so TipTap's code is
 * loaded on staff pages alone.
 */
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import Image from '@tiptap/extension-image';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { staffMessages } from '@huella/shared/messages/staff';
import { ImageDialog } from './image-dialog';
import { LinkDialog } from './link-dialog';

const text = staffMessages.editor.toolbar;

interface RichTextEditorProps {
  /** The HTML the editor starts from (remount the component to load another). */
  initialContent: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
}

interface ToolButton {
  key: string;
  label: string;
  Icon: LucideIcon;
  run: (editor: Editor) => void;
  /** Toggle buttons: whether it is on where the cursor is. */
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
}

function ToolbarButton({
  tool,
  pressed,
  disabled,
  focusable,
  onRun,
}: {
  tool: ToolButton;
  pressed: boolean | undefined;
  disabled: boolean;
  focusable: boolean;
  onRun: () => void;
}) {
  const { Icon } = tool;
  return (
    <button
      type="button"
      data-tool={tool.key}
      aria-label={tool.label}
      title={tool.label}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      tabIndex={focusable ? 0 : -1}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        if (!disabled) onRun();
      }}
      className={`inline-flex size-10 items-center justify-center rounded-lg transition-colors focus-visible:outline-2 focus-visible:outline-primary ${
        pressed ? 'bg-primary text-white' : 'text-primary hover:bg-secondary/60'
      } ${disabled ? 'cursor-not-allowed opacity-40' : ''}`}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

function Separator() {
  return (
    <span role="separator" aria-orientation="vertical" className="mx-1 h-6 w-px bg-gray-200" />
  );
}

export function RichTextEditor({
  initialContent,
  onChange,
  labelId,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const toolbarRef = useRef<HTMLDivElement>(null);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
      }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['mailto'],
        HTMLAttributes: { rel: 'noopener noreferrer', target: null },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: initialContent,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class:
          'min-h-72 px-4 py-3 text-base text-ink focus:outline-none [&_blockquote]:border-l-4 [&_blockquote]:border-secondary-dark [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-primary [&_h3]:mt-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-primary [&_img]:my-3 [&_img]:max-w-full [&_img]:rounded-lg [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  const tools: ToolButton[][] = [
    [
      {
        key: 'bold',
        label: text.bold,
        Icon: Bold,
        run: (e) => e.chain().focus().toggleBold().run(),
        active: (e) => e.isActive('bold'),
      },
      {
        key: 'italic',
        label: text.italic,
        Icon: Italic,
        run: (e) => e.chain().focus().toggleItalic().run(),
        active: (e) => e.isActive('italic'),
      },
    ],
    [
      {
        key: 'h2',
        label: text.heading2,
        Icon: Heading2,
        run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
        active: (e) => e.isActive('heading', { level: 2 }),
      },
      {
        key: 'h3',
        label: text.heading3,
        Icon: Heading3,
        run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
        active: (e) => e.isActive('heading', { level: 3 }),
      },
      {
        key: 'bulletList',
        label: text.bulletList,
        Icon: List,
        run: (e) => e.chain().focus().toggleBulletList().run(),
        active: (e) => e.isActive('bulletList'),
      },
      {
        key: 'orderedList',
        label: text.orderedList,
        Icon: ListOrdered,
        run: (e) => e.chain().focus().toggleOrderedList().run(),
        active: (e) => e.isActive('orderedList'),
      },
      {
        key: 'blockquote',
        label: text.blockquote,
        Icon: Quote,
        run: (e) => e.chain().focus().toggleBlockquote().run(),
        active: (e) => e.isActive('blockquote'),
      },
    ],
    [
      {
        key: 'link',
        label: text.link,
        Icon: Link2,
        run: () => setDialog('link'),
        active: (e) => e.isActive('link'),
      },
      { key: 'image', label: text.image, Icon: ImagePlus, run: () => setDialog('image') },
    ],
    [
      {
        key: 'undo',
        label: text.undo,
        Icon: Undo2,
        run: (e) => e.chain().focus().undo().run(),
        enabled: (e) => e.can().undo(),
      },
      {
        key: 'redo',
        label: text.redo,
        Icon: Redo2,
        run: (e) => e.chain().focus().redo().run(),
        enabled: (e) => e.can().redo(),
      },
    ],
  ];
  const flat = tools.flat();

  // The toolbar re-renders when what it shows changes (marks, blocks, history).
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(
        flat.map((tool) => [
          tool.key,
          {
            pressed: tool.active ? tool.active(current) : undefined,
            enabled: tool.enabled ? tool.enabled(current) : true,
          },
        ]),
      ) as Record<string, { pressed: boolean | undefined; enabled: boolean }>,
  });

  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, (index: number) => number> = {
      ArrowRight: (index) => (index + 1) % flat.length,
      ArrowLeft: (index) => (index - 1 + flat.length) % flat.length,
      Home: () => 0,
      End: () => flat.length - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(focusIndex);
    setFocusIndex(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button[data-tool]')[next]?.focus();
  };

  const currentHref = (editor.getAttributes('link') as { href?: string }).href ?? '';

  let index = -1;
  const groups: ReactNode[] = tools.map((group, groupIndex) => (
    <div key={groupIndex} className="flex items-center" role="presentation">
      {groupIndex > 0 ? <Separator /> : null}
      {group.map((tool) => {
        index += 1;
        const position = index;
        return (
          <ToolbarButton
            key={tool.key}
            tool={tool}
            pressed={state?.[tool.key]?.pressed}
            disabled={!(state?.[tool.key]?.enabled ?? true)}
            focusable={position === focusIndex}
            onRun={() => {
              setFocusIndex(position);
              tool.run(editor);
            }}
          />
        );
      })}
    </div>
  ));

  return (
    <div
      className={`overflow-hidden rounded-lg border bg-white focus-within:border-primary focus-within:ring-2 focus-within:ring-secondary-dark ${
        invalid ? 'border-danger' : 'border-gray-300'
      }`}
    >
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={text.label}
        onKeyDown={onToolbarKeyDown}
        className="flex flex-wrap items-center gap-y-1 border-b border-gray-200 bg-surface px-2 py-1"
      >
        {groups}
      </div>
      <EditorContent editor={editor} />
      {dialog === 'link' ? (
        <LinkDialog
          initialHref={currentHref}
          hasLink={editor.isActive('link')}
          onClose={() => setDialog(null)}
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            if (editor.state.selection.empty && !editor.isActive('link'))
              chain
                .insertContent({
                  type: 'text',
                  text: href,
                  marks: [{ type: 'link', attrs: { href } }],
                })
                .run();
            else chain.setLink({ href }).run();
            setDialog(null);
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'image' ? (
        <ImageDialog
          onClose={() => setDialog(null)}
          onInsert={({ src, alt, width, height }) => {
            editor.chain().focus().setImage({ src, alt, width, height }).run();
            setDialog(null);
          }}
        />
      ) : null}
    </div>
  );
}
