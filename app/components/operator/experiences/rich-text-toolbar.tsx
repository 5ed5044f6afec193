import type { Editor } from '@tiptap/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { descriptionLinkHref } from '../../../../domain/catalog/description-rules';
import { useTranslation } from '../../../i18n/translation-context';
import { Icon } from '../../icon';
import type { IconName } from '../../icon-names';

/** Which formats the selection has: each button says so with aria-pressed. */
export interface ActiveFormats {
  bold: boolean;
  italic: boolean;
  heading: boolean;
  subheading: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
  href: string;
}

type Format = Exclude<keyof ActiveFormats, 'link' | 'href'>;

const K = 'operatorExperiences.page.richText';

const BUTTONS: { format: Format; icon: IconName; run: (editor: Editor) => void }[] = [
  { format: 'bold', icon: 'bold', run: (e) => e.chain().focus().toggleBold().run() },
  { format: 'italic', icon: 'italic', run: (e) => e.chain().focus().toggleItalic().run() },
  { format: 'heading', icon: 'heading-3', run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  {
    format: 'subheading',
    icon: 'heading-4',
    run: (e) => e.chain().focus().toggleHeading({ level: 4 }).run(),
  },
  { format: 'bulletList', icon: 'list', run: (e) => e.chain().focus().toggleBulletList().run() },
  { format: 'orderedList', icon: 'list-ordered', run: (e) => e.chain().focus().toggleOrderedList().run() },
];

const buttonClass =
  'inline-flex size-11 items-center justify-center rounded-card hover:bg-surface-sunk aria-pressed:bg-accent-soft aria-pressed:text-accent-strong';

/**
 * A pointer on a button leaves the focus (and the selection's pending format) in the text; the keyboard
 * still reaches every button, and each command puts the focus back in the text.
 */
const keepTextFocus = (event: { preventDefault: () => void }) => event.preventDefault();

/** Left and right arrows move between the toolbar's buttons, as in a toolbar of a desktop editor. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at === -1) return;
  event.preventDefault();
  const next = (at + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

/**
 * The description's formatting buttons (translated names, pressed when the selection has the format;
 * they wrap on a phone) and the link's address form: a web address only, or the link is refused here as
 * the server would refuse it.
 */
export function RichTextToolbar({
  editor,
  active,
  label,
}: {
  editor: Editor;
  active: ActiveFormats;
  label: string;
}) {
  const { t } = useTranslation();
  const addressId = useId();
  const [linking, setLinking] = useState(false);
  const [address, setAddress] = useState('');
  const [refused, setRefused] = useState(false);
  const addressInput = useRef<HTMLInputElement>(null);
  // The address field takes the focus when it opens, so the keyboard goes on where the button was.
  useEffect(() => {
    if (linking) addressInput.current?.focus();
  }, [linking]);

  const closeLink = () => {
    setLinking(false);
    setRefused(false);
    editor.commands.focus();
  };
  const applyLink = () => {
    const href = descriptionLinkHref(address);
    if (href === null) {
      setRefused(true);
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !active.link) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    closeLink();
  };
  const removeLink = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinking(false);
    setRefused(false);
  };

  return (
    <div className="rounded-t-card border border-b-0 border-line bg-surface p-1">
      <div role="toolbar" aria-label={label} className="flex flex-wrap gap-1" onKeyDown={moveFocus}>
        {BUTTONS.map(({ format, icon, run }) => (
          <button
            key={format}
            type="button"
            className={buttonClass}
            onMouseDown={keepTextFocus}
            aria-pressed={active[format]}
            aria-label={t(`${K}.${format}`)}
            title={t(`${K}.${format}`)}
            onClick={() => run(editor)}
          >
            <Icon name={icon} className="size-5" />
          </button>
        ))}
        <button
          type="button"
          className={buttonClass}
          onMouseDown={keepTextFocus}
          aria-pressed={active.link}
          aria-label={t(`${K}.link`)}
          title={t(`${K}.link`)}
          aria-expanded={linking}
          onClick={() => {
            setAddress(active.href);
            setRefused(false);
            setLinking(!linking);
          }}
        >
          <Icon name="link" className="size-5" />
        </button>
      </div>
      {linking && (
        <div className="mt-1 flex flex-wrap items-end gap-2 p-1">
          <div className="min-w-0 grow basis-56">
            <label htmlFor={addressId} className="block text-sm font-semibold">
              {t(`${K}.linkAddress`)}
            </label>
            <input
              id={addressId}
              type="url"
              inputMode="url"
              ref={addressInput}
              value={address}
              placeholder="https://"
              aria-invalid={refused || undefined}
              aria-describedby={refused ? `${addressId}-error` : undefined}
              onChange={(event) => {
                setAddress(event.target.value);
                setRefused(false);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                } else if (event.key === 'Escape') {
                  event.preventDefault();
                  closeLink();
                }
              }}
              className="mt-1 block h-11 w-full rounded-card border border-line bg-surface px-3 aria-[invalid]:border-danger"
            />
          </div>
          <button
            type="button"
            onClick={applyLink}
            className="min-h-11 rounded-pill bg-accent px-4 font-semibold text-white hover:bg-accent-hover"
          >
            {t(`${K}.linkApply`)}
          </button>
          {active.link && (
            <button
              type="button"
              onClick={removeLink}
              className="min-h-11 rounded-pill border border-line px-4 font-semibold hover:bg-surface-sunk"
            >
              {t(`${K}.linkRemove`)}
            </button>
          )}
          <button
            type="button"
            onClick={closeLink}
            className="min-h-11 rounded-pill px-4 font-semibold text-accent-strong hover:bg-surface-sunk"
          >
            {t(`${K}.linkCancel`)}
          </button>
          {refused && (
            <p id={`${addressId}-error`} role="alert" className="w-full text-sm text-danger">
              {t(`${K}.linkInvalid`)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
