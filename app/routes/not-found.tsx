import { data } from 'react-router';
import { notFoundMeta } from '../lib/seo';
import { NotFoundPage } from '../components/not-found-page';

/** Any path no route claims: the 404 page with status 404 (not a soft 200). */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return notFoundMeta();
}

export default function NotFound() {
  return <NotFoundPage kind="notFound" />;
}
