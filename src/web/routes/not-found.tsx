import { NotFound } from '#web/components/not-found.tsx';
import { useDocumentTitle } from '#web/components/page-title.tsx';

export default function NotFoundScreen() {
  useDocumentTitle('Page not found | Oja');
  return <NotFound />;
}
