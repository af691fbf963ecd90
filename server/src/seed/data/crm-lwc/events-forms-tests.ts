import type { SeedSnippet } from '../types.js';

/** Custom events, search, record edit forms, quick actions and Jest tests. */
export const crmLwcFormSnippets: SeedSnippet[] = [
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
];
