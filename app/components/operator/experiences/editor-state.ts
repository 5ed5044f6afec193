/**
 * The experience editor's form state: the editor's body (domain/experiences/editor-input.ts) with what a
 * person types kept as typed (numbers as text, lists as one line each), and the conversions to and from
 * the API's shapes. The server's schema decides; a number that does not parse is sent as it is, so the
 * 400 names its field.
 */
import type { z } from 'zod';
import { experienceEditorSchema } from '../../../../domain/experiences/editor-input';
import type { contentReply, termsReply } from '../../../../domain/experiences/replies-contract';
import { emptyMeetingPoint, type MeetingPointDraft } from '../../experiences/meeting-point-field';

export const LANGS = ['es', 'en'] as const;
export type EditorLang = (typeof LANGS)[number];
export const LINE_LISTS = ['included', 'not_included', 'requirements', 'recommendations'] as const;
export type LineList = (typeof LINE_LISTS)[number];
export const PRICE_TIERS = ['adults', 'children', 'babies', 'seniors'] as const;

type Content = z.infer<typeof contentReply>;
type Terms = z.infer<typeof termsReply>;

export interface LanguageForm {
  name: string;
  h1: string;
  description_html: string;
  /** Each list as typed: one line per item. */
  lines: Record<LineList, string>;
}

export interface EditorForm {
  es: LanguageForm;
  en: LanguageForm;
  destination_id: string;
  category_ids: number[];
  duration_minutes: string;
  difficulty: string;
  language_codes: string[];
  is_private: boolean;
  meeting_point: MeetingPointDraft;
  is_package: boolean;
  /** Tier prices, the package price and the original one, as typed (empty: none). */
  prices: Record<(typeof PRICE_TIERS)[number] | 'package' | 'original', string>;
  show_original: boolean;
  discount_groups: { min: string; max: string; percent: string }[];
  min_persons: string;
  max_persons: string;
  min_age: string;
  include_children: boolean;
  include_babies: boolean;
  /** The add-on items offered, by item id: price as typed and whether it counts per person. */
  add_ons: Record<number, { price: string; per_person: boolean }>;
  cancellation_policy: string;
  /**
   * The pickup area (docs/decisions/0081-pickup-area.md): served cities by destination id with the radius as
   * typed, and the centres placed through the API, kept as they are.
   */
  pickup_cities: Record<number, string>;
  pickup_centres: { latitude: number; longitude: number; radius_km: number; name: string }[];
}

const emptyLanguage = (): LanguageForm => ({
  name: '',
  h1: '',
  description_html: '',
  lines: { included: '', not_included: '', requirements: '', recommendations: '' },
});

export function emptyForm(): EditorForm {
  return {
    es: emptyLanguage(),
    en: emptyLanguage(),
    destination_id: '',
    category_ids: [],
    duration_minutes: '120',
    difficulty: '0',
    language_codes: [],
    is_private: false,
    meeting_point: emptyMeetingPoint(),
    is_package: false,
    prices: { adults: '', children: '', babies: '', seniors: '', package: '', original: '' },
    show_original: false,
    discount_groups: [],
    min_persons: '1',
    max_persons: '20',
    min_age: '0',
    include_children: true,
    include_babies: false,
    add_ons: {},
    cancellation_policy: '2',
    pickup_cities: {},
    pickup_centres: [],
  };
}

const text = (value: number | null) => (value === null ? '' : String(value));

export function formFromAnswer(content: Content, terms: Terms): EditorForm {
  const language = (lang: EditorLang): LanguageForm => ({
    name: content[lang].name,
    h1: content[lang].h1,
    description_html: content[lang].description_html,
    lines: Object.fromEntries(LINE_LISTS.map((list) => [list, content[lang][list].join('\n')])) as Record<
      LineList,
      string
    >,
  });
  return {
    es: language('es'),
    en: language('en'),
    destination_id: String(content.destination_id),
    category_ids: content.category_ids,
    duration_minutes: String(content.duration_minutes),
    difficulty: String(content.difficulty),
    language_codes: content.language_codes,
    is_private: content.is_private,
    meeting_point: content.meeting_point
      ? {
          point: { latitude: content.meeting_point.latitude, longitude: content.meeting_point.longitude },
          texts: content.meeting_point.texts,
        }
      : emptyMeetingPoint(),
    is_package: terms.is_package,
    prices: {
      adults: text(terms.prices.adults),
      children: text(terms.prices.children),
      babies: text(terms.prices.babies),
      seniors: text(terms.prices.seniors),
      package: text(terms.prices.package),
      original: text(terms.prices.original),
    },
    show_original: terms.prices.show_original,
    discount_groups: terms.discount_groups.map((g) => ({
      min: String(g.min),
      max: String(g.max),
      percent: String(g.percent),
    })),
    min_persons: String(terms.min_persons),
    max_persons: String(terms.max_persons),
    min_age: String(terms.min_age),
    include_children: terms.include_children,
    include_babies: terms.include_babies,
    add_ons: Object.fromEntries(
      terms.add_ons.map((a) => [a.add_on_item_id, { price: String(a.price), per_person: a.per_person }]),
    ),
    cancellation_policy: String(terms.cancellation_policy),
    pickup_cities: Object.fromEntries(
      terms.pickup_area.flatMap((c) =>
        'destination_id' in c ? [[c.destination_id, String(c.radius_km)]] : [],
      ),
    ),
    pickup_centres: terms.pickup_area.flatMap((c) => ('destination_id' in c ? [] : [c])),
  };
}

