import type { SeedSnippet } from '../types.js';

/** Visualforce pages and their controllers, PDF rendering and tables. */
export const crmVisualforcePageSnippets: SeedSnippet[] = [
  {
    title: 'Visualforce Page with Standard Controller and Extension',
    platform: 'crm',
    category: 'visualforce',
    codeLanguage: 'visualforce',
    authorIndex: 6,
    tags: ['visualforce', 'standard-controller', 'extension'],
    description:
      "A record page that keeps the standard controller's save, cancel and field-level security behavior while an extension adds extra data and actions. Reference fields through the standard controller so they are queried automatically.",
    code: `<apex:page standardController="Account" extensions="AccountHealthExtension" lightningStylesheets="true"
           docType="html-5.0">
    <apex:form>
        <apex:pageMessages />
        <apex:pageBlock title="Account health: {!Account.Name}" mode="edit">
            <apex:pageBlockButtons>
                <apex:commandButton value="Save" action="{!save}" />
                <apex:commandButton value="Recalculate score" action="{!recalculate}" reRender="scoreSection" />
                <apex:commandButton value="Cancel" action="{!cancel}" immediate="true" />
            </apex:pageBlockButtons>

            <apex:pageBlockSection title="Details" columns="2">
                <apex:inputField value="{!Account.Industry}" />
                <apex:inputField value="{!Account.Rating}" />
                <apex:inputField value="{!Account.AnnualRevenue}" />
                <apex:outputField value="{!Account.Owner.Name}" />
            </apex:pageBlockSection>

            <apex:outputPanel id="scoreSection">
                <apex:pageBlockSection title="Health" columns="2">
                    <apex:pageBlockSectionItem>
                        <apex:outputLabel value="Health score" />
                        <apex:outputText value="{!healthScore}" />
                    </apex:pageBlockSectionItem>
                    <apex:pageBlockSectionItem>
                        <apex:outputLabel value="Open cases" />
                        <apex:outputText value="{!openCaseCount}" />
                    </apex:pageBlockSectionItem>
                </apex:pageBlockSection>
            </apex:outputPanel>
        </apex:pageBlock>
    </apex:form>
</apex:page>
`,
  },
  {
    title: 'Controller Extension for a Standard Controller Page',
    platform: 'crm',
    category: 'visualforce',
    codeLanguage: 'apex',
    authorIndex: 6,
    tags: ['visualforce', 'extension', 'apex'],
    description:
      'The extension behind the account health page. The constructor receives the StandardController; addFields makes extra fields available without a second query. It must run before the record is loaded and throws in test context, hence the Test.isRunningTest guard.',
    code: `public with sharing class AccountHealthExtension {
    private final ApexPages.StandardController stdController;
    private Account account;

    public Integer healthScore { get; private set; }
    public Integer openCaseCount { get; private set; }

    public AccountHealthExtension(ApexPages.StandardController stdController) {
        this.stdController = stdController;
        if (!Test.isRunningTest()) {
            stdController.addFields(new List<String>{ 'AnnualRevenue', 'Rating', 'NumberOfEmployees' });
        }
        this.account = (Account) stdController.getRecord();
        recalculate();
    }

    public PageReference recalculate() {
        openCaseCount = [
            SELECT COUNT() FROM Case
            WHERE AccountId = :account.Id AND IsClosed = false
            WITH USER_MODE
        ];

        Integer score = 100;
        score -= Math.min(openCaseCount * 10, 50);
        if (account.Rating == 'Cold') score -= 20;
        if (account.AnnualRevenue != null && account.AnnualRevenue > 1000000) score += 10;
        healthScore = Math.max(0, Math.min(score, 100));

        if (openCaseCount > 5) {
            ApexPages.addMessage(new ApexPages.Message(ApexPages.Severity.WARNING,
                'This account has ' + openCaseCount + ' open cases.'));
        }
        return null; // stay on the page
    }
}
`,
  },
  {
    title: 'Render a Visualforce Invoice as PDF',
    platform: 'crm',
    category: 'visualforce',
    codeLanguage: 'visualforce',
    authorIndex: 1,
    tags: ['visualforce', 'renderas-pdf', 'invoice'],
    description:
      'renderAs="pdf" turns a page into a PDF using a limited CSS 2.1 renderer: no flexbox, grid or web fonts beyond the built-in families. applyHtmlTag="false" plus your own html/head lets you control page size and margins with @page rules.',
    code: `<apex:page standardController="Opportunity" extensions="InvoicePdfExtension" renderAs="pdf"
           applyHtmlTag="false" applyBodyTag="false" showHeader="false" sidebar="false">
<html>
<head>
    <apex:stylesheet value="{!URLFOR($Resource.InvoicePdfStyles)}" />
</head>
<body>
    <div class="header">
        <img src="{!URLFOR($Resource.CompanyLogo)}" height="40" />
        <div class="company">Example Co. &middot; 100 Main Street &middot; Springfield</div>
    </div>

    <h1>Invoice {!Opportunity.Invoice_Number__c}</h1>
    <table class="meta">
        <tr><td>Bill to:</td><td>{!Opportunity.Account.Name}</td></tr>
        <tr><td>Date:</td><td><apex:outputText value="{0,date,MMMM d, yyyy}"><apex:param value="{!TODAY()}" /></apex:outputText></td></tr>
    </table>

    <table class="lines">
        <thead>
            <tr><th>Product</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Total</th></tr>
        </thead>
        <tbody>
            <apex:repeat value="{!lineItems}" var="li">
                <tr>
                    <td>{!li.Product2.Name}</td>
                    <td class="num"><apex:outputField value="{!li.Quantity}" /></td>
                    <td class="num"><apex:outputField value="{!li.UnitPrice}" /></td>
                    <td class="num"><apex:outputField value="{!li.TotalPrice}" /></td>
                </tr>
            </apex:repeat>
        </tbody>
        <tfoot>
            <tr><td colspan="3" class="num">Total</td><td class="num"><apex:outputField value="{!Opportunity.Amount}" /></td></tr>
        </tfoot>
    </table>

    <div class="footer">Page <span class="pagenumber"/> of <span class="pagecount"/></div>
</body>
</html>
</apex:page>
`,
  },
  {
    title: 'Print Styles for Visualforce PDF Pages with @page Rules',
    platform: 'crm',
    category: 'visualforce',
    codeLanguage: 'css',
    authorIndex: 1,
    tags: ['visualforce', 'pdf', 'print-css', 'static-resource'],
    description:
      'The Flying Saucer engine behind renderAs="pdf" supports CSS 2.1 plus paged media: @page size and margins, running headers and footers, and page counters. Upload this as a static resource; built-in fonts are Arial Unicode MS, Helvetica, Times and Courier.',
    code: `@page {
    size: A4 portrait;
    margin: 25mm 18mm 22mm 18mm;

    @bottom-center {
        content: element(footer);
    }
    @top-right {
        content: "Invoice";
        font-family: Helvetica, sans-serif;
        font-size: 9pt;
        color: #888888;
    }
}

body {
    font-family: "Arial Unicode MS", Helvetica, sans-serif; /* Arial Unicode MS renders non-Latin text */
    font-size: 10pt;
    color: #222222;
}

.footer {
    position: running(footer);
    font-size: 8pt;
    color: #888888;
    text-align: center;
}
.pagenumber:before { content: counter(page); }
.pagecount:before { content: counter(pages); }

h1 { font-size: 18pt; margin: 10mm 0 4mm 0; }

table.lines {
    width: 100%;
    border-collapse: collapse;
    -fs-table-paginate: paginate; /* repeat thead on every page */
}
table.lines th {
    background-color: #f0f0f0;
    border-bottom: 1px solid #999999;
    padding: 4pt;
    text-align: left;
}
table.lines td { border-bottom: 1px solid #dddddd; padding: 4pt; }
table.lines tr { page-break-inside: avoid; }
.num { text-align: right; }
`,
  },
  {
    title: 'Data Table with apex:repeat and Row Actions',
    platform: 'crm',
    category: 'visualforce',
    codeLanguage: 'visualforce',
    authorIndex: 6,
    tags: ['visualforce', 'apex-repeat', 'tables', 'slds'],
    description:
      'apex:repeat gives you full control of table markup, unlike apex:pageBlockTable, which is handy for SLDS-styled pages. apex:param with assignTo passes the row Id to the controller action; rerender refreshes only the table.',
    code: `<apex:page controller="OpenTasksController" lightningStylesheets="true" docType="html-5.0">
    <apex:slds />
    <div class="slds-scope">
        <apex:form id="taskForm">
            <apex:pageMessages />
            <table class="slds-table slds-table_cell-buffer slds-table_bordered">
                <thead>
                    <tr class="slds-line-height_reset">
                        <th scope="col">Subject</th>
                        <th scope="col">Related to</th>
                        <th scope="col">Due</th>
                        <th scope="col">Action</th>
                    </tr>
                </thead>
                <tbody>
                    <apex:repeat value="{!tasks}" var="t">
                        <tr class="{!IF(t.ActivityDate < TODAY(), 'slds-text-color_error', '')}">
                            <td><apex:outputLink value="/{!t.Id}">{!t.Subject}</apex:outputLink></td>
                            <td>{!t.What.Name}</td>
                            <td><apex:outputField value="{!t.ActivityDate}" /></td>
                            <td>
                                <apex:commandLink value="Complete" action="{!completeTask}" reRender="taskForm"
                                                  styleClass="slds-button slds-button_neutral">
                                    <apex:param name="taskId" value="{!t.Id}" assignTo="{!selectedTaskId}" />
                                </apex:commandLink>
                            </td>
                        </tr>
                    </apex:repeat>
                </tbody>
            </table>
            <apex:outputPanel rendered="{!tasks.size == 0}">
                <p class="slds-p-around_medium">Nothing open. Nice work!</p>
            </apex:outputPanel>
        </apex:form>
    </div>
</apex:page>
`,
  },
  {
    title: 'Custom Controller Backing an apex:repeat Task List',
    platform: 'crm',
    category: 'visualforce',
    codeLanguage: 'apex',
    authorIndex: 7,
    tags: ['visualforce', 'custom-controller', 'tasks'],
    description:
      'The custom controller for the open tasks table. Getter methods are called every time the page renders, so the list is cached in a property and reset after an action changes data.',
    code: `public with sharing class OpenTasksController {
    public Id selectedTaskId { get; set; }
    private List<Task> cachedTasks;

    public List<Task> getTasks() {
        if (cachedTasks == null) {
            cachedTasks = [
                SELECT Id, Subject, ActivityDate, What.Name, Priority
                FROM Task
                WHERE OwnerId = :UserInfo.getUserId() AND IsClosed = false
                WITH USER_MODE
                ORDER BY ActivityDate ASC NULLS LAST
                LIMIT 100
            ];
        }
        return cachedTasks;
    }

    public PageReference completeTask() {
        if (selectedTaskId == null) {
            return null;
        }
        try {
            update as user new Task(Id = selectedTaskId, Status = 'Completed');
            ApexPages.addMessage(new ApexPages.Message(ApexPages.Severity.CONFIRM, 'Task completed.'));
        } catch (DmlException e) {
            ApexPages.addMessages(e);
        }
        cachedTasks = null; // force a requery on rerender
        return null;
    }
}
`,
  },
];
