import type { SeedSnippet } from '../types.js';

/** Exceptions, tests and callout mocks, platform events, invocable methods, dynamic SOQL. */
export const crmApexTestSnippets: SeedSnippet[] = [
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
];
