import type { SeedSnippet } from '../types.js';

/** Styling hooks and layouts, cacheable Apex controllers, empApi. */
export const crmLwcStylingSnippets: SeedSnippet[] = [
  {
    title: 'Styling Hooks to Brand Base Lightning Components',
    platform: 'crm',
    category: 'lwc',
    codeLanguage: 'css',
    authorIndex: 3,
    tags: ['lwc', 'styling-hooks', 'slds', 'theming'],
    description:
      'Base components live in their own shadow DOM, so ordinary selectors cannot reach inside them. SLDS styling hooks (--slds-c-* custom properties) are the supported way to change their colors, radius and spacing from your component CSS.',
    code: `:host {
  --brand-primary: #0b5cab;
  --brand-primary-dark: #084a8a;
  display: block;
}

/* Brand buttons inside this component only */
.branded lightning-button {
  --slds-c-button-brand-color-background: var(--brand-primary);
  --slds-c-button-brand-color-border: var(--brand-primary);
  --slds-c-button-brand-color-background-hover: var(--brand-primary-dark);
  --slds-c-button-radius-border: 999px;
}

/* Softer card */
.branded lightning-card {
  --slds-c-card-radius-border: 12px;
  --slds-c-card-shadow: 0 2px 8px rgba(0, 0, 0, 0.08);
  --slds-c-card-color-border: transparent;
}

/* Badges used as status pills */
.status-badge {
  --slds-c-badge-color-background: #e3f3e8;
  --slds-c-badge-text-color: #2e844a;
  --slds-c-badge-radius-border: 4px;
}

.status-badge.is-overdue {
  --slds-c-badge-color-background: #fde9e8;
  --slds-c-badge-text-color: #ba0517;
}
`,
  },
  {
    title: 'Responsive Card Grid for LWC with CSS Grid',
    platform: 'crm',
    category: 'lwc',
    codeLanguage: 'css',
    authorIndex: 5,
    tags: ['lwc', 'css-grid', 'responsive', 'layout'],
    description:
      "A product or KPI tile grid that reflows from one to four columns based on available width, not the viewport, which matters because the component may sit in a narrow sidebar. Container queries are supported in Lightning Experience's current browsers.",
    code: `:host {
  display: block;
  container-type: inline-size;
}

.tile-grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: var(--lwc-spacingMedium, 1rem);
  padding: var(--lwc-spacingSmall, 0.75rem);
}

.tile {
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem;
  border: 1px solid var(--lwc-colorBorder, #e5e5e5);
  border-radius: 0.5rem;
  background: var(--lwc-colorBackgroundAlt, #fff);
  transition: box-shadow 0.15s ease;
}

.tile:hover,
.tile:focus-within {
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.1);
}

.tile__value {
  font-size: 1.75rem;
  font-weight: 700;
  line-height: 1.1;
}

/* Narrow containers (utility bar, sidebar): compact list look */
@container (max-width: 400px) {
  .tile-grid {
    grid-template-columns: 1fr;
    gap: 0.5rem;
  }
  .tile {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
}
`,
  },
  {
    title: 'Sticky Header and Zebra Rows for a Custom SLDS Table',
    platform: 'crm',
    category: 'lwc',
    codeLanguage: 'css',
    authorIndex: 6,
    tags: ['lwc', 'slds', 'tables', 'css'],
    description:
      "When lightning-datatable is too rigid and you build a plain SLDS table, these styles keep the header visible while the body scrolls and add subtle zebra striping. Scoped styles in an LWC only affect that component's template.",
    code: `.table-wrapper {
  max-height: 420px;
  overflow-y: auto;
  border: 1px solid #e5e5e5;
  border-radius: 0.25rem;
}

.table-wrapper table {
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
}

.table-wrapper thead th {
  position: sticky;
  top: 0;
  z-index: 1;
  background: #f3f3f3;
  box-shadow: inset 0 -1px 0 #e5e5e5;
  text-transform: uppercase;
  font-size: 0.75rem;
  letter-spacing: 0.04em;
}

.table-wrapper tbody tr:nth-child(even) td {
  background: #fafaf9;
}

.table-wrapper tbody tr:hover td {
  background: #eef4ff;
}

.table-wrapper td.numeric,
.table-wrapper th.numeric {
  text-align: right;
  font-variant-numeric: tabular-nums;
}
`,
  },
  {
    title: 'Cacheable Apex Controller for LWC Wire Adapters',
    platform: 'crm',
    category: 'lwc',
    codeLanguage: 'apex',
    authorIndex: 3,
    tags: ['lwc', 'aura-enabled', 'cacheable', 'apex'],
    description:
      'Methods used with @wire must be cacheable=true, which also means they cannot perform DML. Returning a small DTO instead of raw SObjects keeps the payload lean and shields the component from schema changes.',
    code: `public with sharing class ContactListController {
    public class ContactRow {
        @AuraEnabled public Id id;
        @AuraEnabled public String name;
        @AuraEnabled public String title;
        @AuraEnabled public String email;
        @AuraEnabled public Boolean isPrimary;
    }

    @AuraEnabled(cacheable=true)
    public static List<Contact> getContacts(Id accountId) {
        return [
            SELECT Id, Name, Title, Phone, Email
            FROM Contact
            WHERE AccountId = :accountId
            WITH USER_MODE
            ORDER BY LastName
            LIMIT 200
        ];
    }

    @AuraEnabled(cacheable=true)
    public static List<ContactRow> getContactRows(Id accountId) {
        List<ContactRow> rows = new List<ContactRow>();
        for (Contact c : [
            SELECT Id, Name, Title, Email, Is_Primary__c
            FROM Contact
            WHERE AccountId = :accountId
            WITH USER_MODE
            ORDER BY Is_Primary__c DESC, LastName
            LIMIT 200
        ]) {
            ContactRow r = new ContactRow();
            r.id = c.Id;
            r.name = c.Name;
            r.title = c.Title;
            r.email = c.Email;
            r.isPrimary = c.Is_Primary__c;
            rows.add(r);
        }
        return rows;
    }
}
`,
  },
  {
    title: 'Listen to Change Data Capture Events in LWC with empApi',
    platform: 'crm',
    category: 'lwc',
    codeLanguage: 'javascript',
    authorIndex: 5,
    tags: ['lwc', 'empapi', 'change-data-capture', 'streaming'],
    description:
      'lightning/empApi subscribes to platform event and Change Data Capture channels from a Lightning page. Here a component refreshes itself when any Case on the current account changes; CDC sends changed fields only, so refetch rather than merge.',
    code: `import { LightningElement, api, wire } from 'lwc';
import { subscribe, unsubscribe, onError, setDebugFlag } from 'lightning/empApi';
import { refreshApex } from '@salesforce/apex';
import getOpenCases from '@salesforce/apex/CaseListController.getOpenCases'; // cacheable=true

const CHANNEL = '/data/CaseChangeEvent';

export default class LiveCaseList extends LightningElement {
  @api recordId;
  wiredCases;
  subscription;

  @wire(getOpenCases, { accountId: '$recordId' })
  wired(result) {
    this.wiredCases = result;
  }

  async connectedCallback() {
    setDebugFlag(false);
    onError((error) => console.error('empApi error', JSON.stringify(error)));

    // -1 = only new events
    this.subscription = await subscribe(CHANNEL, -1, (message) => {
      const header = message.data.payload.ChangeEventHeader;
      const changedAccount = message.data.payload.AccountId;
      // Create events include AccountId; updates only if it changed, so refresh on any Case change
      if (header.changeType !== 'GAP_OVERFLOW' && (!changedAccount || changedAccount === this.recordId)) {
        refreshApex(this.wiredCases);
      }
    });
  }

  disconnectedCallback() {
    if (this.subscription) {
      unsubscribe(this.subscription, () => {});
    }
  }
}
`,
  },
];
