import type { SeedSnippet } from '../types.js';

/** Record data, Apex calls, datatables, Lightning Message Service and navigation. */
export const crmLwcDataSnippets: SeedSnippet[] = [
  {
    title: 'Display Record Fields with the getRecord Wire Adapter',
    platform: 'crm',
    category: 'lwc',
    codeLanguage: 'javascript',
    authorIndex: 3,
    tags: ['lwc', 'wire', 'getrecord', 'lds'],
    description:
      'getRecord reads a record through Lightning Data Service, so it is cached, shared with other components and refreshed automatically when the record is edited elsewhere. Import field references from @salesforce/schema so the fields are validated at deploy time.',
    code: `import { LightningElement, api, wire } from 'lwc';
import { getRecord, getFieldValue, getFieldDisplayValue } from 'lightning/uiRecordApi';
import NAME_FIELD from '@salesforce/schema/Account.Name';
import INDUSTRY_FIELD from '@salesforce/schema/Account.Industry';
import REVENUE_FIELD from '@salesforce/schema/Account.AnnualRevenue';
import OWNER_NAME_FIELD from '@salesforce/schema/Account.Owner.Name';

const FIELDS = [NAME_FIELD, INDUSTRY_FIELD, REVENUE_FIELD];
const OPTIONAL_FIELDS = [OWNER_NAME_FIELD]; // no error if the user cannot see it

export default class AccountSummary extends LightningElement {
  @api recordId;

  @wire(getRecord, { recordId: '$recordId', fields: FIELDS, optionalFields: OPTIONAL_FIELDS })
  account;

  get isLoading() {
    return !this.account?.data && !this.account?.error;
  }

  get name() {
    return getFieldValue(this.account?.data, NAME_FIELD);
  }

  get industry() {
    return getFieldValue(this.account?.data, INDUSTRY_FIELD) ?? 'Not set';
  }

  get revenue() {
    // Display value respects the user's locale and currency
    return getFieldDisplayValue(this.account?.data, REVENUE_FIELD) ?? getFieldValue(this.account?.data, REVENUE_FIELD);
  }

  get ownerName() {
    return getFieldValue(this.account?.data, OWNER_NAME_FIELD);
  }

  get errorMessage() {
    return this.account?.error?.body?.message;
  }
}
`,
  },
  {
    title: 'Imperative Apex Call with Loading State and Error Reduction',
    platform: 'crm',
    category: 'lwc',
    codeLanguage: 'javascript',
    authorIndex: 3,
    tags: ['lwc', 'apex', 'error-handling', 'imperative'],
    description:
      'Call Apex imperatively when the call is triggered by a user action or must not be cached. The reduceErrors helper flattens the many error shapes (Apex exceptions, UI API page and field errors, JS errors) into readable strings for a toast.',
    code: `import { LightningElement, api } from 'lwc';
import { ShowToastEvent } from 'lightning/platformShowToastEvent';
import recalculateScore from '@salesforce/apex/LeadScoringController.recalculateScore';

export function reduceErrors(errors) {
  const list = Array.isArray(errors) ? errors : [errors];
  return list
    .filter(Boolean)
    .flatMap((error) => {
      if (Array.isArray(error.body)) return error.body.map((e) => e.message);
      if (error.body?.pageErrors?.length) return error.body.pageErrors.map((e) => e.message);
      if (error.body?.fieldErrors) {
        return Object.values(error.body.fieldErrors).flat().map((e) => e.message);
      }
      if (typeof error.body?.message === 'string') return [error.body.message];
      if (typeof error.message === 'string') return [error.message];
      return [error.statusText ?? 'Unknown error'];
    })
    .filter(Boolean);
}

export default class LeadScoreButton extends LightningElement {
  @api recordId;
  isWorking = false;
  score;

  async handleClick() {
    this.isWorking = true;
    try {
      this.score = await recalculateScore({ leadId: this.recordId });
      this.dispatchEvent(new ShowToastEvent({ title: 'Score updated', message: \`New score: \${this.score}\`, variant: 'success' }));
    } catch (error) {
      this.dispatchEvent(new ShowToastEvent({
        title: 'Could not recalculate score',
        message: reduceErrors(error).join(', '),
        variant: 'error',
        mode: 'sticky',
      }));
    } finally {
      this.isWorking = false;
    }
  }
}
`,
  },
  {
    title: 'Inline Editing in lightning-datatable with updateRecord and refreshApex',
    platform: 'crm',
    category: 'lwc',
    codeLanguage: 'javascript',
    authorIndex: 1,
    tags: ['lwc', 'datatable', 'inline-edit', 'refreshapex'],
    description:
      'Saves draft values from an editable datatable by calling updateRecord per row in parallel, reports per-row failures and then refreshes the wired Apex data. For more than a few dozen rows, send the drafts to a single Apex method instead to save round trips.',
    code: `import { LightningElement, api, wire } from 'lwc';
import { updateRecord } from 'lightning/uiRecordApi';
import { refreshApex } from '@salesforce/apex';
import { ShowToastEvent } from 'lightning/platformShowToastEvent';
import getContacts from '@salesforce/apex/ContactListController.getContacts';

const COLUMNS = [
  { label: 'Name', fieldName: 'Name' },
  { label: 'Title', fieldName: 'Title', editable: true },
  { label: 'Phone', fieldName: 'Phone', type: 'phone', editable: true },
  { label: 'Email', fieldName: 'Email', type: 'email', editable: true },
];

export default class ContactGrid extends LightningElement {
  @api recordId;
  columns = COLUMNS;
  draftValues = [];
  wiredContacts;

  @wire(getContacts, { accountId: '$recordId' })
  wired(result) {
    this.wiredContacts = result; // keep the whole result for refreshApex
  }

  get contacts() {
    return this.wiredContacts?.data ?? [];
  }

  get errorMessage() {
    return this.wiredContacts?.error?.body?.message;
  }

  async handleSave(event) {
    const drafts = event.detail.draftValues;
    const results = await Promise.allSettled(
      drafts.map((draft) => updateRecord({ fields: { ...draft } })), // draft includes Id
    );
    const failed = results.filter((r) => r.status === 'rejected');

    this.dispatchEvent(new ShowToastEvent({
      title: failed.length ? \`\${failed.length} of \${drafts.length} rows failed\` : 'Contacts updated',
      message: failed.map((f) => f.reason?.body?.message).join('; '),
      variant: failed.length ? 'warning' : 'success',
    }));

    this.draftValues = [];
    await refreshApex(this.wiredContacts);
  }
}
`,
  },
  {
    title: 'Inline-Edit Datatable Template with Empty and Error States',
    platform: 'crm',
    category: 'lwc',
    codeLanguage: 'html',
    authorIndex: 1,
    tags: ['lwc', 'datatable', 'template', 'inline-edit'],
    description:
      'The template for the inline-edit contact grid. key-field must be a unique field (usually Id) or edits get applied to the wrong row, and draft-values must be bound so the table clears after save.',
    code: `<template>
  <lightning-card title="Contacts" icon-name="standard:contact">
    <template lwc:if={errorMessage}>
      <div class="slds-p-around_medium slds-text-color_error">
        Unable to load contacts: {errorMessage}
      </div>
    </template>

    <template lwc:elseif={contacts.length}>
      <div class="slds-p-horizontal_small" style="height: 360px;">
        <lightning-datatable
          key-field="Id"
          data={contacts}
          columns={columns}
          draft-values={draftValues}
          onsave={handleSave}
          hide-checkbox-column
          show-row-number-column
        ></lightning-datatable>
      </div>
    </template>

    <template lwc:else>
      <div class="slds-illustration slds-illustration_small slds-p-around_large">
        <h3 class="slds-text-heading_medium">No contacts yet</h3>
        <p class="slds-text-body_regular">Contacts related to this account will appear here.</p>
      </div>
    </template>
  </lightning-card>
</template>
`,
  },
  {
    title: 'Publish and Subscribe Across the Page with Lightning Message Service',
    platform: 'crm',
    category: 'lwc',
    codeLanguage: 'javascript',
    authorIndex: 3,
    tags: ['lwc', 'lightning-message-service', 'pubsub', 'messaging'],
    description:
      'Lightning Message Service connects components that are not in the same DOM tree, including Aura and Visualforce on the same page. Define a message channel in force-app/main/default/messageChannels, subscribe in connectedCallback and always unsubscribe in disconnectedCallback.',
    code: `// messageChannels/RecordSelected.messageChannel-meta.xml defines fields recordId and source
import { LightningElement, wire } from 'lwc';
import {
  publish,
  subscribe,
  unsubscribe,
  APPLICATION_SCOPE,
  MessageContext,
} from 'lightning/messageService';
import RECORD_SELECTED from '@salesforce/messageChannel/RecordSelected__c';

// accountList.js (publisher)
export class AccountList extends LightningElement {
  @wire(MessageContext) messageContext;

  handleSelect(event) {
    publish(this.messageContext, RECORD_SELECTED, {
      recordId: event.currentTarget.dataset.id,
      source: 'accountList',
    });
  }
}

// accountDetailPanel.js (subscriber)
export default class AccountDetailPanel extends LightningElement {
  @wire(MessageContext) messageContext;
  subscription = null;
  selectedId;

  connectedCallback() {
    if (!this.subscription) {
      this.subscription = subscribe(
        this.messageContext,
        RECORD_SELECTED,
        (message) => this.handleMessage(message),
        { scope: APPLICATION_SCOPE }, // also receive from other tabs/regions of the app
      );
    }
  }

  disconnectedCallback() {
    unsubscribe(this.subscription);
    this.subscription = null;
  }

  handleMessage({ recordId, source }) {
    if (source !== 'accountDetailPanel') {
      this.selectedId = recordId;
    }
  }
}
`,
  },
  {
    title: 'Navigate to Records, List Views and New Record Pages with NavigationMixin',
    platform: 'crm',
    category: 'lwc',
    codeLanguage: 'javascript',
    authorIndex: 5,
    tags: ['lwc', 'navigation', 'navigationmixin'],
    description:
      'NavigationMixin uses page references instead of hardcoded URLs, so links work in Lightning Experience, the mobile app and Experience Cloud. GenerateUrl gives you a real href for right-click and open-in-new-tab.',
    code: `import { LightningElement, api } from 'lwc';
import { NavigationMixin } from 'lightning/navigation';
import { encodeDefaultFieldValues } from 'lightning/pageReferenceUtils';

export default class QuickLinks extends NavigationMixin(LightningElement) {
  @api recordId; // Account Id
  accountUrl;

  async connectedCallback() {
    this.accountUrl = await this[NavigationMixin.GenerateUrl]({
      type: 'standard__recordPage',
      attributes: { recordId: this.recordId, actionName: 'view' },
    });
  }

  openRecord(event) {
    event.preventDefault(); // keep the href for middle-click, navigate in-app on click
    this[NavigationMixin.Navigate]({
      type: 'standard__recordPage',
      attributes: { recordId: this.recordId, objectApiName: 'Account', actionName: 'view' },
    });
  }

  openOpenCases() {
    this[NavigationMixin.Navigate]({
      type: 'standard__objectPage',
      attributes: { objectApiName: 'Case', actionName: 'list' },
      state: { filterName: 'MyOpenCases' },
    });
  }

  newOpportunity() {
    this[NavigationMixin.Navigate]({
      type: 'standard__objectPage',
      attributes: { objectApiName: 'Opportunity', actionName: 'new' },
      state: {
        defaultFieldValues: encodeDefaultFieldValues({ AccountId: this.recordId, StageName: 'Prospecting' }),
        navigationLocation: 'RELATED_LIST',
      },
    });
  }

  openRelatedContacts() {
    this[NavigationMixin.Navigate]({
      type: 'standard__recordRelationshipPage',
      attributes: { recordId: this.recordId, objectApiName: 'Account', relationshipApiName: 'Contacts', actionName: 'view' },
    });
  }
}
`,
  },
];
