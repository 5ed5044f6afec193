import { data } from 'react-router';

/** The encodings an HTML form submits; anything else never came from one of our forms. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The submitted form of a page action. A body that is not a form (another Content-Type, a broken
 * multipart body, none at all) is the client's mistake: 415 or 400 for the page's error boundary, never
 * the 500 that `request.formData()` throwing would give. Every action reads its form through here.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.includes(type)) throw data(null, { status: 415 });
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
}
