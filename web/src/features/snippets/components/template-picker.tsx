import { useId, useState } from 'react';
import { SNIPPET_TEMPLATES, platformLabel, type SnippetTemplate } from '@cloud-snippets/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** The question before a template replaces code already in the editor. */
export function replaceQuestion(template: SnippetTemplate, files: number): string {
  const what = files === 1 ? 'the code in the editor' : `the ${files} files in the editor`;
  return `${template.label} replaces ${what} and sets the platform to ${platformLabel(template.platform)}. Replace them?`;
}

/**
 * "New from template" (decision 043): the Salesforce shapes — an Apex class with its test class, an LWC or Aura
 * bundle, a Visualforce page with its controller, a CloudPage — as ready files named after the title.
 */
export function TemplatePicker({
  onPick,
  filesWithCode,
}: {
  onPick: (template: SnippetTemplate) => void;
  /** How many files hold code now: with any, the picker asks before replacing them. */
  filesWithCode: () => number;
}) {
  const id = useId();
  const [asking, setAsking] = useState<{ template: SnippetTemplate; files: number } | null>(null);
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-3 py-2.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        New from template
      </label>
      <select
        id={id}
        value=""
        data-testid="template-picker"
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2.5 py-1.5 text-sm"
        onChange={(event) => {
          const template = SNIPPET_TEMPLATES.find((entry) => entry.id === event.target.value);
          if (!template) return;
          const files = filesWithCode();
          if (files === 0) onPick(template);
          else setAsking({ template, files });
        }}
      >
        <option value="">Choose a shape: its files are named after the title</option>
        {SNIPPET_TEMPLATES.map((template) => (
          <option key={template.id} value={template.id} title={template.description}>
            {template.label}
          </option>
        ))}
      </select>
      <ConfirmDialog
        open={asking !== null}
        title="Replace the code?"
        message={asking ? replaceQuestion(asking.template, asking.files) : ''}
        confirmLabel="Replace"
        onConfirm={() => {
          if (asking) onPick(asking.template);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
        testId="template-replace-dialog"
      />
    </div>
  );
}
