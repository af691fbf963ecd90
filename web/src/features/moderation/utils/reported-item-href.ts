import type { ReportedItem } from '@cloud-snippets/contract';
import { paths } from '../../../config/paths';

/** Where a reported item is read: a profile at its member's page (paths), a snippet or comment where the API says. */
export const reportedItemHref = (item: Pick<ReportedItem, 'targetKind' | 'href' | 'author'>): string =>
  item.targetKind === 'profile' ? paths.publicProfile.getHref(item.author.username) : item.href;
