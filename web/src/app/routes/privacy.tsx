import { ComingSoon, PageShell } from '../../components/layouts/page-shell';

export default function PrivacyRoute() {
  return (
    <PageShell title="Privacy Policy" lead="What we collect and how we use it.">
      <ComingSoon />
    </PageShell>
  );
}
