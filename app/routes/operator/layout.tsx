import { Link, Outlet, useLocation } from 'react-router';
import { translate } from '../../../common/i18n/translate';
import { companySummary } from '../../../domain/operators/company.server';
import { SignInPrompt } from '../../components/account/sign-in-prompt';
import { isCurrentSection, operatorNavFor } from '../../components/operator/operator-nav';
import { servicesContext } from '../../context.server';
import { requestLanguage } from '../../i18n/language-cookie';
import { useTranslation } from '../../i18n/translation-context';
import { operatorVisitor } from '../../lib/operator-access.server';
import { privateHeaders, privateStepMeta } from '../../lib/private-step-route';
import { QueryProvider } from '../../lib/query-provider';
import type { Route } from './+types/layout';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const title = translate(lang, 'operator.title');
  const visitor = await operatorVisitor(context, request);
  if (visitor.kind !== 'operator') return { title, kind: visitor.kind, company: null, role: null };
  const company = await companySummary(context.get(servicesContext).db, visitor.companyId);
  return { title, kind: visitor.kind, company, role: visitor.role };
}

export const headers = privateHeaders;
export const meta = privateStepMeta;

/**
 * The operators' workspace (docs/product.md § Operators): its navigation and the section's page. A visitor
 * signed out is asked to sign in; an account of no company is pointed to the supplier registration.
 */
export default function OperatorLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { title, company, role } = loaderData;
  if (loaderData.kind === 'anonymous')
    return <SignInPrompt title={title} message={t('operator.signInToSee')} />;
  if (!company || !role) {
    return (
      <div className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="text-h2 font-bold">{title}</h1>
        <p className="mt-3 text-muted">{t('operator.notOperator.message')}</p>
        <Link
          to="/supplier-registration"
          className="mx-auto mt-6 inline-flex min-h-12 items-center rounded-pill bg-accent px-6 font-semibold text-white hover:bg-accent-hover"
        >
          {t('operator.notOperator.register')}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-content gap-8 px-4 py-10 sm:px-6 md:grid-cols-[14rem_1fr] lg:px-8 print:block print:p-0">
      <nav aria-label={title} className="min-w-0" data-print-hide>
        <div className="mb-4 flex items-center gap-3">
          {company.logo_url && (
            <img
              src={company.logo_url}
              alt=""
              width={48}
              height={48}
              className="size-12 rounded-card object-contain"
            />
          )}
          <div className="min-w-0">
            <p className="truncate font-bold" data-testid="operator-company">
              {company.name}
            </p>
            <p className="text-sm text-muted">{t(`operator.roles.${role}`)}</p>
          </div>
        </div>
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {operatorNavFor(role).map((item) => (
            <li key={item.to} className="shrink-0">
              <Link
                to={item.to}
                aria-current={isCurrentSection(item, pathname) ? 'page' : undefined}
                className="block rounded-pill px-4 py-2 font-medium hover:bg-surface-sunk aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-strong"
              >
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        {/* The workspace's sections ask the API through TanStack Query (docs/decisions/0050-server-state). */}
        <QueryProvider>
          <Outlet />
        </QueryProvider>
      </div>
    </div>
  );
}
