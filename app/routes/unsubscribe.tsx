import { useEffect, useRef } from 'react';
import { data, Form, Link, useNavigation } from 'react-router';
import { useToast } from '../components/toasts';
import { unsubscribe as copy } from '../content/unsubscribe';
import { unsubscribeEmail, unsubscribeEmailSchema } from '../../domain/accounts/unsubscribe.server';
import { servicesContext } from '../context.server';
import { requestLanguage } from '../i18n/language-cookie';
import type { Route } from './+types/unsubscribe';
import { withOpenGraph } from '../lib/seo';
import { readFormData } from '../lib/form-data.server';

export async function loader({ request, url }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  // E-mail links carry the address so the visitor only has to confirm.
  return { copy: copy[lang], email: url.searchParams.get('email') ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, clock } = context.get(servicesContext);
  const lang = await requestLanguage(request);
  const form = await readFormData(request);
  const parsed = unsubscribeEmailSchema.safeParse(form.get('email') ?? '');
  if (!parsed.success)
    return data({ status: 'invalid' as const, message: copy[lang].invalidEmail }, { status: 400 });
  await unsubscribeEmail(db, parsed.data, clock());
  return { status: 'done' as const, message: copy[lang].success };
}

export function meta(args: Route.MetaArgs) {
  const { data: loaderData } = args;
  return withOpenGraph(args, [
    { title: `${loaderData?.copy.title} | Rumbo` },
    { name: 'description', content: loaderData?.copy.description },
    { name: 'robots', content: 'noindex' },
  ]);
}

/** A working form that records the unsubscription (the outbox honours it for promotional e-mail). */
export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { copy: text, email } = loaderData;
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
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6 lg:py-20">
      <h1 className="text-h2 font-bold">{text.title}</h1>
      <p className="mt-3 text-muted">{text.intro}</p>
      {actionData?.status === 'done' ? (
        // Not a live region: with JavaScript the success toast announces it, without it this is a new page.
        <p className="mt-8 rounded-card bg-success-soft p-4 font-medium text-success">{actionData.message}</p>
      ) : (
        <Form method="post" className="mt-8 space-y-3" noValidate>
          <label htmlFor="unsubscribe-email" className="block font-medium">
            {text.emailLabel}
          </label>
          <input
            id="unsubscribe-email"
            name="email"
            type="email"
            required
            defaultValue={email}
            placeholder={text.emailPlaceholder}
            aria-invalid={actionData?.status === 'invalid'}
            aria-describedby={actionData?.status === 'invalid' ? 'unsubscribe-error' : undefined}
            className="h-12 w-full rounded-card border border-line px-4 aria-[invalid=true]:border-danger"
          />
          {actionData?.status === 'invalid' && (
            <p id="unsubscribe-error" role="alert" className="text-sm font-medium text-danger">
              {actionData.message}
            </p>
          )}
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
