import { useId } from 'react';
import { SNIPPET_TEMPLATES, type SnippetTemplate } from '@cloud-snippets/contract';

/**
 * "New from template" (decision 043): the Salesforce shapes — an Apex class with its test class, an LWC or Aura
 * bundle, a Visualforce page with its controller, a CloudPage — as ready files named after the title.
 */
export function TemplatePicker({ onPick }: { onPick: (template: SnippetTemplate) => void }) {
  const id = useId();
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
          if (template) onPick(template);
        }}
      >
        <option value="">Choose a shape: its files are named after the title</option>
        {SNIPPET_TEMPLATES.map((template) => (
          <option key={template.id} value={template.id} title={template.description}>
            {template.label}
          </option>
        ))}
      </select>
    </div>
  );
}
