import type { SeedSnippet } from '../types.js';

/** Configuration, describes, security, recursion guards, mail, finalizers and logging. */
export const crmApexPatternSnippets: SeedSnippet[] = [
  {
    title: 'Cached Custom Metadata Lookups for Configuration',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 6,
    tags: ['custom-metadata', 'configuration', 'caching'],
    description:
      'Custom metadata records are deployable configuration and getAll() or getInstance() do not count against SOQL limits. Wrapping them in a lazy static map gives you typed accessors with sensible defaults.',
    code: `// Custom metadata type: Integration_Setting__mdt with fields Value__c (Text), Is_Enabled__c (Checkbox)
public with sharing class IntegrationSettings {
    private static Map<String, Integration_Setting__mdt> cache;

    private static Map<String, Integration_Setting__mdt> all() {
        if (cache == null) {
            // getAll() is served from the application cache: no SOQL consumed
            cache = Integration_Setting__mdt.getAll();
        }
        return cache;
    }

    public static Boolean isEnabled(String developerName) {
        Integration_Setting__mdt setting = all().get(developerName);
        return setting != null && setting.Is_Enabled__c;
    }

    public static String getString(String developerName, String defaultValue) {
        Integration_Setting__mdt setting = all().get(developerName);
        return setting == null || String.isBlank(setting.Value__c) ? defaultValue : setting.Value__c;
    }

    public static Integer getInteger(String developerName, Integer defaultValue) {
        String raw = getString(developerName, null);
        return raw == null || !raw.isNumeric() ? defaultValue : Integer.valueOf(raw);
    }
}
// if (IntegrationSettings.isEnabled('ERP_Sync')) { ... }
// Integer batchSize = IntegrationSettings.getInteger('ERP_Batch_Size', 200);
`,
  },
  {
    title: 'Get Record Type Ids by Developer Name Without SOQL',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 7,
    tags: ['record-types', 'schema', 'describe'],
    description:
      'Hardcoded record type Ids break between sandboxes and production. The schema describe lookup by developer name is cached by the platform and costs no queries; DeveloperName also survives label translations.',
    code: `public with sharing class RecordTypes {
    private static Map<String, Map<String, Schema.RecordTypeInfo>> cache =
        new Map<String, Map<String, Schema.RecordTypeInfo>>();

    public static Id idFor(SObjectType objectType, String developerName) {
        String key = String.valueOf(objectType);
        if (!cache.containsKey(key)) {
            cache.put(key, objectType.getDescribe(SObjectDescribeOptions.DEFERRED).getRecordTypeInfosByDeveloperName());
        }
        Schema.RecordTypeInfo info = cache.get(key).get(developerName);
        if (info == null || !info.isActive()) {
            throw new IllegalArgumentException('No active record type ' + developerName + ' on ' + key);
        }
        return info.getRecordTypeId();
    }
}
// Id partnerRt = RecordTypes.idFor(Account.SObjectType, 'Partner_Account');
// insert new Account(Name = 'Acme Partners', RecordTypeId = partnerRt);
`,
  },
  {
    title: 'Strip Inaccessible Fields Before Returning Records to the UI',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 3,
    tags: ['security', 'stripinaccessible', 'fls'],
    description:
      'Security.stripInaccessible removes fields the user cannot read from query results (or cannot create/update before DML) instead of throwing. Useful when a page should degrade gracefully for users with limited field-level security.',
    code: `public with sharing class ContactProfileController {
    @AuraEnabled(cacheable=true)
    public static List<Contact> getContacts(Id accountId) {
        List<Contact> contacts = [
            SELECT Id, Name, Email, Phone, Birthdate, Salary__c
            FROM Contact
            WHERE AccountId = :accountId
            ORDER BY Name
            LIMIT 100
        ];
        SObjectAccessDecision decision = Security.stripInaccessible(AccessType.READABLE, contacts);

        // Useful for debugging permission issues
        Map<String, Set<String>> removed = decision.getRemovedFields();
        if (!removed.isEmpty()) {
            System.debug(LoggingLevel.INFO, 'Fields removed for user: ' + removed);
        }
        return (List<Contact>) decision.getRecords();
    }

    @AuraEnabled
    public static void updateContacts(List<Contact> contacts) {
        // Drop fields the user may not edit instead of failing the whole save
        SObjectAccessDecision decision = Security.stripInaccessible(AccessType.UPDATABLE, contacts);
        update decision.getRecords();
    }
}
`,
  },
  {
    title: 'Recursion Guard That Tracks Processed Record Ids',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 1,
    tags: ['trigger', 'recursion', 'static-variables'],
    description:
      'A static Boolean "hasRun" flag breaks as soon as a transaction updates more than 200 records, because the trigger fires again for the next chunk. Tracking processed Ids per context processes each record exactly once while still letting new records through.',
    code: `public class TriggerRecursionGuard {
    private static Map<String, Set<Id>> processedByContext = new Map<String, Set<Id>>();

    /** Returns only the records not yet processed in this context, and marks them processed. */
    public static List<SObject> firstTime(String context, List<SObject> records) {
        Set<Id> seen = processedByContext.get(context);
        if (seen == null) {
            seen = new Set<Id>();
            processedByContext.put(context, seen);
        }
        List<SObject> fresh = new List<SObject>();
        for (SObject rec : records) {
            if (rec.Id != null && seen.add(rec.Id)) {
                fresh.add(rec);
            }
        }
        return fresh;
    }

    @TestVisible
    private static void reset() {
        processedByContext.clear();
    }
}
// In a handler's afterUpdate:
// List<Account> toProcess = (List<Account>) TriggerRecursionGuard.firstTime('Account.afterUpdate.sync', newRecords);
`,
  },
  {
    title: 'Send Templated Emails in Bulk with Messaging.SingleEmailMessage',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 6,
    tags: ['email', 'messaging', 'templates', 'limits'],
    description:
      'Renders a Lightning or Classic email template against each contact using setTemplateId, setTargetObjectId and setWhatId. Check Limits.getEmailInvocations and the daily single email limit before sending, and set setSaveAsActivity to log the email on the record.',
    code: `public with sharing class RenewalReminderMailer {
    public static void send(List<Contract> contracts) {
        EmailTemplate tpl = [SELECT Id FROM EmailTemplate WHERE DeveloperName = 'Renewal_Reminder' LIMIT 1];
        OrgWideEmailAddress owa = [SELECT Id FROM OrgWideEmailAddress WHERE Address = 'renewals@example.com' LIMIT 1];

        List<Messaging.SingleEmailMessage> mails = new List<Messaging.SingleEmailMessage>();
        for (Contract c : contracts) {
            if (c.CustomerSignedId == null) continue;
            Messaging.SingleEmailMessage mail = new Messaging.SingleEmailMessage();
            mail.setTemplateId(tpl.Id);
            mail.setTargetObjectId(c.CustomerSignedId); // Contact: merge fields + recipient
            mail.setWhatId(c.Id);                      // merge fields from the contract
            mail.setOrgWideEmailAddressId(owa.Id);
            mail.setSaveAsActivity(true);
            mails.add(mail);
        }

        if (mails.isEmpty()) return;
        // One sendEmail call per list counts as one invocation (limit: 10 per transaction)
        Messaging.reserveSingleEmailCapacity(mails.size());
        List<Messaging.SendEmailResult> results = Messaging.sendEmail(mails, false);
        for (Messaging.SendEmailResult r : results) {
            if (!r.isSuccess()) {
                System.debug(LoggingLevel.ERROR, r.getErrors()[0].getMessage());
            }
        }
    }
}
`,
  },
  {
    title: 'Queueable with a Transaction Finalizer for Guaranteed Logging',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 5,
    tags: ['queueable', 'finalizer', 'error-handling', 'async'],
    description:
      'A Finalizer runs after the Queueable finishes, even when it hits an uncatchable limit exception. Use it to log the outcome or re-enqueue the job a limited number of times.',
    code: `public with sharing class ExternalSyncJob implements Queueable, Database.AllowsCallouts {
    private final List<Id> recordIds;
    private final Integer attempt;

    public ExternalSyncJob(List<Id> recordIds, Integer attempt) {
        this.recordIds = recordIds;
        this.attempt = attempt;
    }

    public void execute(QueueableContext ctx) {
        System.attachFinalizer(new SyncFinalizer(recordIds, attempt));
        // ... callouts and DML that might blow a limit ...
    }

    public class SyncFinalizer implements Finalizer {
        private final List<Id> recordIds;
        private final Integer attempt;

        public SyncFinalizer(List<Id> recordIds, Integer attempt) {
            this.recordIds = recordIds;
            this.attempt = attempt;
        }

        public void execute(FinalizerContext ctx) {
            if (ctx.getResult() == ParentJobResult.SUCCESS) {
                return;
            }
            Exception ex = ctx.getException();
            insert new Integration_Log__c(
                Job_Id__c = ctx.getAsyncApexJobId(),
                Attempt__c = attempt,
                Message__c = ex == null ? 'Unknown failure' : ex.getTypeName() + ': ' + ex.getMessage()
            );
            if (attempt < 3) {
                System.enqueueJob(new ExternalSyncJob(recordIds, attempt + 1));
            }
        }
    }
}
`,
  },
  {
    title: 'Active Picklist Values for Any Field via Schema Describe',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 3,
    tags: ['picklist', 'schema', 'describe', 'aura-enabled'],
    description:
      'Returns active picklist entries for any object and field as label/value pairs for a custom UI. Describe calls are cheap but still worth caching when a component asks repeatedly; for record-type-specific values in LWC use the getPicklistValues wire adapter instead.',
    code: `public with sharing class PicklistService {
    public class Option {
        @AuraEnabled public String label;
        @AuraEnabled public String value;
        @AuraEnabled public Boolean isDefault;
        Option(Schema.PicklistEntry e) {
            label = e.getLabel();
            value = e.getValue();
            isDefault = e.isDefaultValue();
        }
    }

    @AuraEnabled(cacheable=true)
    public static List<Option> getOptions(String objectApiName, String fieldApiName) {
        Schema.SObjectType type = Schema.getGlobalDescribe().get(objectApiName);
        if (type == null) {
            throw new AuraHandledException('Unknown object ' + objectApiName);
        }
        Schema.SObjectField field = type.getDescribe().fields.getMap().get(fieldApiName);
        if (field == null || !field.getDescribe().isAccessible()) {
            throw new AuraHandledException('Field not available: ' + fieldApiName);
        }

        List<Option> options = new List<Option>();
        for (Schema.PicklistEntry entry : field.getDescribe().getPicklistValues()) {
            if (entry.isActive()) {
                options.add(new Option(entry));
            }
        }
        return options;
    }
}
`,
  },
  {
    title: 'Lightweight Logger That Survives Rollbacks via Platform Events',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 1,
    tags: ['logging', 'platform-events', 'error-handling'],
    description:
      'A log record inserted in a transaction that later fails is rolled back with it. Publishing a Log_Event__e with Publish Immediately behavior and persisting it in an event trigger keeps the log even when the caller throws.',
    code: `public without sharing class Logger {
    private static List<Log_Event__e> buffer = new List<Log_Event__e>();

    public static void error(String source, Exception e) {
        add('ERROR', source, e.getTypeName() + ': ' + e.getMessage(), e.getStackTraceString());
    }

    public static void info(String source, String message) {
        add('INFO', source, message, null);
    }

    private static void add(String level, String source, String message, String stack) {
        buffer.add(new Log_Event__e(
            Level__c = level,
            Source__c = source,
            Message__c = message == null ? null : message.left(32000),
            Stack_Trace__c = stack == null ? null : stack.left(32000),
            User_Id__c = UserInfo.getUserId(),
            Request_Id__c = Request.getCurrent().getRequestId()
        ));
    }

    /** Call once at the end of the unit of work (or in a finally block). */
    public static void flush() {
        if (buffer.isEmpty()) return;
        EventBus.publish(buffer); // Publish Immediately: not rolled back
        buffer.clear();
    }
}
// try { ... } catch (Exception e) { Logger.error('InvoiceService.post', e); throw e; } finally { Logger.flush(); }
// trigger LogEventTrigger on Log_Event__e (after insert) { /* insert Log__c rows */ }
`,
  },
  {
    title: 'Avoid SOQL in Loops with a Map of Parent Records',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 7,
    tags: ['bulkification', 'governor-limits', 'soql', 'maps'],
    description:
      "The most common governor limit failure is a query inside a for loop. Collect the Ids first, query once into a Map and look up inside the loop. This before-insert example copies the account's owner and region to new cases.",
    code: `public with sharing class CaseDefaults {
    // Called from the Case trigger in before insert
    public static void applyAccountDefaults(List<Case> newCases) {
        Set<Id> accountIds = new Set<Id>();
        for (Case c : newCases) {
            if (c.AccountId != null) {
                accountIds.add(c.AccountId);
            }
        }
        if (accountIds.isEmpty()) return;

        // ONE query for all cases, not one per case
        Map<Id, Account> accounts = new Map<Id, Account>([
            SELECT Id, Region__c, Support_Tier__c, Customer_Success_Manager__c
            FROM Account
            WHERE Id IN :accountIds
        ]);

        for (Case c : newCases) {
            Account acc = accounts.get(c.AccountId);
            if (acc == null) continue;
            c.Region__c = acc.Region__c;
            if (acc.Support_Tier__c == 'Premier') {
                c.Priority = 'High';
            }
            if (acc.Customer_Success_Manager__c != null) {
                c.CSM__c = acc.Customer_Success_Manager__c;
            }
        }
        // No DML needed: before-trigger changes are saved automatically
    }
}
`,
  },
];
