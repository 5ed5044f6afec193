/**
 * A failure the client can act on: an HTTP status, a stable UPPER_SNAKE code for programs and a catalogue
 * key for people. Domain code throws these; the server's one error handler translates them.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(`${code} (${messageKey})`);
    this.name = 'AppError';
  }
}

export const notFound = (code: string, messageKey: string) => new AppError(404, code, messageKey);

export const badRequest = (code: string, messageKey: string, params: Record<string, string | number> = {}) =>
  new AppError(400, code, messageKey, params);
