import type { SeedSnippet } from '../types.js';

/** JavaScript remoting, PDFs saved as files, email templates. */
export const crmVisualforceRemotingSnippets: SeedSnippet[] = [
  {
    title: 'JavaScript Remoting Page for Fast Typeahead Lookups',
    platform: 'crm',
    category: 'visualforce',
    codeLanguage: 'visualforce',
    authorIndex: 5,
    tags: ['visualforce', 'remote-action', 'javascript-remoting'],
    description:
      'JavaScript remoting calls a static @RemoteAction method directly without view state, which makes it far faster than action functions for typeahead. The {!$RemoteAction} global resolves the namespace-safe method name.',
    code: `<apex:page controller="ProductLookupController" showHeader="false" docType="html-5.0">
    <label for="q">Find a product</label>
    <input id="q" type="search" autocomplete="off" placeholder="Name or code" />
    <ul id="results"></ul>

    <script>
        (function () {
            var input = document.getElementById('q');
            var list = document.getElementById('results');
            var timer;

            function render(products) {
                list.innerHTML = '';
                products.forEach(function (p) {
                    var li = document.createElement('li');
                    li.textContent = p.Name + ' (' + p.ProductCode + ')'; // textContent: no XSS
                    list.appendChild(li);
                });
            }

            input.addEventListener('input', function () {
                clearTimeout(timer);
                var term = input.value.trim();
                if (term.length < 2) { list.innerHTML = ''; return; }

                timer = setTimeout(function () {
                    Visualforce.remoting.Manager.invokeAction(
                        '{!$RemoteAction.ProductLookupController.search}',
                        term,
                        function (result, event) {
                            if (event.status) {
                                render(result);
                            } else {
                                list.innerHTML = '<li class="error"></li>';
                                list.firstChild.textContent = event.message;
                            }
                        },
                        { escape: true, timeout: 10000 }
                    );
                }, 250);
            });
        })();
    </script>
</apex:page>
`,
  },
  {
    title: 'RemoteAction Controller Method with Input Validation',
    platform: 'crm',
    category: 'visualforce',
    codeLanguage: 'apex',
    authorIndex: 5,
    tags: ['visualforce', 'remote-action', 'soql'],
    description:
      '@RemoteAction methods must be global or public static and are callable by anyone with access to the page, so validate input and enforce sharing and FLS. Results are serialized to JSON; return only what the page needs.',
    code: `public with sharing class ProductLookupController {
    @RemoteAction
    @ReadOnly // allows up to 1,000,000 query rows and signals no DML
    public static List<Product2> search(String term) {
        if (String.isBlank(term) || term.trim().length() < 2) {
            return new List<Product2>();
        }
        String pattern = '%' + term.trim().left(50) + '%';
        return [
            SELECT Id, Name, ProductCode, Family
            FROM Product2
            WHERE IsActive = true
            AND (Name LIKE :pattern OR ProductCode LIKE :pattern)
            WITH USER_MODE
            ORDER BY Name
            LIMIT 20
        ];
    }
}
`,
  },
  {
    title: 'Promise Wrapper for Visualforce JavaScript Remoting',
    platform: 'crm',
    category: 'visualforce',
    codeLanguage: 'javascript',
    authorIndex: 1,
    tags: ['visualforce', 'javascript-remoting', 'promises'],
    description:
      'Visualforce remoting is callback based. Wrapping invokeAction in a Promise lets you use async/await, run calls in parallel and handle errors in one place. Pass the resolved {!$RemoteAction...} string from the page into the helper.',
    code: `// Static resource: remoting.js, included with <apex:includeScript value="{!$Resource.remoting}"/>
window.callRemote = function callRemote(action, ...args) {
  return new Promise((resolve, reject) => {
    Visualforce.remoting.Manager.invokeAction(
      action,
      ...args,
      (result, event) => {
        if (event.status) {
          resolve(result);
        } else if (event.type === 'exception') {
          reject(new Error(\`\${event.message}\${event.where ? \` (\${event.where})\` : ''}\`));
        } else {
          reject(new Error(event.message || 'Remoting call failed'));
        }
      },
      { escape: true, buffer: false, timeout: 30000 },
    );
  });
};

// In the page:
// <script>
//   const SEARCH = '{!$RemoteAction.ProductLookupController.search}';
//   async function loadBoth() {
//     try {
//       const [shoes, shirts] = await Promise.all([callRemote(SEARCH, 'shoe'), callRemote(SEARCH, 'shirt')]);
//       console.log(shoes.length, shirts.length);
//     } catch (e) {
//       document.getElementById('error').textContent = e.message;
//     }
//   }
// </script>
`,
  },
  {
    title: 'Save a Visualforce PDF as a File on the Record',
    platform: 'crm',
    category: 'visualforce',
    codeLanguage: 'apex',
    authorIndex: 1,
    tags: ['visualforce', 'pdf', 'contentversion', 'files'],
    description:
      'PageReference.getContentAsPDF renders a Visualforce page to a Blob that you can store as a ContentVersion linked to the record. It counts as a callout, so it cannot run in triggers; call it from a button, a Queueable with callouts or an LWC action.',
    code: `public with sharing class InvoiceFileService {
    @AuraEnabled
    public static Id attachInvoicePdf(Id opportunityId) {
        PageReference pdfPage = Page.InvoicePdf;
        pdfPage.getParameters().put('id', opportunityId);

        Blob pdf = Test.isRunningTest() ? Blob.valueOf('test pdf') : pdfPage.getContentAsPDF();

        Opportunity opp = [SELECT Invoice_Number__c FROM Opportunity WHERE Id = :opportunityId WITH USER_MODE];
        ContentVersion cv = new ContentVersion(
            Title = 'Invoice ' + opp.Invoice_Number__c,
            PathOnClient = 'Invoice-' + opp.Invoice_Number__c + '.pdf',
            VersionData = pdf,
            FirstPublishLocationId = opportunityId // links the file to the record automatically
        );
        insert cv;
        return [SELECT ContentDocumentId FROM ContentVersion WHERE Id = :cv.Id].ContentDocumentId;
    }
}
`,
  },
  {
    title: 'Visualforce Email Template with Related Line Items',
    platform: 'crm',
    category: 'visualforce',
    codeLanguage: 'visualforce',
    authorIndex: 6,
    tags: ['visualforce', 'email-template', 'messaging'],
    description:
      'Visualforce email templates can loop over child records, which classic text and HTML templates cannot. recipientType and relatedToType define the merge context; use a custom component if you need Apex logic inside the template.',
    code: `<messaging:emailTemplate subject="Your quote {!relatedTo.Name} is ready"
                         recipientType="Contact" relatedToType="Quote">
    <messaging:htmlEmailBody>
        <html>
        <body style="font-family: Arial, sans-serif; font-size: 14px;">
            <p>Hi {!recipient.FirstName},</p>
            <p>Here is a summary of quote <strong>{!relatedTo.QuoteNumber}</strong>,
               valid until <apex:outputField value="{!relatedTo.ExpirationDate}" />.</p>

            <table cellpadding="6" cellspacing="0" border="1" style="border-collapse: collapse;">
                <tr style="background: #f3f3f3;">
                    <th align="left">Product</th><th align="right">Qty</th><th align="right">Total</th>
                </tr>
                <apex:repeat value="{!relatedTo.QuoteLineItems}" var="line">
                    <tr>
                        <td>{!line.Product2.Name}</td>
                        <td align="right"><apex:outputField value="{!line.Quantity}" /></td>
                        <td align="right"><apex:outputField value="{!line.TotalPrice}" /></td>
                    </tr>
                </apex:repeat>
            </table>

            <p>Grand total: <strong><apex:outputField value="{!relatedTo.GrandTotal}" /></strong></p>
            <p>Best regards,<br/>{!relatedTo.Owner.Name}</p>
        </body>
        </html>
    </messaging:htmlEmailBody>
    <messaging:plainTextEmailBody>
Hi {!recipient.FirstName},
Your quote {!relatedTo.QuoteNumber} totals {!relatedTo.GrandTotal}.
    </messaging:plainTextEmailBody>
</messaging:emailTemplate>
`,
  },
];
