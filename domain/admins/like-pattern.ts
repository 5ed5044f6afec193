/** `%text%` for ILIKE with the text's own `%`, `_` and `\` matched literally (PostgreSQL's default escape). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
