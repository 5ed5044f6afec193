/** The lists the experience editor picks from, in the reader's language (editor-choices.server.ts). */
export interface EditorChoices {
  destinations: { id: number; name: string; country: string }[];
  categories: { id: number; name: string }[];
  languages: { code: string; name: string }[];
  addOnItems: { id: number; name: string; typeCode: number }[];
}
