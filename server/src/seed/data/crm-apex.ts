import type { SeedSnippet } from './types.js';

export const crmApexSnippets: SeedSnippet[] = [
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
  {
    title: 'Custom Exception Hierarchy for Service Classes',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 3,
    tags: ['exceptions', 'error-handling', 'aura-enabled'],
    description:
      'Custom exceptions make intent clear and let callers catch specific failures. Apex exception classes must end in "Exception"; extending a common base lets an @AuraEnabled method convert all expected errors into a friendly AuraHandledException in one place.',
    code: `public with sharing class OrderService {
    public virtual class OrderException extends Exception {}
    public class OrderValidationException extends OrderException {}
    public class InventoryException extends OrderException {
        public String sku;
        public InventoryException(String sku, Integer requested) {
            setMessage('Not enough stock for ' + sku + ' (requested ' + requested + ')');
            this.sku = sku;
        }
    }

    public static Id placeOrder(Id accountId, Map<String, Integer> quantitiesBySku) {
        if (accountId == null || quantitiesBySku == null || quantitiesBySku.isEmpty()) {
            throw new OrderValidationException('An account and at least one item are required.');
        }
        for (Product2 p : [SELECT ProductCode, Stock__c FROM Product2 WHERE ProductCode IN :quantitiesBySku.keySet()]) {
            Integer requested = quantitiesBySku.get(p.ProductCode);
            if (p.Stock__c == null || p.Stock__c < requested) {
                throw new InventoryException(p.ProductCode, requested);
            }
        }
        Order o = new Order(AccountId = accountId, Status = 'Draft', EffectiveDate = Date.today());
        insert o;
        return o.Id;
    }

    @AuraEnabled
    public static Id placeOrderFromUi(Id accountId, Map<String, Integer> quantitiesBySku) {
        try {
            return placeOrder(accountId, quantitiesBySku);
        } catch (OrderException e) {
            throw new AuraHandledException(e.getMessage());
        }
    }
}
`,
  },
  {
    title: 'Test Class with @TestSetup and a Reusable Data Factory',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 1,
    tags: ['testing', 'testsetup', 'test-data-factory'],
    description:
      '@TestSetup data is created once and rolled back to its initial state before each test method, which makes suites much faster than inserting in every method. Pair it with a small factory so required fields live in one place.',
    fileName: 'TestDataFactory.cls',
    code: `@IsTest
public class TestDataFactory {
    public static List<Account> accounts(Integer count, Boolean doInsert) {
        List<Account> accs = new List<Account>();
        for (Integer i = 0; i < count; i++) {
            accs.add(new Account(Name = 'Test Account ' + i, BillingCountry = 'US', Industry = 'Technology'));
        }
        if (doInsert) insert accs;
        return accs;
    }

    public static List<Opportunity> opportunities(List<Account> accs, Integer perAccount, Boolean doInsert) {
        List<Opportunity> opps = new List<Opportunity>();
        for (Account a : accs) {
            for (Integer i = 0; i < perAccount; i++) {
                opps.add(new Opportunity(AccountId = a.Id, Name = a.Name + ' Opp ' + i,
                    StageName = 'Prospecting', CloseDate = Date.today().addDays(30), Amount = 1000));
            }
        }
        if (doInsert) insert opps;
        return opps;
    }
}
`,
    extraFiles: [
      {
        name: 'OpportunityTriggerHandlerTest.cls',
        language: 'apex',
        code: `@IsTest
private class OpportunityTriggerHandlerTest {
    @TestSetup
    static void makeData() {
        List<Account> accs = TestDataFactory.accounts(5, true);
        TestDataFactory.opportunities(accs, 40, true); // 200 opps: exercises bulk path
    }

    @IsTest
    static void rollsUpOpenPipeline() {
        Account acc = [SELECT Id, Open_Pipeline__c FROM Account LIMIT 1];
        Assert.areEqual(40000, acc.Open_Pipeline__c.intValue(), 'Pipeline should sum all open opportunities');
    }

    @IsTest
    static void closingAnOpportunityReducesPipeline() {
        Opportunity opp = [SELECT Id, AccountId FROM Opportunity LIMIT 1];
        Test.startTest();
        opp.StageName = 'Closed Won';
        update opp;
        Test.stopTest();
        Account acc = [SELECT Open_Pipeline__c FROM Account WHERE Id = :opp.AccountId];
        Assert.areEqual(39000, acc.Open_Pipeline__c.intValue());
    }
}
`,
      },
    ],
  },
  {
    title: 'HttpCalloutMock That Routes by Endpoint and Method',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 5,
    tags: ['testing', 'httpcalloutmock', 'callout'],
    description:
      'Tests cannot make real callouts. This mock returns a different canned response per endpoint and method, so one mock serves a whole integration service (auth call plus data calls) and fails loudly on unexpected requests.',
    fileName: 'RoutingCalloutMock.cls',
    code: `@IsTest
public class RoutingCalloutMock implements HttpCalloutMock {
    private final Map<String, HttpResponse> routes = new Map<String, HttpResponse>();
    public List<HttpRequest> requests = new List<HttpRequest>();

    public RoutingCalloutMock when(String method, String endpointContains, Integer status, String body) {
        HttpResponse res = new HttpResponse();
        res.setStatusCode(status);
        res.setHeader('Content-Type', 'application/json');
        res.setBody(body);
        routes.put(method + ' ' + endpointContains, res);
        return this;
    }

    public HttpResponse respond(HttpRequest req) {
        requests.add(req);
        for (String key : routes.keySet()) {
            String method = key.substringBefore(' ');
            String fragment = key.substringAfter(' ');
            if (req.getMethod() == method && req.getEndpoint().contains(fragment)) {
                return routes.get(key);
            }
        }
        throw new CalloutException('Unexpected callout: ' + req.getMethod() + ' ' + req.getEndpoint());
    }
}
`,
    extraFiles: [
      {
        name: 'AccountSyncServiceTest.cls',
        language: 'apex',
        code: `@IsTest
private class AccountSyncServiceTest {
    @IsTest
    static void storesErpIdOnSuccess() {
        Account acc = new Account(Name = 'Acme', BillingCountry = 'DE');
        insert acc;
        RoutingCalloutMock mock = new RoutingCalloutMock()
            .when('POST', '/customers', 201, '{"id":"ERP-42"}');
        Test.setMock(HttpCalloutMock.class, mock);

        Test.startTest();
        AccountSyncService.syncToErp(new Set<Id>{ acc.Id });
        Test.stopTest(); // runs the @future synchronously

        Assert.areEqual('ERP-42', [SELECT ERP_Id__c FROM Account WHERE Id = :acc.Id].ERP_Id__c);
        Assert.areEqual(1, mock.requests.size());
    }
}
`,
      },
    ],
  },
  {
    title: 'Publish Platform Events and Inspect Publish Results',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 5,
    tags: ['platform-events', 'eventbus', 'publish'],
    description:
      'EventBus.publish returns SaveResults just like DML; a success only means the event was queued. Events configured "Publish Immediately" are sent even if the transaction later rolls back, which is what you want for error logging events.',
    code: `public with sharing class OrderEventPublisher {
    public static void publishShipped(List<Order> orders) {
        List<Order_Shipped__e> events = new List<Order_Shipped__e>();
        for (Order o : orders) {
            events.add(new Order_Shipped__e(
                Order_Id__c = o.Id,
                Order_Number__c = o.OrderNumber,
                Account_Id__c = o.AccountId,
                Shipped_At__c = System.now()
            ));
        }
        if (events.isEmpty()) return;

        List<Database.SaveResult> results = EventBus.publish(events);
        for (Integer i = 0; i < results.size(); i++) {
            if (!results[i].isSuccess()) {
                for (Database.Error err : results[i].getErrors()) {
                    System.debug(LoggingLevel.ERROR, 'Publish failed for order ' +
                        events[i].Order_Number__c + ': ' + err.getStatusCode() + ' ' + err.getMessage());
                }
            }
        }
    }
}
`,
  },
  {
    title: 'Platform Event Trigger Subscriber with Retryable Exceptions',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 1,
    tags: ['platform-events', 'trigger', 'eventbus', 'retry'],
    description:
      'Platform event triggers run asynchronously as the Automated Process user (or the user set in PlatformEventSubscriberConfig) in batches of up to 2000 events. Throwing EventBus.RetryableException makes the platform redeliver the whole batch later, up to nine retries, so give up gracefully before that and log what was lost.',
    code: `trigger OrderShippedSubscriber on Order_Shipped__e (after insert) {
    EventBus.TriggerContext ctx = EventBus.TriggerContext.currentContext();
    List<Task> tasks = new List<Task>();

    for (Order_Shipped__e evt : Trigger.new) {
        tasks.add(new Task(
            WhatId = evt.Order_Id__c,
            Subject = 'Follow up: order ' + evt.Order_Number__c + ' shipped',
            ActivityDate = Date.today().addDays(3),
            Status = 'Not Started',
            Priority = 'Normal'
        ));
    }

    try {
        insert tasks;
    } catch (DmlException e) {
        if (ctx.retries < 4) {
            // Redelivered after an increasing delay; all DML in this run is rolled back
            throw new EventBus.RetryableException('Task insert failed, retrying: ' + e.getMessage());
        }
        // Out of retries: record the failure instead of silently dropping the events
        insert new Integration_Log__c(
            Message__c = 'Order_Shipped__e batch dropped after retries: ' + e.getMessage(),
            Last_Replay_Id__c = Trigger.new[Trigger.new.size() - 1].ReplayId
        );
    }
}
`,
  },
  {
    title: 'Invocable Apex Method for Flow with Bulk-Safe Inputs',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 3,
    tags: ['invocable', 'flow', 'bulkification'],
    description:
      'Flow calls an invocable method once per batch of interviews, so inputs and outputs are lists and the method must be bulkified. Wrapper classes with @InvocableVariable give Flow builders labelled fields instead of raw lists.',
    code: `public with sharing class CalculateDiscountAction {
    public class Request {
        @InvocableVariable(label='Opportunity Id' required=true)
        public Id opportunityId;
        @InvocableVariable(label='Customer Tier' description='Bronze, Silver or Gold')
        public String tier;
    }

    public class Result {
        @InvocableVariable(label='Discount Percent')
        public Decimal discountPercent;
        @InvocableVariable(label='Reason')
        public String reason;
    }

    @InvocableMethod(label='Calculate Discount' description='Returns the discount for each opportunity' category='Pricing')
    public static List<Result> calculate(List<Request> requests) {
        Set<Id> oppIds = new Set<Id>();
        for (Request r : requests) oppIds.add(r.opportunityId);

        Map<Id, Opportunity> opps = new Map<Id, Opportunity>([
            SELECT Id, Amount FROM Opportunity WHERE Id IN :oppIds WITH USER_MODE
        ]);

        List<Result> results = new List<Result>();
        for (Request r : requests) {   // one result per request, same order
            Result res = new Result();
            Opportunity opp = opps.get(r.opportunityId);
            Decimal base = r.tier == 'Gold' ? 15 : r.tier == 'Silver' ? 10 : 5;
            Boolean large = opp != null && opp.Amount != null && opp.Amount > 100000;
            res.discountPercent = large ? base + 5 : base;
            res.reason = (r.tier == null ? 'Default' : r.tier) + (large ? ' + large deal bonus' : '');
            results.add(res);
        }
        return results;
    }
}
`,
  },
  {
    title: 'Dynamic SOQL Built Safely with Database.queryWithBinds',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    authorIndex: 1,
    tags: ['dynamic-soql', 'soql-injection', 'security'],
    description:
      'When filters come from the UI, whitelist field names against the schema and pass values as binds with Database.queryWithBinds rather than concatenating them. String.escapeSingleQuotes is a fallback, not a design.',
    code: `public with sharing class DynamicAccountSearch {
    private static final Set<String> SORTABLE = new Set<String>{ 'Name', 'CreatedDate', 'AnnualRevenue' };

    @AuraEnabled(cacheable=true)
    public static List<Account> search(String term, String industry, String sortField, Boolean ascending) {
        Map<String, Object> binds = new Map<String, Object>();
        List<String> conditions = new List<String>();

        if (String.isNotBlank(term)) {
            conditions.add('Name LIKE :term');
            binds.put('term', '%' + term.trim() + '%');
        }
        if (String.isNotBlank(industry)) {
            conditions.add('Industry = :industry');
            binds.put('industry', industry);
        }

        // Field names cannot be bound, so validate against an allow-list
        String orderBy = SORTABLE.contains(sortField) ? sortField : 'Name';
        String direction = ascending == false ? 'DESC' : 'ASC';

        String soql = 'SELECT Id, Name, Industry, AnnualRevenue, CreatedDate FROM Account'
            + (conditions.isEmpty() ? '' : ' WHERE ' + String.join(conditions, ' AND '))
            + ' ORDER BY ' + orderBy + ' ' + direction + ' NULLS LAST LIMIT 200';

        return Database.queryWithBinds(soql, binds, AccessLevel.USER_MODE);
    }
}
`,
  },
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
