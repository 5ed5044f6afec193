import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import {
  DESCRIPTION_HEADING_LEVELS,
  DESCRIPTION_LINK_REL,
  DESCRIPTION_LINK_SCHEMES,
  descriptionFromEditor,
  descriptionLinkHref,
} from '../../../../domain/catalog/description-rules';
import { RICH_TEXT_REGION_CLASS } from './rich-text-region';
import { type ActiveFormats, RichTextToolbar } from './rich-text-toolbar';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  lang: string;
  /** The id of the field's visible label, and the language's name for the region's own label. */
  labelledBy: string;
  regionLabel: string;
  toolbarLabel: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Before the editor's first transaction, the selection has no format. */
const NOTHING_ACTIVE: ActiveFormats = {
  bold: false,
  italic: false,
  heading: false,
  subheading: false,
  bulletList: false,
  orderedList: false,
  link: false,
  href: '',
};

/** The editable region's attributes: a multi-line text box named for its language. */
function regionAttributes({
  lang,
  regionLabel,
  describedBy,
  invalid,
}: Pick<RichTextEditorProps, 'lang' | 'regionLabel' | 'describedBy' | 'invalid'>): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': regionLabel,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    lang,
    class: RICH_TEXT_REGION_CLASS,
  };
}

/**
 * The description's rich-text editor (Tiptap, docs/decisions/0071-rich-text-editor.md): exactly what the
 * server's sanitizer keeps (domain/catalog/description-rules.ts) — paragraphs, two heading levels, bold,
 * italics, lists and web links — and nothing else, pasted text included. Loaded only by the experience
 * editor, after hydration (description-field.tsx renders its stand-in until then). It sends HTML; the
 * server sanitizes it again.
 */
export default function RichTextEditor({
  value,
  onChange,
  lang,
  labelledBy,
  regionLabel,
  toolbarLabel,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  // What the editor last sent: a value from elsewhere (the saved answer) replaces the editor's content.
  const sent = useRef(value);
  // The editor is made once; its update handler calls the field's latest onChange (the form changes).
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        heading: { levels: [...DESCRIPTION_HEADING_LEVELS] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: DESCRIPTION_LINK_SCHEMES,
          isAllowedUri: (url) => descriptionLinkHref(url) !== null && /^https?:\/\//i.test(url),
          HTMLAttributes: { rel: DESCRIPTION_LINK_REL, target: '_blank' },
        },
      }),
    ],
    content: value,
    editorProps: { attributes: regionAttributes({ lang, regionLabel, describedBy, invalid }) },
    onUpdate: ({ editor: current }) => {
      const html = descriptionFromEditor(current.getHTML());
      sent.current = html;
      latestOnChange.current(html);
    },
  });

  // The region's label, problem and state follow the field's (they change after a refused save).
  useEffect(() => {
    if (!editor) return;
    editor.setOptions({
      editorProps: { attributes: regionAttributes({ lang, regionLabel, describedBy, invalid }) },
    });
  }, [editor, lang, regionLabel, describedBy, invalid]);

  useEffect(() => {
    if (!editor || value === sent.current) return;
    sent.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            heading: current.isActive('heading', { level: 3 }),
            subheading: current.isActive('heading', { level: 4 }),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            link: current.isActive('link'),
            href: (current.getAttributes('link').href as string | undefined) ?? '',
          }
        : null,
  });

  return (
    <div role="group" aria-labelledby={labelledBy} data-rich-text-ready={editor ? 'true' : undefined}>
      {editor ? (
        <RichTextToolbar editor={editor} active={active ?? NOTHING_ACTIVE} label={toolbarLabel} />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
