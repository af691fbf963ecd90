import { describe, expect, it } from 'vitest';
import { openProject } from '../../../test/salesforce-dx.js';
import { slugify } from '../../repositories/snippets/slug.js';
import { seedSnippets } from '../../seed/data/index.js';
import { downloadFiles } from './index.js';

/**
 * What each demo CRM snippet deploys, as its files imply: `Type:name`, space-separated; '' when it is only run
 * (SOQL, Node.js scripts) or only tested (a Jest test of a component the snippet does not hold).
 */
const EXPECTED: Record<string, string> = {
  'minimal-trigger-handler-base-class-with-bypass-support': 'ApexClass:TriggerHandler',
  'bulkified-opportunity-trigger-handler-that-rolls-up-to-account': 'ApexClass:OpportunityTriggerHandler',
  'stateful-batch-apex-with-error-summary-email': 'ApexClass:DeactivateStaleContactsBatch',
  'queueable-apex-that-chains-itself-through-pages-of-work': 'ApexClass:RecalculateScoresJob',
  'schedulable-class-that-launches-a-batch-nightly': 'ApexClass:NightlyCleanupScheduler',
  'callout-from-a-trigger-with-future-callout-true': 'ApexClass:AccountSyncService',
  'partial-success-dml-with-database-insert-and-saveresult-logging': 'ApexClass:LeadImportService',
  'secure-soql-with-bind-variables-and-with-user-mode': 'ApexClass:CaseSelector',
  'custom-exception-hierarchy-for-service-classes': 'ApexClass:OrderService',
  'test-class-with-testsetup-and-a-reusable-data-factory':
    'ApexClass:OpportunityTriggerHandlerTest ApexClass:TestDataFactory',
  'httpcalloutmock-that-routes-by-endpoint-and-method':
    'ApexClass:AccountSyncServiceTest ApexClass:RoutingCalloutMock',
  'publish-platform-events-and-inspect-publish-results': 'ApexClass:OrderEventPublisher',
  'platform-event-trigger-subscriber-with-retryable-exceptions': 'ApexTrigger:OrderShippedSubscriber',
  'invocable-apex-method-for-flow-with-bulk-safe-inputs': 'ApexClass:CalculateDiscountAction',
  'dynamic-soql-built-safely-with-database-querywithbinds': 'ApexClass:DynamicAccountSearch',
  'cached-custom-metadata-lookups-for-configuration': 'ApexClass:IntegrationSettings',
  'get-record-type-ids-by-developer-name-without-soql': 'ApexClass:RecordTypes',
  'strip-inaccessible-fields-before-returning-records-to-the-ui': 'ApexClass:ContactProfileController',
  'recursion-guard-that-tracks-processed-record-ids': 'ApexClass:TriggerRecursionGuard',
  'send-templated-emails-in-bulk-with-messaging-singleemailmessage': 'ApexClass:RenewalReminderMailer',
  'queueable-with-a-transaction-finalizer-for-guaranteed-logging': 'ApexClass:ExternalSyncJob',
  'active-picklist-values-for-any-field-via-schema-describe': 'ApexClass:PicklistService',
  'lightweight-logger-that-survives-rollbacks-via-platform-events': 'ApexClass:Logger',
  'avoid-soql-in-loops-with-a-map-of-parent-records': 'ApexClass:CaseDefaults',
  'display-record-fields-with-the-getrecord-wire-adapter': 'LightningComponentBundle:accountSummary',
  'imperative-apex-call-with-loading-state-and-error-reduction': 'LightningComponentBundle:leadScoreButton',
  'inline-editing-in-lightning-datatable-with-updaterecord-and-refreshapex':
    'LightningComponentBundle:contactGrid',
  'inline-edit-datatable-template-with-empty-and-error-states':
    'LightningComponentBundle:inlineEditDatatableTemplateWit',
  'publish-and-subscribe-across-the-page-with-lightning-message-service':
    'LightningComponentBundle:accountDetailPanel',
  'navigate-to-records-list-views-and-new-record-pages-with-navigationmixin':
    'LightningComponentBundle:quickLinks',
  'child-to-parent-communication-with-custom-events': 'LightningComponentBundle:productTile',
  'debounced-search-input-calling-apex': 'LightningComponentBundle:accountSearch',
  'search-results-template-with-lwc-if-and-for-each':
    'LightningComponentBundle:searchResultsTemplateWithLwcIf',
  'custom-save-logic-in-lightning-record-edit-form': 'LightningComponentBundle:caseEscalationForm',
  'lightning-record-edit-form-template-with-sections-and-custom-buttons':
    'LightningComponentBundle:lightningRecordEditFormTemplat',
  'close-a-screen-quick-action-lwc-after-saving': 'LightningComponentBundle:cloneOpportunityAction',
  'jest-unit-test-for-an-lwc-using-a-mocked-getrecord-wire': '',
  'styling-hooks-to-brand-base-lightning-components':
    'LightningComponentBundle:stylingHooksToBrandBaseLightni',
  'responsive-card-grid-for-lwc-with-css-grid': 'LightningComponentBundle:responsiveCardGridForLWCWithCS',
  'sticky-header-and-zebra-rows-for-a-custom-slds-table':
    'LightningComponentBundle:stickyHeaderAndZebraRowsForACu',
  'cacheable-apex-controller-for-lwc-wire-adapters': 'ApexClass:ContactListController',
  'listen-to-change-data-capture-events-in-lwc-with-empapi': 'LightningComponentBundle:liveCaseList',
  'visualforce-page-with-standard-controller-and-extension':
    'ApexPage:Visualforce_Page_With_Standard_Controlle',
  'controller-extension-for-a-standard-controller-page': 'ApexClass:AccountHealthExtension',
  'render-a-visualforce-invoice-as-pdf': 'ApexPage:Render_A_Visualforce_Invoice_As_PDF',
  'print-styles-for-visualforce-pdf-pages-with-page-rules':
    'StaticResource:Print_Styles_For_Visualforce_PDF_Pages_W',
  'data-table-with-apex-repeat-and-row-actions': 'ApexPage:Data_Table_With_Apex_Repeat_And_Row_Acti',
  'custom-controller-backing-an-apex-repeat-task-list': 'ApexClass:OpenTasksController',
  'javascript-remoting-page-for-fast-typeahead-lookups': 'ApexPage:JavaScript_Remoting_Page_For_Fast_Typeah',
  'remoteaction-controller-method-with-input-validation': 'ApexClass:ProductLookupController',
  'promise-wrapper-for-visualforce-javascript-remoting':
    'StaticResource:Promise_Wrapper_For_Visualforce_JavaScri',
  'save-a-visualforce-pdf-as-a-file-on-the-record': 'ApexClass:InvoiceFileService',
  'visualforce-email-template-with-related-line-items':
    'EmailTemplate:unfiled$public/Visualforce_Email_Template_With_Related',
  'rest-callout-through-a-named-credential-with-typed-response-parsing': 'ApexClass:ShippingRateClient',
  'custom-rest-endpoint-with-restresource-for-upserting-orders': 'ApexClass:OrderRestResource',
  'change-data-capture-trigger-to-sync-account-changes': 'ApexTrigger:AccountChangeTrigger',
  'oauth-2-0-jwt-bearer-flow-in-node-js-for-server-to-server-access': '',
  'load-a-csv-with-bulk-api-2-0-ingest-from-node-js': '',
  'create-an-account-with-contacts-in-one-composite-api-request': '',
  'upsert-up-to-200-records-by-external-id-with-sobject-collections': '',
  'follow-nextrecordsurl-to-read-large-soql-results-over-rest': '',
  'pipeline-summary-with-group-by-rollup-and-having': '',
  'semi-join-and-anti-join-soql-to-find-accounts-without-activity': '',
  'find-duplicate-contacts-by-email-with-an-aggregate-soql-query': '',
  'parent-to-child-subquery-with-date-literals-for-renewal-reviews': '',
  'polymorphic-typeof-query-on-task-what': '',
  'retry-failed-callouts-with-exponential-backoff-in-a-queueable': 'ApexClass:WebhookDeliveryJob',
};

