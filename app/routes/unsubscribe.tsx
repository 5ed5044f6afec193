import { useEffect, useRef } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { useToast } from '../components/toasts';
import { unsubscribe as copy } from '../content/unsubscribe';
import { unsubscribeWithToken } from '../../domain/accounts/unsubscribe.server';
import { verifyUnsubscribeToken } from '../../domain/emails/unsubscribe-token';
import { AppError } from '../../domain/errors';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import type { Route } from './+types/unsubscribe';
import { withOpenGraph } from '../lib/seo';
import { readFormData } from '../lib/form-data.server';

/**
 * The link of a promotional e-mail (docs/decisions/0044): `?token=` signed by the server for one address.
 * A missing or altered token is a 400 that reads no database, so the page tells nothing about anyone.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { signingSecret } = context.get(servicesContext);
  const lang = await requestLanguage(request);
  const token = url.searchParams.get('token') ?? '';
  const email = verifyUnsubscribeToken(signingSecret, token);
  if (!email) return data({ copy: copy[lang], link: null }, { status: 400 });
  return { copy: copy[lang], link: { email, token } };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, clock, signingSecret } = context.get(servicesContext);
  const lang = await requestLanguage(request);
  const form = await readFormData(request);
  try {
    await unsubscribeWithToken(db, signingSecret, form.get('token'), clock());
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 400) throw error;
    return data({ status: 'invalid' as const, message: copy[lang].invalidLink }, { status: 400 });
  }
  return { status: 'done' as const, message: copy[lang].success };
}

/** The page names the link's address: no cache keeps it, shared or in the browser. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  const { data: loaderData } = args;
  return withOpenGraph(args, [
    { title: `${loaderData?.copy.title} | Rumbo` },
    { name: 'description', content: loaderData?.copy.description },
    { name: 'robots', content: 'noindex' },
  ]);
}

/** Confirms the unsubscription of the link's address (the outbox honours it for promotional e-mail). */
export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { copy: text, link } = loaderData;
  const navigationState = useNavigation().state;
  const submitting = navigationState === 'submitting';
  const toast = useToast();
  // Only a submission made here with JavaScript toasts; a page rendered after a plain form post shows
  // the confirmation below and nothing else.
  const submitted = useRef(false);
  useEffect(() => {
    if (navigationState === 'submitting') submitted.current = true;
    if (navigationState !== 'idle' || !submitted.current) return;
    submitted.current = false;
    if (actionData?.status === 'done') toast({ kind: 'success', message: actionData.message });
  }, [navigationState, actionData, toast]);
  const invalid = !link || actionData?.status === 'invalid';
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 lg:py-20">
      <h1 className="text-h2 font-bold">{text.title}</h1>
      {actionData?.status === 'done' ? (
        // Not a live region: with JavaScript the success toast announces it, without it this is a new page.
        <p className="mt-8 rounded-card bg-success-soft p-4 font-medium text-success">{actionData.message}</p>
      ) : invalid ? (
        <p id="unsubscribe-error" className="mt-8 rounded-card bg-danger-soft p-4 font-medium text-danger">
          {text.invalidLink}
        </p>
      ) : (
        <Form method="post" className="mt-6 space-y-4">
          <p className="text-muted">{text.intro}</p>
          <p className="break-all font-semibold">{link.email}</p>
          <input type="hidden" name="token" value={link.token} />
          <button
            type="submit"
            disabled={submitting}
            className="h-12 rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover disabled:opacity-60"
          >
            {submitting ? text.submitting : text.submit}
          </button>
        </Form>
      )}
      <p className="mt-6 text-sm text-muted">{text.note}</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-accent-strong hover:underline">
        {text.backHome}
      </Link>
    </div>
  );
}
