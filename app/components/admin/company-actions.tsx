import { useState } from 'react';
import {
  companyCommissionEndpoint,
  reinstateCompanyEndpoint,
  suspendCompanyEndpoint,
} from '../../../domain/admins/companies-contract';
import { useTranslation } from '../../i18n/translation-context';
import { useApi } from '../../lib/api-client';
import { adminInput, ReasonForm } from './reason-form';

const K = 'admin.companies';

interface Company {
  id: number;
  status: 'active' | 'suspended';
  commission_bps: number;
}

/** The commission as a percent with up to two decimals (basis points on the wire): later bookings only. */
function CommissionForm({ company }: { company: Company }) {
  const { t } = useTranslation();
  const api = useApi();
  const [percent, setPercent] = useState(String(company.commission_bps / 100));
  const value = Number(percent.replace(',', '.'));
  const bps = Math.round(value * 100);
  const valid = percent.trim() !== '' && Number.isFinite(value) && bps >= 0 && bps <= 10_000;
  return (
    <ReasonForm
      id="commission"
      legend={t(`${K}.commissionTitle`)}
      submitLabel={t(`${K}.commissionSubmit`)}
      ready={valid && bps !== company.commission_bps}
      submit={async (reason) => {
        const answer = await api(companyCommissionEndpoint, {
          params: { id: company.id },
          body: { commission_bps: bps, reason },
        });
        return t(`${K}.commissionDone`, { percent: answer.data.commission_bps / 100 });
      }}
    >
      <div>
        <label htmlFor="commission-percent" className="block text-sm font-semibold">
          {t(`${K}.commissionLabel`)}
        </label>
        <input
          id="commission-percent"
          inputMode="decimal"
          value={percent}
          aria-describedby="commission-hint"
          onChange={(event) => setPercent(event.target.value)}
          className={`mt-1 ${adminInput} max-w-xs`}
        />
        <p id="commission-hint" className="mt-1 text-sm text-muted">
          {t(`${K}.commissionHint`)}
        </p>
      </div>
    </ReasonForm>
  );
}

/** Suspend (its experiences leave the catalogue at once) or reinstate, with a reason. */
function StatusForm({ company }: { company: Company }) {
  const { t } = useTranslation();
  const api = useApi();
  const suspended = company.status === 'suspended';
  return (
    <ReasonForm
      id="company-status"
      legend={t(suspended ? `${K}.reinstateTitle` : `${K}.suspendTitle`)}
      submitLabel={t(suspended ? `${K}.reinstate` : `${K}.suspend`)}
      tone={suspended ? 'primary' : 'danger'}
      submit={async (reason) => {
        const contract = suspended ? reinstateCompanyEndpoint : suspendCompanyEndpoint;
        const answer = await api(contract, { params: { id: company.id }, body: { reason } });
        return t(suspended ? `${K}.reinstated` : `${K}.suspended`, {
          count: answer.data.experience_ids.length,
        });
      }}
    >
      <p className="text-sm text-muted">{t(suspended ? `${K}.reinstateHint` : `${K}.suspendHint`)}</p>
    </ReasonForm>
  );
}

/** What the marketplace team does to a company (docs/product.md § Travellers and operators). */
export function CompanyActions({ company }: { company: Company }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <CommissionForm company={company} />
      <StatusForm company={company} />
    </div>
  );
}
