import { Building2 } from 'lucide-react';
import type { CompanyIdentifier } from '@cloud-snippets/checks';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

export interface CompanyIdentifiersButtonProps {
  identifiers: CompanyIdentifier[];
  onReplace: () => void;
  isReplacing?: boolean;
}

const NAMES = { 'tenant-subdomain': 'tenant subdomain', mid: 'MID' } as const;

/**
 * Tenant subdomains and MIDs are not secrets, but they say whose Marketing Cloud account a snippet came from
 * (decision 046): one click puts YOUR_SUBDOMAIN and YOUR_MID in their place, in every file.
 */
export function CompanyIdentifiersButton({
  identifiers,
  onReplace,
  isReplacing,
}: CompanyIdentifiersButtonProps) {
  const values = [...new Set(identifiers.map(({ kind, value }) => `${value} (${NAMES[kind]})`))];
  return (
    <div
      data-testid="company-identifiers"
      className="flex flex-col items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <p className="flex items-start gap-2">
        <Building2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0 break-words">
          <span className="font-semibold">Names your company: </span>
          {values.join(', ')}. Not secrets, but readers would know whose account this is.
        </span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="h-auto min-h-9 py-1.5 text-left whitespace-normal!"
        disabled={isReplacing}
        onClick={onReplace}
        data-testid="replace-company-identifiers"
      >
        {isReplacing && <Spinner className="size-4" />}
        Replace tenant subdomain and MIDs with placeholders
      </Button>
    </div>
  );
}
