import { useMemo, useState } from 'react';
import { useWatch, type Control, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import type { SnippetData } from '@cloud-snippets/contract';
import { replaceCompanyIdentifiersIn } from '../checks/check-client';
import { isSecretFinding } from '../checks/check-protocol';
import { useFileChecks } from '../checks/use-file-checks';
import { useKeptPlaceholders } from '../api/get-kept-placeholders';
import { formFieldOfFile } from '../utils/snippet-form-files';
import { CompanyIdentifiersButton } from './company-identifiers-button';
import { SecretFindings, type FileSecretFinding, type SecretFindingsProps } from './secret-findings';
import type { SnippetFormValues } from './snippet-form';

export interface SnippetCodeChecksProps {
  control: Control<SnippetFormValues, unknown, SnippetData>;
  setValue: UseFormSetValue<SnippetFormValues>;
  getValues: UseFormGetValues<SnippetFormValues>;
  /** The snippet being edited, whose published placeholders stay marked. */
  editingId?: string;
}

type CodeField = 'code' | `extraFiles.${number}.code`;

/**
 * What the checks found in the snippet's files, above its submit button (decision 046): the secrets, each of which
 * the author may mark as a placeholder (the form's `allowedSecrets`), and the company identifiers, replaced in one
 * click. It watches the code itself, so typing re-renders this and not the whole form.
 */
export function SnippetCodeChecks({ control, setValue, getValues, editingId }: SnippetCodeChecksProps) {
  const [fileName, codeLanguage, code, extraFiles, placeholders, title, description] = useWatch({
    control,
    name: ['fileName', 'codeLanguage', 'code', 'extraFiles', 'allowedSecrets', 'title', 'description'],
  });
  const files = useMemo(
    () => [{ name: fileName, language: codeLanguage, code }, ...extraFiles],
    [fileName, codeLanguage, code, extraFiles],
  );
  // The title and description are published too, and scanned on the server like the files: plain text here.
  const checked = useMemo(
    () => [
      ...files,
      { name: 'Title', language: 'text', code: title },
      { name: 'Description', language: 'text', code: description },
    ],
    [files, title, description],
  );
  const checkedResults = useFileChecks(checked);
  const results = checkedResults.slice(0, files.length);
  const [isReplacing, setIsReplacing] = useState(false);

  const secrets: FileSecretFinding[] = checkedResults.flatMap((result, index) =>
    (result?.findings ?? []).filter(isSecretFinding).map((finding) => ({
      fileName:
        index >= files.length
          ? checked[index]!.name
          : files.length > 1
            ? files[index]!.name || 'Untitled file'
            : '',
      finding,
    })),
  );
  const identifiers = results.flatMap((result) => result?.companyIdentifiers ?? []);

  const markPlaceholder = (fingerprint: string, isPlaceholder: boolean) => {
    const others = placeholders.filter((marked) => marked !== fingerprint);
    setValue('allowedSecrets', isPlaceholder ? [...others, fingerprint] : others);
  };

  const replaceIdentifiers = async () => {
    setIsReplacing(true);
    try {
      await Promise.all(
        results.map(async (result, index) => {
          if (!result?.companyIdentifiers.length) return;
          const field = formFieldOfFile(index, 'code') as CodeField;
          const before = getValues(field);
          const after = await replaceCompanyIdentifiersIn(before);
          // Typing while the worker answered wins over the replaced older text.
          if (after !== before && getValues(field) === before) setValue(field, after, { shouldDirty: true });
        }),
      );
    } catch {
      // The worker is gone: nothing was replaced, and the button stays for another try.
    } finally {
      setIsReplacing(false);
    }
  };

  if (secrets.length === 0 && identifiers.length === 0) return null;
  return (
    <div className="space-y-3" data-testid="snippet-code-checks">
      {secrets.length > 0 && (
        <EditedSecretFindings
          editingId={editingId}
          findings={secrets}
          placeholders={placeholders}
          onPlaceholderChange={markPlaceholder}
        />
      )}
      {identifiers.length > 0 && (
        <CompanyIdentifiersButton
          identifiers={identifiers}
          isReplacing={isReplacing}
          onReplace={() => void replaceIdentifiers()}
        />
      )}
    </div>
  );
}

/**
 * The secrets of an edit: values the snippet was published with as placeholders show as marked, as the server keeps
 * them (decision 046). A new snippet has none to ask about.
 */
function EditedSecretFindings({ editingId, ...props }: SecretFindingsProps & { editingId?: string }) {
  if (!editingId) return <SecretFindings {...props} />;
  return <KeptSecretFindings editingId={editingId} {...props} />;
}

function KeptSecretFindings({ editingId, ...props }: SecretFindingsProps & { editingId: string }) {
  const kept = useKeptPlaceholders(
    editingId,
    props.findings.map(({ finding }) => finding.fingerprint),
  );
  return <SecretFindings {...props} kept={kept} />;
}
