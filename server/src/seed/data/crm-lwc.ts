import type { SeedSnippet } from './types.js';

export const crmLwcSnippets: SeedSnippet[] = [
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
  {
    title: 'Child-to-Parent Communication with Custom Events',
    platform: 'crm',
    category: 'lwc',
    codeLanguage: 'javascript',
    authorIndex: 7,
    tags: ['lwc', 'custom-events', 'component-communication'],
    description:
      'Children communicate up with CustomEvent; the parent listens with an on-prefixed attribute (onitemselect). Event names must be lowercase without hyphens. Keep bubbles and composed false unless you really need the event to cross shadow boundaries.',
    code: `// productTile.js (child)
import { LightningElement, api } from 'lwc';

export default class ProductTile extends LightningElement {
  @api product; // { Id, Name, Price__c }

  handleClick() {
    // Send primitives or copies: objects in detail are read-only proxies for the receiver
    this.dispatchEvent(new CustomEvent('itemselect', {
      detail: { productId: this.product.Id, name: this.product.Name },
    }));
  }

  handleAddToCart() {
    this.dispatchEvent(new CustomEvent('addtocart', {
      detail: { productId: this.product.Id, quantity: 1 },
    }));
  }
}

// productGallery.js (parent)
// <c-product-tile for:each={products} key={p.Id} product={p}
//                 onitemselect={handleItemSelect} onaddtocart={handleAddToCart}></c-product-tile>
export class ProductGallery extends LightningElement {
  selectedName;
  cart = [];

  handleItemSelect(event) {
    this.selectedName = event.detail.name;
  }

  handleAddToCart(event) {
    const { productId, quantity } = event.detail;
    const existing = this.cart.find((line) => line.productId === productId);
    this.cart = existing
      ? this.cart.map((l) => (l.productId === productId ? { ...l, quantity: l.quantity + quantity } : l))
      : [...this.cart, { productId, quantity }];
  }
}
`,
  },
  {
    title: 'Debounced Search Input Calling Apex',
    platform: 'crm',
    category: 'lwc',
    codeLanguage: 'javascript',
    authorIndex: 3,
    tags: ['lwc', 'debounce', 'search', 'apex'],
    description:
      'Waits until the user pauses typing before calling Apex, and ignores out-of-order responses so a slow earlier request cannot overwrite newer results. Reactive wire parameters would also work, but imperative calls give you control over minimum length and cancellation.',
    code: `import { LightningElement } from 'lwc';
import searchAccounts from '@salesforce/apex/DynamicAccountSearch.search';

const DELAY_MS = 300;
const MIN_CHARS = 2;

export default class AccountSearch extends LightningElement {
  searchTerm = '';
  results = [];
  isSearching = false;
  error;
  timer;
  requestSeq = 0;

  handleInput(event) {
    this.searchTerm = event.target.value;
    clearTimeout(this.timer);

    if (this.searchTerm.trim().length < MIN_CHARS) {
      this.results = [];
      return;
    }
    // eslint-disable-next-line @lwc/lwc/no-async-operation
    this.timer = setTimeout(() => this.runSearch(this.searchTerm.trim()), DELAY_MS);
  }

  async runSearch(term) {
    const seq = ++this.requestSeq;
    this.isSearching = true;
    try {
      const rows = await searchAccounts({ term, industry: null, sortField: 'Name', ascending: true });
      if (seq === this.requestSeq) {
        this.results = rows;
        this.error = undefined;
      }
    } catch (e) {
      if (seq === this.requestSeq) this.error = e.body?.message ?? 'Search failed';
    } finally {
      if (seq === this.requestSeq) this.isSearching = false;
    }
  }

  handleSelect(event) {
    event.preventDefault();
    this.dispatchEvent(new CustomEvent('accountselect', { detail: { recordId: event.currentTarget.dataset.id } }));
  }

  disconnectedCallback() {
    clearTimeout(this.timer);
  }
}
`,
  },
  {
    title: 'Search Results Template with lwc:if and for:each',
    platform: 'crm',
    category: 'lwc',
    codeLanguage: 'html',
    authorIndex: 3,
    tags: ['lwc', 'template', 'search', 'slds'],
    description:
      'Markup for the debounced account search: a search input with a spinner, an error line and a list of results. Uses the lwc:if / lwc:elseif / lwc:else directives, which replace the older if:true and if:false.',
    code: `<template>
  <div class="slds-card slds-p-around_medium">
    <lightning-input
      type="search"
      label="Search accounts"
      value={searchTerm}
      onchange={handleInput}
      is-loading={isSearching}
      placeholder="Type at least 2 characters"
    ></lightning-input>

    <template lwc:if={error}>
      <p class="slds-text-color_error slds-m-top_small">{error}</p>
    </template>

    <template lwc:elseif={results.length}>
      <ul class="slds-has-dividers_bottom-space slds-m-top_small">
        <template for:each={results} for:item="acc">
          <li key={acc.Id} class="slds-item">
            <a href="#" data-id={acc.Id} onclick={handleSelect}>{acc.Name}</a>
            <p class="slds-text-body_small slds-text-color_weak">
              {acc.Industry}
              <template lwc:if={acc.AnnualRevenue}>
                &middot; <lightning-formatted-number value={acc.AnnualRevenue} format-style="currency"
                  maximum-fraction-digits="0"></lightning-formatted-number>
              </template>
            </p>
          </li>
        </template>
      </ul>
    </template>

    <template lwc:elseif={searchTerm}>
      <p class="slds-m-top_small slds-text-color_weak">No accounts match "{searchTerm}".</p>
    </template>
  </div>
</template>
`,
  },
  {
    title: 'Custom Save Logic in lightning-record-edit-form',
    platform: 'crm',
    category: 'lwc',
    codeLanguage: 'javascript',
    authorIndex: 1,
    tags: ['lwc', 'record-edit-form', 'validation', 'forms'],
    description:
      'Intercept onsubmit to validate or add field values before saving, then call submit with the modified fields. lightning-record-edit-form still handles FLS, layout-aware field types and server errors via lightning-messages.',
    code: `import { LightningElement, api } from 'lwc';
import { ShowToastEvent } from 'lightning/platformShowToastEvent';

export default class CaseEscalationForm extends LightningElement {
  @api recordId;
  isSaving = false;

  handleSubmit(event) {
    event.preventDefault(); // stop the default save
    const fields = { ...event.detail.fields };

    if (fields.Priority === 'High' && !fields.Escalation_Reason__c) {
      const reasonInput = this.template.querySelector('[data-field="Escalation_Reason__c"]');
      reasonInput?.reportValidity();
      this.dispatchEvent(new ShowToastEvent({
        title: 'Escalation reason required',
        message: 'High priority cases need a reason.',
        variant: 'error',
      }));
      return;
    }

    fields.IsEscalated = fields.Priority === 'High';
    this.isSaving = true;
    this.template.querySelector('lightning-record-edit-form').submit(fields);
  }

  handleSuccess(event) {
    this.isSaving = false;
    this.dispatchEvent(new ShowToastEvent({
      title: 'Case saved',
      message: \`Case \${event.detail.fields.CaseNumber?.value ?? ''} updated\`,
      variant: 'success',
    }));
  }

  handleError() {
    // lightning-messages in the template shows the details
    this.isSaving = false;
  }

  handleCancel() {
    this.template.querySelectorAll('lightning-input-field').forEach((field) => field.reset());
  }
}
`,
  },
  {
    title: 'lightning-record-edit-form Template with Sections and Custom Buttons',
    platform: 'crm',
    category: 'lwc',
    codeLanguage: 'html',
    authorIndex: 1,
    tags: ['lwc', 'record-edit-form', 'template', 'forms'],
    description:
      'Template for the escalation form: a two-column grid of input fields, lightning-messages for server-side errors and a custom button bar that disables while saving. data-field attributes make it easy to target a specific input from JavaScript.',
    code: `<template>
  <lightning-card title="Escalate case" icon-name="standard:case">
    <lightning-record-edit-form
      record-id={recordId}
      object-api-name="Case"
      onsubmit={handleSubmit}
      onsuccess={handleSuccess}
      onerror={handleError}
    >
      <lightning-messages></lightning-messages>

      <div class="slds-grid slds-wrap slds-gutters slds-p-horizontal_medium">
        <div class="slds-col slds-size_1-of-1 slds-medium-size_1-of-2">
          <lightning-input-field field-name="Status"></lightning-input-field>
          <lightning-input-field field-name="Priority"></lightning-input-field>
        </div>
        <div class="slds-col slds-size_1-of-1 slds-medium-size_1-of-2">
          <lightning-input-field field-name="OwnerId"></lightning-input-field>
          <lightning-output-field field-name="CaseNumber"></lightning-output-field>
        </div>
        <div class="slds-col slds-size_1-of-1">
          <lightning-input-field field-name="Escalation_Reason__c"
            data-field="Escalation_Reason__c"></lightning-input-field>
        </div>
      </div>

      <div class="slds-p-around_medium slds-text-align_right">
        <lightning-button label="Cancel" class="slds-m-right_x-small" onclick={handleCancel}></lightning-button>
        <lightning-button variant="brand" type="submit" label="Save" disabled={isSaving}></lightning-button>
      </div>
    </lightning-record-edit-form>
  </lightning-card>
</template>
`,
  },
  {
    title: 'Close a Screen Quick Action LWC After Saving',
    platform: 'crm',
    category: 'lwc',
    codeLanguage: 'javascript',
    authorIndex: 5,
    tags: ['lwc', 'quick-action', 'notifyrecordupdate'],
    description:
      'LWC screen quick actions close with CloseActionScreenEvent. After Apex changes the record, call notifyRecordUpdateAvailable so the record page and related lists refresh their cached data.',
    code: `import { LightningElement, api } from 'lwc';
import { CloseActionScreenEvent } from 'lightning/actions';
import { notifyRecordUpdateAvailable } from 'lightning/uiRecordApi';
import { ShowToastEvent } from 'lightning/platformShowToastEvent';
import cloneWithLineItems from '@salesforce/apex/OpportunityCloneController.cloneWithLineItems';

export default class CloneOpportunityAction extends LightningElement {
  @api recordId; // set by the action framework (after connectedCallback, use a setter if needed)
  isWorking = false;

  async handleConfirm() {
    this.isWorking = true;
    try {
      const newId = await cloneWithLineItems({ opportunityId: this.recordId });
      await notifyRecordUpdateAvailable([{ recordId: this.recordId }]);
      this.dispatchEvent(new ShowToastEvent({
        title: 'Opportunity cloned',
        message: 'Open the new opportunity from the Related tab.',
        variant: 'success',
      }));
      this.dispatchEvent(new CloseActionScreenEvent());
      return newId;
    } catch (error) {
      this.dispatchEvent(new ShowToastEvent({ title: 'Clone failed', message: error.body?.message, variant: 'error' }));
      return null;
    } finally {
      this.isWorking = false;
    }
  }

  handleCancel() {
    this.dispatchEvent(new CloseActionScreenEvent());
  }
}
`,
  },
  {
    title: 'Jest Unit Test for an LWC Using a Mocked getRecord Wire',
    platform: 'crm',
    category: 'lwc',
    codeLanguage: 'javascript',
    authorIndex: 1,
    tags: ['lwc', 'jest', 'testing', 'wire'],
    description:
      'sfdx-lwc-jest lets you emit data from any wire adapter without an org. Each test creates the component, emits mock data, waits a microtask for re-render and asserts on the shadow DOM. Reset the DOM after each test to avoid leaks.',
    code: `import { createElement } from 'lwc';
import AccountSummary from 'c/accountSummary';
import { getRecord } from 'lightning/uiRecordApi';

const mockAccount = {
  apiName: 'Account',
  id: '001000000000001AAA',
  fields: {
    Name: { value: 'Acme Corp', displayValue: null },
    Industry: { value: 'Manufacturing', displayValue: 'Manufacturing' },
    AnnualRevenue: { value: 5000000, displayValue: '$5,000,000' },
  },
};

const flushPromises = () => Promise.resolve();

describe('c-account-summary', () => {
  afterEach(() => {
    while (document.body.firstChild) document.body.removeChild(document.body.firstChild);
    jest.clearAllMocks();
  });

  it('renders the account name and formatted revenue', async () => {
    const el = createElement('c-account-summary', { is: AccountSummary });
    el.recordId = mockAccount.id;
    document.body.appendChild(el);

    getRecord.emit(mockAccount);
    await flushPromises();

    const text = el.shadowRoot.textContent;
    expect(text).toContain('Acme Corp');
    expect(text).toContain('$5,000,000');
  });

  it('shows an error message when the wire fails', async () => {
    const el = createElement('c-account-summary', { is: AccountSummary });
    document.body.appendChild(el);

    getRecord.error({ message: 'Insufficient access' });
    await flushPromises();

    expect(el.shadowRoot.querySelector('.error')).not.toBeNull();
  });
});
`,
  },
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
