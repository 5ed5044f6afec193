/** The lists the experience editor picks from, in the reader's language (editor-choices.server.ts). */
export interface EditorChoices {
  /** `iso`: the country's code, for the meeting point's map. */
  destinations: { id: number; name: string; country: string; iso: string }[];
  categories: { id: number; name: string }[];
  languages: { code: string; name: string }[];
  addOnItems: { id: number; name: string; typeCode: number }[];
}
