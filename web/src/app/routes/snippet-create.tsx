import { PageShell } from '../../components/layouts/page-shell';
import { CreateSnippet } from '../../features/snippets/components/create-snippet';

export default function CreateSnippetRoute() {
  return (
    <PageShell
      title="Create Snippet"
      lead="Share AMPscript, SSJS, Apex, SQL or any code that saved you time."
      description="Share a Salesforce code snippet with the community."
      width="narrow"
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:p-8">
        <CreateSnippet />
      </div>
    </PageShell>
  );
}