/** A typed number, or the text itself when it is not one (the server then names the field). */
const number = (typed: string): number | string => {
  const trimmed = typed.trim().replace(',', '.');
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : typed;
};
const optionalNumber = (typed: string) => (typed.trim() === '' ? null : number(typed));
const lines = (typed: string) =>
  typed
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** A field the form marks: its path in the editor's body (`content.es.name`) and a catalogue key or text. */
export interface FieldIssue {
  field: string;
  message: string;
}

export type EditorBody = z.input<typeof experienceEditorSchema>;

/**
 * The editor's body for PUT and POST, checked by the very schema the API runs: either the body, or the
 * fields to fix (catalogue keys) before anything is sent. The server checks it again, and what only it
 * knows (that a destination exists, completeness).
 */
export function editorBody(form: EditorForm): { body: EditorBody } | { issues: FieldIssue[] } {
  const { point, texts } = form.meeting_point;
  const typed = Object.values(texts).some((words) => Object.values(words).some((w) => w.trim() !== ''));
  if (!point && typed) {
    return { issues: [{ field: 'content.meeting_point.latitude', message: 'meetingPoint.errors.point' }] };
  }
  const candidate = candidateBody(form);
  const parsed = experienceEditorSchema.safeParse(candidate);
  if (!parsed.success) {
    return {
      issues: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
    };
  }
  // The schema accepted this very object, so it is a body of the contract's input type.
  return { body: candidate as EditorBody };
}

function candidateBody(form: EditorForm) {
  const language = (lang: EditorLang) => ({
    name: form[lang].name,
    h1: form[lang].h1,
    description_html: form[lang].description_html,
    ...Object.fromEntries(LINE_LISTS.map((list) => [list, lines(form[lang].lines[list])])),
  });
  return {
    content: {
      es: language('es'),
      en: language('en'),
      destination_id: number(form.destination_id),
      category_ids: form.category_ids,
      duration_minutes: number(form.duration_minutes),
      difficulty: number(form.difficulty),
      language_codes: form.language_codes,
      is_private: form.is_private,
      meeting_point: form.meeting_point.point
        ? {
            latitude: form.meeting_point.point.latitude,
            longitude: form.meeting_point.point.longitude,
            texts: form.meeting_point.texts,
          }
        : null,
    },
    terms: {
      is_package: form.is_package,
      prices: {
        adults: form.prices.adults.trim() === '' ? 0 : number(form.prices.adults),
        children: optionalNumber(form.prices.children),
        babies: optionalNumber(form.prices.babies),
        seniors: optionalNumber(form.prices.seniors),
        package: form.prices.package.trim() === '' ? 0 : number(form.prices.package),
        original: optionalNumber(form.prices.original),
        show_original: form.show_original,
      },
      discount_groups: form.discount_groups.map((g) => ({
        min: number(g.min),
        max: number(g.max),
        percent: number(g.percent),
      })),
      min_persons: number(form.min_persons),
      max_persons: number(form.max_persons),
      min_age: number(form.min_age),
      include_children: form.include_children,
      include_babies: form.include_babies,
      add_ons: Object.entries(form.add_ons).map(([id, a]) => ({
        add_on_item_id: Number(id),
        price: a.price.trim() === '' ? 0 : number(a.price),
        per_person: a.per_person,
      })),
      cancellation_policy: number(form.cancellation_policy),
      pickup_area: [
        ...Object.entries(form.pickup_cities).map(([id, radius]) => ({
          destination_id: Number(id),
          radius_km: number(radius),
        })),
        ...form.pickup_centres,
      ],
    },
  };
}
