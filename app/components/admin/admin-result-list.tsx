import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListPager } from './list-pager';

/**
 * A page of a back-office list: each row a link to its page with a line under it and its badges, then the
 * pager; `empty` when nothing matched (and no query issue was shown instead).
 */
export function AdminResultList<Row extends { id: number | string }>({
  testId,
  result,
  empty,
  pageLink,
  row,
}: {
  testId: string;
  result: {
    data: readonly Row[];
    pagination: { prev_page: number | null; next_page: number | null };
  } | null;
  empty: string | null;
  pageLink: (page: number) => string;
  row: (row: Row) => { to: string; name: string; detail: string; badges: ReactNode };
}) {
  if (!result || result.data.length === 0) return empty ? <p className="mt-6 text-muted">{empty}</p> : null;
  return (
    <>
      <ul className="mt-6 divide-y divide-line rounded-card border border-line" data-testid={testId}>
        {result.data.map((item) => {
          const shown = row(item);
          return (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <div className="min-w-0">
                <Link to={shown.to} className="font-semibold text-accent-strong underline">
                  {shown.name}
                </Link>
                <p className="break-all text-sm text-muted">{shown.detail}</p>
              </div>
              <p className="flex flex-wrap items-center gap-2 text-sm">{shown.badges}</p>
            </li>
          );
        })}
      </ul>
      <ListPager pagination={result.pagination} pageLink={pageLink} />
    </>
  );
}
