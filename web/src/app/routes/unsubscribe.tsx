import { useSearchParams } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { UnsubscribePanel } from '../../features/account/components/unsubscribe-panel';
import { AuthCard } from './auth-card';

/** /unsubscribe?u=&k=&t= (decision 051): a notification mail's link; only the button changes anything. */
export default function UnsubscribeRoute() {
  const [searchParams] = useSearchParams();
  const query = { u: searchParams.get('u'), k: searchParams.get('k'), t: searchParams.get('t') };
  return (
    <>
      <PageMeta title="Stop These Mails" canonicalPath={paths.unsubscribe.path} noindex />
      <AuthCard title="Stop these mails?" lead="One kind of notification mail, from one link.">
        <UnsubscribePanel query={query} />
      </AuthCard>
    </>
  );
}
