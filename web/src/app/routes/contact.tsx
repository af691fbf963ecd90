import { ComingSoon, PageShell } from '../../components/layouts/page-shell';

export default function ContactRoute() {
  return (
    <PageShell title="Contact Us" lead="Questions, feedback or account help: get in touch with the team.">
      <ComingSoon />
    </PageShell>
  );
}
