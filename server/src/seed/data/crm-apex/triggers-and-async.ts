import type { SeedSnippet } from '../types.js';

/** Triggers, batch, queueable, schedulable and future Apex, DML and secure SOQL. */
export const crmApexTriggerSnippets: SeedSnippet[] = [
  {
    title: 'Minimal Trigger Handler Base Class with Bypass Support',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 1,
    tags: ['trigger', 'trigger-handler', 'framework'],
    description:
      'One trigger per object that delegates to a handler class keeps logic testable and ordered. This base class routes each trigger context to an overridable method and lets you bypass a handler during data loads or from other handlers.',
    code: `public virtual class TriggerHandler {
    private static Set<String> bypassed = new Set<String>();

    public static void bypass(String handlerName) { bypassed.add(handlerName); }
    public static void clearBypass(String handlerName) { bypassed.remove(handlerName); }

    public void run() {
        if (!Trigger.isExecuting || bypassed.contains(getName())) {
            return;
        }
        switch on Trigger.operationType {
            when BEFORE_INSERT { beforeInsert(Trigger.new); }
            when BEFORE_UPDATE { beforeUpdate(Trigger.new, Trigger.oldMap); }
            when BEFORE_DELETE { beforeDelete(Trigger.oldMap); }
            when AFTER_INSERT { afterInsert(Trigger.new, Trigger.newMap); }
            when AFTER_UPDATE { afterUpdate(Trigger.new, Trigger.oldMap); }
            when AFTER_DELETE { afterDelete(Trigger.oldMap); }
            when AFTER_UNDELETE { afterUndelete(Trigger.new); }
        }
    }

    protected virtual String getName() {
        return String.valueOf(this).substringBefore(':');
    }

    protected virtual void beforeInsert(List<SObject> newRecords) {}
    protected virtual void beforeUpdate(List<SObject> newRecords, Map<Id, SObject> oldMap) {}
    protected virtual void beforeDelete(Map<Id, SObject> oldMap) {}
    protected virtual void afterInsert(List<SObject> newRecords, Map<Id, SObject> newMap) {}
    protected virtual void afterUpdate(List<SObject> newRecords, Map<Id, SObject> oldMap) {}
    protected virtual void afterDelete(Map<Id, SObject> oldMap) {}
    protected virtual void afterUndelete(List<SObject> newRecords) {}
}
`,
  },
  {
    title: 'Bulkified Opportunity Trigger Handler That Rolls Up to Account',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 1,
    tags: ['trigger', 'bulkification', 'rollup', 'trigger-handler'],
    description:
      'Recalculates an open pipeline amount on Account whenever opportunities change, with one aggregate query and one DML for the whole batch. Extends the TriggerHandler base class; the trigger itself is a single line.',
    code: `// trigger OpportunityTrigger on Opportunity (after insert, after update, after delete, after undelete) {
//     new OpportunityTriggerHandler().run();
// }
public with sharing class OpportunityTriggerHandler extends TriggerHandler {
    protected override void afterInsert(List<SObject> newRecords, Map<Id, SObject> newMap) {
        recalculate(collectAccountIds(newRecords, null));
    }
    protected override void afterUpdate(List<SObject> newRecords, Map<Id, SObject> oldMap) {
        recalculate(collectAccountIds(newRecords, oldMap));
    }
    protected override void afterDelete(Map<Id, SObject> oldMap) {
        recalculate(collectAccountIds(oldMap.values(), null));
    }
    protected override void afterUndelete(List<SObject> newRecords) {
        recalculate(collectAccountIds(newRecords, null));
    }

    private Set<Id> collectAccountIds(List<SObject> records, Map<Id, SObject> oldMap) {
        Set<Id> ids = new Set<Id>();
        for (SObject so : records) {
            Opportunity opp = (Opportunity) so;
            if (opp.AccountId != null) ids.add(opp.AccountId);
            if (oldMap != null) {
                Opportunity old = (Opportunity) oldMap.get(opp.Id);
                // Reparented opportunities affect the old account too
                if (old.AccountId != null && old.AccountId != opp.AccountId) ids.add(old.AccountId);
            }
        }
        return ids;
    }

    private void recalculate(Set<Id> accountIds) {
        if (accountIds.isEmpty()) return;
        Map<Id, Account> updates = new Map<Id, Account>();
        for (Id accId : accountIds) {
            updates.put(accId, new Account(Id = accId, Open_Pipeline__c = 0));
        }
        for (AggregateResult ar : [
            SELECT AccountId accId, SUM(Amount) total
            FROM Opportunity
            WHERE AccountId IN :accountIds AND IsClosed = false
            GROUP BY AccountId
        ]) {
            updates.get((Id) ar.get('accId')).Open_Pipeline__c = (Decimal) ar.get('total');
        }
        update updates.values();
    }
}
`,
  },
  {
    title: 'Stateful Batch Apex with Error Summary Email',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 1,
    tags: ['batch-apex', 'database-stateful', 'async'],
    description:
      'Processes millions of records in chunks with a QueryLocator. Database.Stateful keeps counters and errors across execute calls so the finish method can send one summary. Partial-success DML means one bad record does not fail the whole chunk.',
    code: `public with sharing class DeactivateStaleContactsBatch implements Database.Batchable<SObject>, Database.Stateful {
    private Integer processed = 0;
    private List<String> errors = new List<String>();

    public Database.QueryLocator start(Database.BatchableContext bc) {
        return Database.getQueryLocator([
            SELECT Id, Is_Active__c
            FROM Contact
            WHERE Is_Active__c = true AND LastActivityDate < LAST_N_DAYS:730
        ]);
    }

    public void execute(Database.BatchableContext bc, List<Contact> scope) {
        for (Contact c : scope) {
            c.Is_Active__c = false;
        }
        List<Database.SaveResult> results = Database.update(scope, false);
        for (Integer i = 0; i < results.size(); i++) {
            if (results[i].isSuccess()) {
                processed++;
            } else {
                errors.add(scope[i].Id + ': ' + results[i].getErrors()[0].getMessage());
            }
        }
    }

    public void finish(Database.BatchableContext bc) {
        AsyncApexJob job = [SELECT Status, NumberOfErrors, CreatedBy.Email FROM AsyncApexJob WHERE Id = :bc.getJobId()];
        Messaging.SingleEmailMessage mail = new Messaging.SingleEmailMessage();
        mail.setToAddresses(new List<String>{ job.CreatedBy.Email });
        mail.setSubject('Stale contact cleanup: ' + job.Status);
        String body = 'Deactivated: ' + processed + '\\nFailed: ' + errors.size();
        // Keep the email small; the first 50 errors are usually enough
        for (Integer i = 0; i < errors.size() && i < 50; i++) {
            body += '\\n' + errors[i];
        }
        mail.setPlainTextBody(body);
        Messaging.sendEmail(new List<Messaging.SingleEmailMessage>{ mail });
    }
}
// Database.executeBatch(new DeactivateStaleContactsBatch(), 200);
`,
  },
  {
    title: 'Queueable Apex That Chains Itself Through Pages of Work',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 3,
    tags: ['queueable', 'chaining', 'async'],
    description:
      'A Queueable that processes a slice of records and enqueues the next slice, carrying state in its constructor. Each link in the chain gets fresh governor limits. Add a depth guard so a bug cannot create an endless chain.',
    code: `public with sharing class RecalculateScoresJob implements Queueable {
    private static final Integer PAGE_SIZE = 500;
    private static final Integer MAX_DEPTH = 50;

    private final Id lastId;
    private final Integer depth;

    public RecalculateScoresJob() { this(null, 0); }

    private RecalculateScoresJob(Id lastId, Integer depth) {
        this.lastId = lastId;
        this.depth = depth;
    }

    public void execute(QueueableContext ctx) {
        // Keyset pagination on Id is stable and avoids OFFSET limits
        List<Lead> leads = lastId == null
            ? [SELECT Id, NumberOfEmployees, AnnualRevenue FROM Lead WHERE IsConverted = false ORDER BY Id LIMIT :PAGE_SIZE]
            : [SELECT Id, NumberOfEmployees, AnnualRevenue FROM Lead WHERE IsConverted = false AND Id > :lastId ORDER BY Id LIMIT :PAGE_SIZE];

        for (Lead l : leads) {
            Integer score = 0;
            if (l.NumberOfEmployees != null && l.NumberOfEmployees > 500) score += 40;
            if (l.AnnualRevenue != null && l.AnnualRevenue > 10000000) score += 60;
            l.Score__c = score;
        }
        update leads;

        if (leads.size() == PAGE_SIZE && depth < MAX_DEPTH && !Test.isRunningTest()) {
            System.enqueueJob(new RecalculateScoresJob(leads[leads.size() - 1].Id, depth + 1));
        }
    }
}
// System.enqueueJob(new RecalculateScoresJob());
`,
  },
  {
    title: 'Schedulable Class That Launches a Batch Nightly',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 6,
    tags: ['schedulable', 'cron', 'batch-apex'],
    description:
      'Keep the schedulable thin: it only starts the batch. Classes referenced by a scheduled job are locked against edits, so the batch is instantiated with Type.forName to avoid a compile-time dependency. The static helper (re)schedules it with a cron expression from Anonymous Apex.',
    code: `public with sharing class NightlyCleanupScheduler implements Schedulable {
    public static final String JOB_NAME = 'Nightly stale contact cleanup';
    // Seconds Minutes Hours Day_of_month Month Day_of_week [Year]
    public static final String CRON_2AM = '0 0 2 * * ?';

    public void execute(SchedulableContext sc) {
        // Don't start a second run if the previous one is still going
        Integer running = [
            SELECT COUNT() FROM AsyncApexJob
            WHERE ApexClass.Name = 'DeactivateStaleContactsBatch'
            AND Status IN ('Holding', 'Queued', 'Preparing', 'Processing')
        ];
        if (running == 0) {
            // Type.forName: no compile-time reference, so the batch class stays editable
            Database.Batchable<SObject> job =
                (Database.Batchable<SObject>) Type.forName('DeactivateStaleContactsBatch').newInstance();
            Database.executeBatch(job, 200);
        }
    }

    public static Id scheduleIt() {
        for (CronTrigger ct : [SELECT Id FROM CronTrigger WHERE CronJobDetail.Name = :JOB_NAME]) {
            System.abortJob(ct.Id);
        }
        return System.schedule(JOB_NAME, CRON_2AM, new NightlyCleanupScheduler());
    }
}
// Anonymous Apex: NightlyCleanupScheduler.scheduleIt();
`,
  },
  {
    title: 'Callout from a Trigger with @future(callout=true)',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 5,
    tags: ['future', 'callout', 'trigger', 'named-credential'],
    description:
      'Triggers cannot make callouts synchronously, so hand record Ids to a future method. Future methods only accept primitives and collections of primitives, and you cannot call one from batch or another future; use Queueable if you need either.',
    code: `public with sharing class AccountSyncService {
    public static void enqueueSync(List<Account> accounts) {
        Set<Id> ids = new Map<Id, Account>(accounts).keySet();
        if (!ids.isEmpty() && !System.isFuture() && !System.isBatch()) {
            syncToErp(ids);
        }
    }

    @future(callout=true)
    public static void syncToErp(Set<Id> accountIds) {
        List<Account> accounts = [
            SELECT Id, Name, BillingCountry, ERP_Id__c
            FROM Account WHERE Id IN :accountIds
        ];
        List<Account> toUpdate = new List<Account>();

        for (Account acc : accounts) {
            HttpRequest req = new HttpRequest();
            req.setEndpoint('callout:ERP_API/customers');   // Named Credential
            req.setMethod('POST');
            req.setHeader('Content-Type', 'application/json');
            req.setTimeout(20000);
            req.setBody(JSON.serialize(new Map<String, Object>{
                'sfId' => acc.Id, 'name' => acc.Name, 'country' => acc.BillingCountry
            }));

            HttpResponse res = new Http().send(req); // max 100 callouts per transaction
            if (res.getStatusCode() == 201) {
                Map<String, Object> body = (Map<String, Object>) JSON.deserializeUntyped(res.getBody());
                toUpdate.add(new Account(Id = acc.Id, ERP_Id__c = (String) body.get('id')));
            }
        }
        update toUpdate;
    }
}
`,
  },
  {
    title: 'Partial Success DML with Database.insert and SaveResult Logging',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 1,
    tags: ['dml', 'saveresult', 'error-handling', 'allornone'],
    description:
      'With allOrNone set to false, valid records are committed and failures are reported per record instead of throwing. Results come back in the same order as the input list, which is how you map errors back to source rows.',
    code: `public with sharing class LeadImportService {
    public class ImportResult {
        public Integer inserted = 0;
        public List<String> failures = new List<String>();
    }

    public static ImportResult importLeads(List<Lead> leads) {
        ImportResult result = new ImportResult();
        Database.DMLOptions opts = new Database.DMLOptions();
        opts.optAllOrNone = false;
        opts.DuplicateRuleHeader.allowSave = false; // respect duplicate rules

        List<Database.SaveResult> saveResults = Database.insert(leads, opts);

        for (Integer i = 0; i < saveResults.size(); i++) {
            Database.SaveResult sr = saveResults[i];
            if (sr.isSuccess()) {
                result.inserted++;
                continue;
            }
            for (Database.Error err : sr.getErrors()) {
                result.failures.add(String.format('Row {0} ({1}): {2} [{3}] fields: {4}', new List<Object>{
                    i + 1, leads[i].Email, err.getMessage(), err.getStatusCode(),
                    String.join(err.getFields(), ', ')
                }));
            }
        }
        return result;
    }
}
// ImportResult r = LeadImportService.importLeads(rows);
// System.debug(r.inserted + ' inserted, ' + r.failures.size() + ' failed');
`,
  },
  {
    title: 'Secure SOQL with Bind Variables and WITH USER_MODE',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 1,
    tags: ['soql', 'security', 'user-mode', 'fls'],
    description:
      'WITH USER_MODE enforces object permissions, field-level security and sharing for the running user and reports every inaccessible field at once, unlike the older WITH SECURITY_ENFORCED. Bind variables keep user input out of the query string.',
    code: `public with sharing class CaseSelector {
    public class SelectorException extends Exception {}

    public static List<Case> openCasesForAccount(Id accountId, String priority, Integer maxRows) {
        Integer lim = Math.min(maxRows == null ? 50 : maxRows, 200);
        try {
            return [
                SELECT Id, CaseNumber, Subject, Status, Priority, Owner.Name, CreatedDate
                FROM Case
                WHERE AccountId = :accountId
                AND IsClosed = false
                AND Priority = :priority
                WITH USER_MODE
                ORDER BY CreatedDate DESC
                LIMIT :lim
            ];
        } catch (QueryException e) {
            // Thrown when the user lacks access to any referenced object or field
            throw new SelectorException('You do not have access to case data: ' + e.getMessage());
        }
    }

    // DML can run in user mode too
    public static void closeCases(List<Case> cases) {
        for (Case c : cases) {
            c.Status = 'Closed';
        }
        Database.update(cases, AccessLevel.USER_MODE);
    }
}
`,
  },
];
