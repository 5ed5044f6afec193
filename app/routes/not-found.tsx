import { data } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';

/** Any path no route claims: the 404 page with status 404 (not a soft 200). */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: 'Error 404' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return <NotFoundPage kind="notFound" />;
}