/** package.xml's types as the component list implies them. */
const packageTypesOf = (components: string[]) => {
  const types: Record<string, string[]> = {};
  for (const component of components) {
    const [type, name] = component.split(/:(.*)/s) as [string, string];
    (types[type] ??= []).push(name);
  }
  return types;
};

const crmSnippets = seedSnippets.filter((seed) => seed.platform === 'crm');

describe('every demo CRM download, opened with Salesforce’s own libraries', () => {
  it('opens, converts to metadata format with the components its files imply, and leaves no file unclaimed', async () => {
    const failures: string[] = [];
    let opened = 0;
    let placed = 0;
    for (const seed of crmSnippets) {
      const slug = slugify(seed.title);
      const files = downloadFiles(
        {
          slug,
          title: seed.title,
          description: seed.description,
          platform: seed.platform,
          category: seed.category,
          code: seed.code,
          codeLanguage: seed.codeLanguage,
          fileName: seed.fileName ?? '',
          extraFiles: seed.extraFiles ?? [],
          author: 'demo',
        },
        'https://snippets.example.com',
      );
      const expected = (EXPECTED[slug] ?? '?').split(' ').filter(Boolean);
      const project = await openProject(files);
      const readme = files.find((file) => file.path === 'README.md')!.content;
      if (project.ok && project.unclaimed.length === 0) opened++;
      if (project.ok && project.components.join(' ') === expected.join(' ')) placed++;
      if (!project.ok) failures.push(`${slug}: ${project.error}`);
      else if (project.components.join(' ') !== expected.join(' '))
        failures.push(`${slug}: deploys ${project.components.join(' ') || 'nothing'}`);
      else if (JSON.stringify(project.packageTypes) !== JSON.stringify(packageTypesOf(expected)))
        failures.push(`${slug}: package.xml lists ${JSON.stringify(project.packageTypes)}`);
      else if (project.unclaimed.length > 0)
        failures.push(`${slug}: unclaimed ${project.unclaimed.join(', ')}`);
      else if (!expected.every((component) => readme.includes(`- ${component.replace(':', ': ')}\n`)))
        failures.push(`${slug}: the README does not name every component`);
    }
    console.log(
      `Demo CRM downloads of ${crmSnippets.length}: ${opened} open and convert with no file unclaimed, ` +
        `${placed} deploy what their files imply, ${crmSnippets.length - failures.length} also named in the README`,
    );
    expect(failures).toEqual([]);
  }, 60_000);
});
